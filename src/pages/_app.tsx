import type { AppProps } from "next/app";
import { appWithTranslation } from "next-i18next/pages";
import Head from "next/head";
import { SiteProvider } from "@/lib/siteContext";
import { Layout } from "@/layout/Layout";
import { ErrorScreen } from "@/components/common/ErrorScreen";
import type { SitePageProps } from "@/lib/pageProps";
import { fontClass } from "@/styles/fonts";
import { PreviewSession } from "@/preview/bar/PreviewSession";
import { ConsentManager } from "@/widgets/consent/ConsentManager";
import { SupportChat } from "@/widgets/supportChat/SupportChat";
import "@/styles/globals.css";

/** What a page component can ask of the shell. */
type PageOptions = {
  /** The page renders its own frame (no site header/footer). */
  withoutLayout?: boolean;
  /** A staff page (/auth, /slice-simulator, R2) or a private link's page: no tag manager, no support chat. */
  withoutThirdParties?: boolean;
};

/**
 * App shell: translations, the country's font and the site layout, plus the server-rendered markup
 * of the cookie consent, the support chat's settings and the preview session, whose behaviour is the
 * site's browser script (src/enhance). No getInitialProps (pages stay static).
 */
function App({ Component, pageProps }: AppProps<Partial<SitePageProps>>) {
  // An error page's props can reach another page component (a failed on-demand page hydrating on
  // its dynamic route): the props decide, so the visitor always gets the error screen.
  const page = pageProps.errorStatus ? (
    <ErrorScreen statusCode={pageProps.errorStatus} />
  ) : (
    <Component {...pageProps} />
  );
  const options = Component as PageOptions;
  const framed = !options.withoutLayout && pageProps.layout;
  // The shell's own parts need the site's facts and locale (every page but a bare error page has them).
  const site = pageProps.locale ? pageProps.site : undefined;
  // Staff pages never load the tag manager or the chat, nor ask for consent they would not use.
  const thirdParties = site && !options.withoutThirdParties;
  const content = (
    <div className={`${fontClass(pageProps.site?.fontFamily ?? "Brandon Text")} font-sans`}>
      {thirdParties && site.tagManagerId ? <ConsentManager tagManagerId={site.tagManagerId} /> : null}
      {framed ? <Layout layout={pageProps.layout!}>{page}</Layout> : page}
      {thirdParties && site.supportChat ? (
        <SupportChat chatKey={site.supportChat.key} pages={site.supportChat.pages} />
      ) : null}
      {site && !options.withoutLayout ? (
        <PreviewSession toolbarRepository={site.previewToolbarRepository} expired={pageProps.previewExpired === true} />
      ) : null}
    </div>
  );
  if (!pageProps.site || !pageProps.locale) return content;
  return (
    <SiteProvider
      value={{
        ...pageProps.site,
        locale: pageProps.locale,
        publicPath: pageProps.publicPath ?? "",
        preview: pageProps.preview === true,
      }}
    >
      {pageProps.site.googleSiteVerification ? (
        <Head>
          <meta name="google-site-verification" content={pageProps.site.googleSiteVerification} />
        </Head>
      ) : null}
      {content}
    </SiteProvider>
  );
}

export default appWithTranslation(App);
