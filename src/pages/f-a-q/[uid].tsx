import { contentPage, uidParam } from "@/sections/document/contentPage";
import { loadFaqCategory } from "@/sections/faq/faqLoader";
import { uidStaticPaths } from "@/sections/listing/staticPaths";
import { FaqCategoryView, type FaqCategoryViewProps } from "@/sections/faq/FaqCategoryView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({
  route: "/f-a-q/[uid]",
  request: uidParam,
  load: ({ client, locale, request }) => loadFaqCategory(client, locale, request),
  paths: uidStaticPaths("faq_category"),
});
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/preguntas-frecuentes/:uid`: the questions of one category. */
export default function FaqCategoryPage(props: FaqCategoryViewProps) {
  return <FaqCategoryView {...props} />;
}
