import { Html, Head, Main, NextScript, type DocumentProps } from "next/document";
import { COLORS } from "@/styles/tokens";
import { brandonTextFontFaces } from "@/lib/brandonText";
import { CONSENT_MODE_SNIPPET } from "@/config/consentMode";
import { siteConfig } from "@/lib/siteConfig";
import { readEnhanceScript } from "@/lib/enhanceScript";

const brandonFaces = brandonTextFontFaces();
/** The site's browser script (src/enhance), on every page, with the files of each island it may wake. */
const enhanceScript = readEnhanceScript();

/**
 * The HTML shell: `<html lang>` from the page's locale, site icons and manifest, and, when the
 * country has a tag manager, Consent Mode's "denied" defaults before anything else can run.
 */
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale}>
      <Head>
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={COLORS.blue} />
        {siteConfig.country.tagManagerId ? <script dangerouslySetInnerHTML={{ __html: CONSENT_MODE_SNIPPET }} /> : null}
        {brandonFaces ? <style dangerouslySetInnerHTML={{ __html: brandonFaces }} /> : null}
      </Head>
      <body>
        <Main />
        <NextScript />
        {/* A module script is deferred by nature: it runs once the document is parsed, never blocking it. */}
        {/* Its islands' files are downloaded ahead, at idle, without running them (src/enhance/islands.ts). */}
        {enhanceScript ? (
          // eslint-disable-next-line @next/next/no-sync-scripts
          <script type="module" src={enhanceScript.entry} data-island-files={JSON.stringify(enhanceScript.islands)} />
        ) : null}
      </body>
    </Html>
  );
}
