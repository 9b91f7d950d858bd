import { searchPageProps, type SearchPageProps } from "@/sections/search/searchPage";
import { SearchPageView } from "@/sections/search/SearchPageView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps = searchPageProps({ route: "/f-a-q/search", section: "faq" });

/** `/preguntas-frecuentes/buscar?q=…`: search within the FAQ. */
export default function FaqSearchPage(props: SearchPageProps) {
  return <SearchPageView kind="faqSearch" {...props} />;
}
