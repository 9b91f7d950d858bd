import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import type { GetStaticPaths, GetStaticProps } from "next";
import { CategorizedListing } from "@/components/sections/CategorizedListing";
import { DocumentCard } from "@/components/sections/DocumentCard";
import { ProductDetail } from "@/components/sections/products/ProductDetail";
import { sectionStaticPaths } from "@/lib/sections/staticPaths";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { loadProductsPage, type ProductsPageData } from "@/lib/sections/products";
import { parseSectionPath } from "@/lib/sections/sectionPath";
import { pageLocale } from "@/lib/siteConfig";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type ProductsPageProps = SitePageProps & { data: ProductsPageData };

export const getStaticPaths: GetStaticPaths = sectionStaticPaths({ categoryType: "product_category", detailType: "product" });

export const getStaticProps: GetStaticProps<ProductsPageProps> = async (context) => {
  // A path that cannot name a page is a 404 before any content request.
  const request = parseSectionPath(context.params?.path as string[] | undefined, pageLocale(context.locale), true);
  if (!request) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { client, locale, common } = await loadSitePage(context, [...COMMON_NAMESPACES, "sections"]);
  const data = await loadProductsPage(client, locale, request);
  if (!data) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...common, data }, revalidate: REVALIDATE_SECONDS };
};

/** `/nuestros-productos[/categoria/:uid][/pagina/:n]` and `/nuestros-productos/:uid`. */
export default function ProductsPage({ data }: ProductsPageProps) {
  if (data.kind === "detail") return <ProductDetail product={data.product} />;
  return (
    <CategorizedListing
      section="products"
      data={data}
      renderCard={(product, categoryName) => (
        <DocumentCard
          href={product.url ?? "#"}
          title={product.data.name ?? product.uid}
          summary={product.data.summary}
          image={product.data.image}
          imageFit="contain"
          eyebrow={categoryName}
        />
      )}
    />
  );
}
