import type { NextPageContext } from "next";
import type { SSRConfig } from "next-i18next/pages";
import { ErrorScreen } from "@/components/common/ErrorScreen";

type ErrorPageProps = Partial<SSRConfig> & { statusCode: number };

/** Any other error (including a rendering failure, shown with status 500) on the error screen. */
function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorScreen statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode && res.statusCode >= 400 ? res.statusCode : err?.statusCode ?? 500;
  if (typeof window === "undefined") {
    const { serverSideTranslations } = await import("next-i18next/pages/serverSideTranslations");
    const { i18nConfig, COMMON_NAMESPACES } = await import("@/i18n/config");
    const { pageLocale } = await import("@/lib/siteConfig");
    return { statusCode, ...(await serverSideTranslations(pageLocale(locale), [...COMMON_NAMESPACES], i18nConfig)) };
  }
  return { statusCode };
};

export default ErrorPage;
