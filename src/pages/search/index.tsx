import { searchPageProps, type SearchPageProps } from "@/sections/search/searchPage";
import { SearchPageView } from "@/sections/search/SearchPageView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps = searchPageProps({ route: "/search", section: "search", landing: true });

/** `/busqueda?q=…`: search over products, health advice, news and FAQ. */
export default function SearchPage(props: SearchPageProps) {
  return <SearchPageView kind="search" {...props} />;
}
