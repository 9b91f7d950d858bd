/**
 * A server-rendered page of the forms (the result page, the newsletter's confirmation page) run
 * the way Next runs it: its getServerSideProps for one request, then the page rendered from those
 * props with the translations they carry.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { SiteProvider } from "@/lib/siteContext";
import type { SitePageProps } from "@/lib/pageProps";

/** What a page module gives: its getServerSideProps and its component. */
type ServerPage<P> = { getServerSideProps: GetServerSideProps; default: ComponentType<P> };

/** Runs getServerSideProps for one request (es-es); returns the props, status and headers it set. */
export async function loadServerPage<P>(
  page: ServerPage<P>,
  request: { query: Record<string, string | string[] | undefined>; method?: string; headers?: Record<string, string> },
  resolvedUrl: string,
): Promise<{ props: P; status: number; headers: Record<string, string> }> {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: () => undefined,
  } as unknown as ServerResponse;
  const req = {
    method: request.method ?? "GET",
    headers: { host: "localhost:3000", ...request.headers },
  } as unknown as IncomingMessage;
  const context = {
    req,
    res,
    query: request.query,
    resolvedUrl,
    locale: "es-es",
    locales: ["es-es"],
    defaultLocale: "es-es",
  } as unknown as GetServerSidePropsContext;
  const result = (await page.getServerSideProps(context)) as { props: P };
  return { props: result.props, status: res.statusCode, headers };
}

/** The page's HTML from its props, with the translations getServerSideProps loaded. */
export function renderServerPage<P extends SitePageProps>(page: ServerPage<P>, props: P): string {
  const store = (props as unknown as { _nextI18Next: { initialI18nStore: Record<string, Record<string, object>> } })
    ._nextI18Next.initialI18nStore;
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: "es-es",
    lowerCaseLng: true,
    resources: store,
    ns: Object.keys(store["es-es"]),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        SiteProvider,
        { value: { ...props.site, locale: props.locale, publicPath: props.publicPath, preview: props.preview } },
        createElement(page.default, props),
      ),
    ),
  );
}
