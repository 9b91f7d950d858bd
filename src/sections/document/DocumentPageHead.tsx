import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import type { ListedSectionId } from "@/config/sections";
import { useSite } from "@/lib/siteContext";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs";
import { DocumentSeo } from "@/components/seo/DocumentSeo";
import { articleJsonLd, breadcrumbJsonLd, type JsonLd } from "@/components/seo/jsonLd";

type ArticleDocument = Parameters<typeof articleJsonLd>[0]["article"];

/** The document's main image at the width structured data asks for, when it has one. */
function imageUrlOf(doc: prismic.PrismicDocument): string | undefined {
  const image = (doc.data as { image?: prismic.ImageField }).image;
  return image && prismic.isFilled.image(image) ? (prismic.asImageSrc(image, { w: 1200 }) ?? undefined) : undefined;
}

type DocumentPageHeadProps = {
  doc: prismic.PrismicDocument & Parameters<typeof DocumentSeo>[0]["doc"];
  /** The section the document belongs to: its landing is the second crumb (`sections:<id>.title`). */
  section: ListedSectionId;
  /** The page's visible title (the last crumb, and the SEO title when the editors left the meta title empty). */
  title: string;
  /** The document's category, a crumb between the section and the document when it has a page. */
  category?: { name?: string | null; url?: string | null } | null;
  /** An article or a news item: its Article data is made here. Any other document gives its own in `jsonLd`. */
  type?: { article: "Article" | "NewsArticle"; author?: { name?: string | null; url?: string | null } | null };
  /** The page's structured data besides the breadcrumbs and the article's, from its public path. */
  jsonLd?: (path: string) => JsonLd[];
};

/**
 * The head of a document's page in a listed section (a product, an article, a news item, any new
 * section's document): its SEO (meta fields, hreflang, structured data with the breadcrumbs) and
 * the breadcrumbs.
 */
export function DocumentPageHead({ doc, section, title, category, type, jsonLd = () => [] }: DocumentPageHeadProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl } = useSite();
  const base = sectionPaths(locale)[section];
  const path = doc.url ?? `${base}/${doc.uid}`;
  const crumbs: Crumb[] = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t(`${section}.title`), href: base },
    ...(category?.url && category.name ? [{ label: category.name, href: category.url }] : []),
    { label: title, href: path },
  ];
  const own = type
    ? [
        articleJsonLd({
          type: type.article,
          article: doc as ArticleDocument,
          headline: title,
          imageUrl: imageUrlOf(doc),
          path,
          siteUrl,
          author: type.author,
        }),
      ]
    : [];
  return (
    <>
      <DocumentSeo
        doc={doc}
        title={title}
        path={path}
        type={type ? "article" : "product"}
        jsonLd={[...own, ...jsonLd(path), breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
    </>
  );
}
