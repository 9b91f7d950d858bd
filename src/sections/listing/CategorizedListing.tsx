import type { ReactNode } from "react";
import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { listingPath, sectionPaths } from "@/config/routeTable";
import type { ListingPage } from "./listingQuery";
import type { ListedSectionId } from "@/config/sections";
import type { CategoryLink } from "./listedSection";
import { useSite } from "@/lib/siteContext";
import { richTextComponents } from "@/components/common/richTextComponents";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { CategoryNav } from "./CategoryNav";
import { PageHeader } from "@/sections/document/PageHeader";
import { Pagination } from "./Pagination";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates, sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import type { Content } from "@prismicio/client";
import { landingTexts } from "@/sections/landing/landingTexts";
import { LandingIntro } from "@/sections/landing/LandingIntro";
import { LandingPromotions } from "@/sections/landing/LandingPromotions";

/** A category document as listings use it. */
type CategoryDoc = prismic.PrismicDocument<{
  name: prismic.KeyTextField;
  description: prismic.RichTextField;
  meta_title: prismic.KeyTextField;
  meta_description: prismic.KeyTextField;
}>;

type CategorizedListingProps<T extends prismic.PrismicDocument> = {
  /** Which section (route table key and translation prefix). */
  section: ListedSectionId;
  data: { category: CategoryDoc | null; categories: CategoryLink[]; listing: ListingPage<T> };
  /** The section's landing document (the layout's `landing`): title, intro, SEO, promotions. */
  landing: Content.SectionLandingDocument | null | undefined;
  renderCard: (item: T, categoryName: string | undefined) => ReactNode;
};

/**
 * A section listing (products, health advice, news): breadcrumbs, title and intro (the category's
 * when filtered, else the landing's), category links when the section has categories, a card grid
 * and pagination, with its SEO; on the landing itself (first page, no category), its promotions.
 */
export function CategorizedListing<T extends prismic.PrismicDocument>({
  section,
  data,
  landing,
  renderCard,
}: CategorizedListingProps<T>) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const base = sectionPaths(locale)[section];
  const { category, listing, categories } = data;
  const path = listingPath(base, locale, listing.page, category?.uid);
  const texts = landingTexts(landing, t(`${section}.title`));
  const title = category?.data.name ?? texts.title;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: texts.title, href: base },
    ...(category ? [{ label: title, href: listingPath(base, locale, 1, category.uid) }] : []),
  ];
  const alternates = category
    ? documentAlternates(category, localeSiteUrls)
    : sectionAlternates((l) => listingPath(sectionPaths(l)[section], l, listing.page), localeSiteUrls);
  const categoryNameOf = (link: unknown) =>
    categories.find(
      (c) =>
        prismic.isFilled.contentRelationship(link as prismic.ContentRelationshipField) &&
        c.uid === (link as { uid?: string }).uid,
    )?.name;

  return (
    <>
      <Seo
        title={
          listing.page > 1
            ? t("pagination.pageTitle", { title, page: listing.page })
            : category
              ? category.data.meta_title || title
              : texts.seoTitle
        }
        description={
          category?.data.meta_description || (category ? prismic.asText(category.data.description) : texts.description)
        }
        image={category ? null : texts.image}
        path={path}
        alternates={listing.page === 1 ? alternates : []}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title={title}
        intro={
          category && prismic.isFilled.richText(category.data.description) ? (
            <PrismicRichText field={category.data.description} components={richTextComponents} />
          ) : texts.intro ? (
            <LandingIntro field={texts.intro} />
          ) : null
        }
      >
        {categories.length > 0 ? (
          <CategoryNav
            label={t(`${section}.categories`)}
            allLabel={t(`${section}.all`)}
            allHref={base}
            categories={categories}
            currentHref={category ? listingPath(base, locale, 1, category.uid) : base}
          />
        ) : null}
      </PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {listing.items.length === 0 ? (
          <p className="text-lg">{t(`${section}.empty`)}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.items.map((item) => (
              <li key={item.id}>{renderCard(item, categoryNameOf(item.data.category))}</li>
            ))}
          </ul>
        )}
        <Pagination
          page={listing.page}
          totalPages={listing.totalPages}
          hrefOf={(page) => listingPath(base, locale, page, category?.uid)}
        />
      </section>
      {!category && listing.page === 1 ? <LandingPromotions slices={texts.slices} /> : null}
    </>
  );
}
