import type { AppProps } from "next/app";
import { appWithTranslation } from "next-i18next/pages";
import Head from "next/head";
import { SiteProvider } from "@/lib/siteContext";
import { Layout } from "@/components/layout/Layout";
import { ErrorScreen } from "@/components/common/ErrorScreen";
import type { SitePageProps } from "@/lib/pageProps";
import { fontClass } from "@/styles/fonts";
import { PreviewSession } from "@/components/preview/PreviewSession";
import { ConsentManager } from "@/components/consent/ConsentManager";
import { TagManager } from "@/components/thirdParty/TagManager";
import { SupportChat } from "@/components/thirdParty/SupportChat";
import "@/styles/globals.css";

/** What a page component can ask of the shell. */
type PageOptions = {
  /** The page renders its own frame (no site header/footer). */
  withoutLayout?: boolean;
  /** A staff page (/auth, /slice-simulator): no tag manager, no support chat (spec §2). */
  withoutThirdParties?: boolean;
};

/** App shell: translations, the country's font and the site layout. No getInitialProps (pages stay static). */
function App({ Component, pageProps }: AppProps<Partial<SitePageProps>>) {
  // An error page's props can reach another page component (a failed on-demand page hydrating on
  // its dynamic route): the props decide, so the visitor always gets the error screen.
  const page = pageProps.errorStatus ? <ErrorScreen statusCode={pageProps.errorStatus} /> : <Component {...pageProps} />;
  const options = Component as PageOptions;
  const framed = !options.withoutLayout && pageProps.layout;
  const site = pageProps.site;
  // Staff pages never load the tag manager or the chat, nor ask for consent they would not use.
  const thirdParties = site && !options.withoutThirdParties;
  const content = (
    <div className={`${fontClass(pageProps.site?.fontFamily ?? "Brandon Text")} font-sans`}>
      {framed ? <Layout layout={pageProps.layout!}>{page}</Layout> : page}
    </div>
  );
  if (!pageProps.site || !pageProps.locale) return content;
  return (
    <SiteProvider value={{ ...pageProps.site, locale: pageProps.locale }}>
      {pageProps.site.googleSiteVerification ? (
        <Head>
          <meta name="google-site-verification" content={pageProps.site.googleSiteVerification} />
        </Head>
      ) : null}
      {thirdParties && site.tagManagerId ? <ConsentManager /> : null}
      {content}
      {thirdParties && site.tagManagerId ? <TagManager id={site.tagManagerId} /> : null}
      {thirdParties && site.supportChat ? <SupportChat chatKey={site.supportChat.key} pages={site.supportChat.pages} /> : null}
      {options.withoutLayout ? null : <PreviewSession toolbarRepository={pageProps.site.previewToolbarRepository} expired={pageProps.previewExpired === true} />}
    </SiteProvider>
  );
}

export default appWithTranslation(App);
