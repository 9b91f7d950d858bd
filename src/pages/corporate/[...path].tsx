import { PageDocumentView } from "@/sections/pages/PageDocumentView";
import { pageDocumentPage, type PageDocumentProps } from "@/sections/pages/pageDocument";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = pageDocumentPage(true);
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** Corporate pages, public at `/quienes-somos` and `/nuestra-vision` (route table, R2). */
export default function CorporatePage({ page }: PageDocumentProps) {
  return <PageDocumentView page={page} />;
}
