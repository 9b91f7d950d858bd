import { CategorizedListing } from "@/sections/listing/CategorizedListing";
import { DocumentCard } from "@/sections/listing/DocumentCard";
import { ProductDetail } from "@/sections/products/ProductDetail";
import type { SitePageProps } from "@/lib/pageProps";
import { listedSectionPage, type ListedSectionData } from "@/sections/listing/listedSection";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = listedSectionPage("products");
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/nuestros-productos[/categoria/:uid][/pagina/:n]` and `/nuestros-productos/:uid`. */
export default function ProductsPage({ data, layout }: SitePageProps & { data: ListedSectionData<"products"> }) {
  if (data.kind === "detail") return <ProductDetail product={data.document} />;
  return (
    <CategorizedListing
      section="products"
      data={data}
      landing={layout.landing}
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
