import { Html, Head, Main, NextScript, type DocumentProps } from "next/document";
import { brandonTextFontFaces } from "@/lib/brandonText";

const brandonFaces = brandonTextFontFaces();

/** The HTML shell: `<html lang>` from the page's locale, site icons and manifest. */
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale}>
      <Head>
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content="#173f6b" />
        {brandonFaces ? <style dangerouslySetInnerHTML={{ __html: brandonFaces }} /> : null}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
