import Head from "next/head";
import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { useSite } from "@/lib/siteContext";
import { toJsonLd, type JsonLd } from "./jsonLd";

/** A translation of the page in another locale (hreflang). */
export type Alternate = { locale: string; href: string };

type SeoProps = {
  title?: string | null;
  description?: string | null;
  /** Public path of the page (no origin): its canonical URL. */
  path: string;
  image?: prismic.ImageField | null;
  type?: "website" | "article" | "product";
  /** Every locale the page exists in, itself included; rendered when there are at least two. */
  alternates?: Alternate[];
  jsonLd?: JsonLd[];
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph, hreflang alternates and JSON-LD of a page. */
export function Seo({
  title,
  description,
  path,
  image,
  type = "website",
  alternates = [],
  jsonLd = [],
  noindex,
}: SeoProps) {
  const { t } = useTranslation("common");
  const { siteUrl, locale } = useSite();
  const siteName = t("site.name");
  const fullTitle = title && title !== siteName ? `${title} · ${siteName}` : siteName;
  const canonical = new URL(path, siteUrl).href;
  const imageUrl =
    image && prismic.isFilled.image(image) ? prismic.asImageSrc(image, { w: 1200, h: 630, fit: "crop" }) : null;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={siteName} />
      <meta
        property="og:locale"
        content={locale.replace("-", "_").replace(/_(\w+)$/, (_, c: string) => `_${c.toUpperCase()}`)}
      />
      <meta property="og:type" content={type === "article" ? "article" : "website"} />
      <meta property="og:title" content={title || siteName} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      {alternates.length > 1
        ? alternates.map((alternate) => (
            <link key={alternate.locale} rel="alternate" hrefLang={alternate.locale} href={alternate.href} />
          ))
        : null}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: toJsonLd(data) }} />
      ))}
    </Head>
  );
}
