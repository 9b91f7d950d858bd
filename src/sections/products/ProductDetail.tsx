import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { useSite } from "@/lib/siteContext";
import { linkedData } from "@/sections/listing/listingQuery";
import { richTextComponents } from "@/components/common/richTextComponents";
import { SiteLink } from "@/components/common/SiteLink";
import { RelatedContent } from "@/sections/document/RelatedContent";
import { DocumentPageHead } from "@/sections/document/DocumentPageHead";
import { BUTTON } from "@/styles/tokens";
import { MAIN_IMAGE } from "@/components/mainImage";

/** A product page: packshot, regulatory notice, description, composition, usage, leaflet, related products. */
export function ProductDetail({ product }: { product: Content.ProductDocument }) {
  const { t } = useTranslation("sections");
  const { siteUrl } = useSite();
  const { data } = product;
  const name = data.name ?? product.uid;
  const category = linkedData<{ name?: string | null }>(data.category);
  const sections = [
    { title: t("products.description"), field: data.description },
    { title: t("products.composition"), field: data.composition },
    { title: t("products.usage"), field: data.usage },
  ].filter((section) => prismic.isFilled.richText(section.field));

  return (
    <>
      <DocumentPageHead
        doc={product}
        section="products"
        title={name}
        category={category}
        jsonLd={(path) => [
          {
            "@type": "Product",
            name,
            description: data.summary ?? undefined,
            image: prismic.isFilled.image(data.image) ? prismic.asImageSrc(data.image, { w: 800 }) : undefined,
            brand: { "@type": "Brand", name: "Laboratorios Brezo" },
            category: category?.name ?? undefined,
            sku: data.national_code ?? undefined,
            url: new URL(path, siteUrl).href,
          },
        ]}
      />
      <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <header className="grid gap-10 md:grid-cols-2">
          {prismic.isFilled.image(data.image) ? (
            <PrismicNextImage
              field={data.image}
              fallbackAlt=""
              {...MAIN_IMAGE}
              sizes="(min-width: 768px) 50vw, 100vw"
              className="h-auto w-full rounded-3xl bg-grey-0 object-contain p-6"
            />
          ) : null}
          <div className="space-y-5">
            {category?.name ? (
              <p className="text-sm font-bold uppercase tracking-wider text-ds-turquoise">{category.name}</p>
            ) : null}
            <h1 className="text-4xl font-bold leading-tight text-blue">{name}</h1>
            {data.summary ? <p className="text-lg text-ink/85">{data.summary}</p> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-grey-0 p-5">
              {data.presentation ? (
                <>
                  <dt className="font-semibold">{t("products.presentation")}</dt>
                  <dd>{data.presentation}</dd>
                </>
              ) : null}
              {data.national_code ? (
                <>
                  <dt className="font-semibold">{t("products.nationalCode")}</dt>
                  <dd>{data.national_code}</dd>
                </>
              ) : null}
            </dl>
            {prismic.isFilled.richText(data.regulatory_notice) ? (
              <div role="note" className="space-y-2 rounded-2xl border-l-4 border-ds-turquoise bg-aqua p-5 text-sm">
                <PrismicRichText field={data.regulatory_notice} components={richTextComponents} />
              </div>
            ) : null}
            {prismic.isFilled.linkToMedia(data.leaflet) ? (
              <SiteLink field={data.leaflet} className={`inline-flex items-center gap-2 ${BUTTON.primary}`}>
                {t(data.leaflet.name?.startsWith("ficha") ? "products.productSheet" : "products.leaflet")}
              </SiteLink>
            ) : null}
          </div>
        </header>
        <div className="mt-12 grid gap-10 lg:grid-cols-3">
          {sections.map((section) => (
            <section key={section.title} className="space-y-3">
              <h2 className="text-2xl font-bold text-blue">{section.title}</h2>
              <div className="space-y-3">
                <PrismicRichText field={section.field} components={richTextComponents} />
              </div>
            </section>
          ))}
        </div>
      </article>
      <RelatedContent title={t("products.related")} links={data.related_products.map((item) => item.product)} />
    </>
  );
}
