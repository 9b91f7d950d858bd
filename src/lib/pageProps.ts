import type { GetStaticPropsContext } from "next";
import { serverSideTranslations } from "next-i18next/pages/serverSideTranslations";
import type { SSRConfig } from "next-i18next/pages";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import { i18nConfig } from "./i18nConfig";
import { createClient } from "@/lib/prismic/client";
import { getLayoutData, type LayoutData } from "@/lib/prismic/layoutData";
import { checkedRefState } from "@/lib/prismic/checkedRef";
import { pageLocale, siteConfig, type Locale } from "./siteConfig";
import { publicPathOf } from "./publicPath";
import { landingDocumentUid } from "@/config/routeTable";
import type { SectionId } from "@/config/sections";

/** Public facts about this site that pages render (never secrets). */
export type SiteFacts = {
  fontFamily: string;
  siteUrl: string;
  localeSiteUrls: Record<Locale, string>;
  googleSiteVerification: string | null;
  /** The Prismic repository whose toolbar staff get in preview; null on the local content service. */
  previewToolbarRepository: string | null;
  /** The country's tag manager container (loaded only after analytics consent), or null. */
  tagManagerId: string | null;
  /** The country's support chat widget and the pages that show it, or null. */
  supportChat: { key: string; pages: string[] } | null;
};

/** This site's public facts, from the validated configuration. */
export const siteFacts: SiteFacts = {
  fontFamily: siteConfig.country.fontFamily,
  siteUrl: siteConfig.siteUrl,
  localeSiteUrls: siteConfig.localeSiteUrls,
  googleSiteVerification: siteConfig.googleSiteVerification ?? null,
  previewToolbarRepository: /\.prismic\.io$/.test(new URL(siteConfig.content.apiEndpoint).hostname)
    ? siteConfig.content.repositoryName
    : null,
  tagManagerId: siteConfig.country.tagManagerId ?? null,
  supportChat: siteConfig.country.supportChat
    ? { key: siteConfig.country.supportChat.key, pages: [...siteConfig.country.supportChat.pages] }
    : null,
};

/** What every page receives besides its own content: translations, layout documents, site facts. */
export type SitePageProps = SSRConfig & {
  locale: Locale;
  /** The path the visitor sees (`/nuestros-productos/x`), whatever page file renders it; "" on error pages. */
  publicPath: string;
  /** Whether the page was rendered in a preview session. */
  preview: boolean;
  layout: LayoutData;
  site: SiteFacts;
  /** Only in preview: the preview ref had expired, so the page shows published content. */
  previewExpired?: boolean;
  /** Set on the error pages: the app shell then shows the error screen whatever page component the router picked. */
  errorStatus?: number;
};

/** Seconds after which a static page is regenerated in the background (ISR); written in src/config/constants.ts. */
export { REVALIDATE_SECONDS } from "@/config/constants";

/** Translation namespaces of the section pages (the common ones and `sections`). */
export const SECTION_NAMESPACES = [...COMMON_NAMESPACES, "sections"] as const;

/**
 * Which page is loading: its file's route under src/pages (for its public path) and its translation
 * namespaces; `landing`: the section whose landing page this is (its `section_landing` document
 * comes with the layout, in the same content request); `layoutDuringOutage`: a layout that cannot
 * be read is left empty instead of failing (pages rendered per request that still have something
 * to say, like search).
 */
export type SitePageOptions = {
  route: string;
  namespaces?: readonly string[];
  landing?: SectionId | null;
  layoutDuringOutage?: boolean;
};

const EMPTY_LAYOUT: LayoutData = { navigation: null, settings: null };

/**
 * Loads what every page needs in getStaticProps: the Prismic client for this request (preview-aware),
 * the locale, translations, the layout documents (one content request) and the public path.
 */
export async function loadSitePage(
  context: Pick<GetStaticPropsContext, "locale" | "params" | "preview" | "previewData">,
  { route, namespaces = COMMON_NAMESPACES, landing, layoutDuringOutage = false }: SitePageOptions,
) {
  const locale = pageLocale(context.locale);
  const client = createClient({ previewData: context.previewData });
  const landingUid = landing ? landingDocumentUid(landing, locale) : undefined;
  const layoutData = getLayoutData(client, locale, landingUid);
  const [translations, layout] = await Promise.all([
    serverSideTranslations(locale, [...namespaces], i18nConfig),
    layoutDuringOutage
      ? layoutData.catch(() => ({ ...EMPTY_LAYOUT, ...(landing ? { landing: null } : {}) }))
      : layoutData,
  ]);
  const common: SitePageProps = {
    ...translations,
    locale,
    publicPath: publicPathOf(route, context.params, locale),
    preview: context.preview === true,
    layout,
    site: siteFacts,
  };
  if (context.preview && checkedRefState(client)?.expired) common.previewExpired = true;
  return { client, locale, common };
}

/**
 * Props of an error page (404, 500): like loadSitePage, but a content outage leaves the layout
 * empty instead of failing.
 */
export async function loadErrorPage(context: GetStaticPropsContext, errorStatus: number): Promise<SitePageProps> {
  try {
    return { ...(await loadSitePage(context, { route: "" })).common, publicPath: "", errorStatus };
  } catch {
    const locale = pageLocale(context.locale);
    return {
      ...(await serverSideTranslations(locale, [...COMMON_NAMESPACES], i18nConfig)),
      locale,
      publicPath: "",
      preview: false,
      layout: EMPTY_LAYOUT,
      site: siteFacts,
      errorStatus,
    };
  }
}
