import { createContext, useContext } from "react";
import type { SiteFacts } from "./pageProps";
import type { Locale } from "./siteConfig";

type SiteContextValue = SiteFacts & {
  locale: Locale;
  /** The path the visitor sees for this page ("" on error pages). */
  publicPath: string;
  /** Whether the page was rendered in a preview session. */
  preview: boolean;
};

const SiteContext = createContext<SiteContextValue | null>(null);

/** Provides the site's public facts (from page props) to every component. */
export const SiteProvider = SiteContext.Provider;

/** The site's facts where a page provides them, else null (a component that also renders outside pages). */
export function useSiteOrNull(): SiteContextValue | null {
  return useContext(SiteContext);
}

/** The site's public facts and this page's: origin, alternate origins per locale, locale, public path, preview. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() outside <SiteProvider> (the page has no site props)");
  return value;
}
