import type { NextPageContext } from "next";
import type { SSRConfig } from "next-i18next/pages";
import { ErrorScreen } from "@/components/common/ErrorScreen";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type ErrorPageProps = Partial<SSRConfig> & { statusCode: number };

/** Any other error (including a rendering failure, shown with status 500) on the error screen. */
function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorScreen statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode && res.statusCode >= 400 ? res.statusCode : (err?.statusCode ?? 500);
  if (typeof window === "undefined") {
    const { serverSideTranslations } = await import("next-i18next/pages/serverSideTranslations");
    const { i18nConfig } = await import("@/lib/i18nConfig");
    const { pageLocale } = await import("@/lib/siteConfig");
    return { statusCode, ...(await serverSideTranslations(pageLocale(locale), [...COMMON_NAMESPACES], i18nConfig)) };
  }
  // In the browser (a client-side failure) reuse the translations already loaded by the app.
  const { i18n } = await import("next-i18next/pages");
  if (!i18n) return { statusCode };
  const language = i18n.language;
  return {
    statusCode,
    _nextI18Next: {
      initialI18nStore: i18n.store.data,
      initialLocale: language,
      ns: [...COMMON_NAMESPACES],
      userConfig: { i18n: { defaultLocale: language, locales: [language] } },
    },
  };
};

export default ErrorPage;
