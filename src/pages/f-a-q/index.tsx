import { contentPage } from "@/sections/document/contentPage";
import { loadFaqGroups } from "@/sections/faq/faqLoader";
import { FaqIndexView, type FaqIndexViewProps } from "@/sections/faq/FaqIndexView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({
  route: "/f-a-q",
  landing: "faq",
  load: async ({ client, locale }) => ({ groups: await loadFaqGroups(client, locale) }),
});
export const getStaticProps = loading.getStaticProps;

/** `/preguntas-frecuentes`: every question by category, with the FAQ search. */
export default function FaqPage(props: FaqIndexViewProps) {
  return <FaqIndexView {...props} />;
}
