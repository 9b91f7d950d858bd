import type { ReactNode } from "react";
import { useTranslation } from "next-i18next/pages";
import type { LayoutData } from "@/lib/prismic/layoutData";
import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";

/** Id of the main landmark, the skip link's target. */
const MAIN_CONTENT_ID = "contenido";

/** Page frame: skip link, header, main landmark, footer. */
export function Layout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const { t } = useTranslation("common");
  const siteName = layout.settings?.data.site_name || t("site.name");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded bg-blue px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader navigation={layout.navigation} siteName={siteName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={layout.settings} siteName={siteName} />
    </div>
  );
}
