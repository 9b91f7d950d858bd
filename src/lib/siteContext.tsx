import { createContext, useContext } from "react";
import type { SiteFacts } from "@/lib/pageProps";
import type { Locale } from "@/lib/siteConfig";

type SiteContextValue = SiteFacts & { locale: Locale };

const SiteContext = createContext<SiteContextValue | null>(null);

/** Provides the site's public facts (from page props) to every component. */
export const SiteProvider = SiteContext.Provider;

/** The site's public facts: origin, alternate origins per locale, current locale. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() outside <SiteProvider> (the page has no site props)");
  return value;
}
