import { PageDocumentView } from "@/sections/pages/PageDocumentView";
import { pageDocumentPage, type PageDocumentProps } from "@/sections/pages/pageDocument";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = pageDocumentPage(false);
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/**
 * Legal and other stand-alone pages at `/:uid` (aviso legal, privacidad, cookies…); any longer path
 * no other page receives is an editors' redirect or a 404.
 */
export default function StandalonePage({ page }: PageDocumentProps) {
  return <PageDocumentView page={page} />;
}
