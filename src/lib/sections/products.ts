import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { ProductCategoryDocument, ProductDocument } from "../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import type { Locale } from "@/lib/siteConfig";
import { fetchSectionListingPage, isBeyondLastPage, type ListingPage, type SectionListing } from "./listing";
import { listingPath, type SectionRequest } from "./sectionPath";

/** Products per listing page. */
export const PRODUCTS_PER_PAGE = 9;

/** The products listing: all products by name, or one category's. */
export const PRODUCT_LISTING: SectionListing = {
  section: "products",
  type: "product",
  category: { type: "product_category", field: "my.product.category" },
  pageSize: PRODUCTS_PER_PAGE,
  orderings: [{ field: "my.product.name" }],
};

export type CategoryLink = { uid: string; name: string; href: string };

export type ProductListingData = {
  kind: "listing";
  categories: CategoryLink[];
  category: ProductCategoryDocument | null;
  listing: ListingPage<ProductDocument>;
};
export type ProductDetailData = { kind: "detail"; product: ProductDocument };
export type ProductsPageData = ProductListingData | ProductDetailData;

/**
 * Loads what a products URL shows: a listing (all, or one category; paginated) or a product.
 * Null when nothing lives there (→ 404). At most 2 content requests.
 */
export async function loadProductsPage(client: ContentClient, locale: Locale, request: SectionRequest): Promise<ProductsPageData | null> {
  if (request.kind === "detail") {
    const product = await findByUID(client, "product", request.uid, locale);
    return product && { kind: "detail", product };
  }
  const categoryDocs = await client.getAllByType("product_category", {
    lang: locale,
    orderings: [{ field: "my.product_category.order" }, { field: "my.product_category.name" }],
  });
  const category = request.category ? categoryDocs.find((doc) => doc.uid === request.category) ?? null : null;
  if (request.category && !category) return null;
  const listing = await fetchSectionListingPage<ProductDocument>(client, PRODUCT_LISTING, locale, request.page, category?.id);
  if (isBeyondLastPage(listing)) return null;
  const base = sectionPaths(locale).products;
  return {
    kind: "listing",
    category,
    listing,
    categories: categoryDocs.map((doc) => ({ uid: doc.uid, name: doc.data.name ?? doc.uid, href: listingPath(base, locale, 1, doc.uid) })),
  };
}
