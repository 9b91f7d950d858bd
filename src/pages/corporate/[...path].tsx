import type { GetStaticProps } from "next";
import { PageDocumentView } from "@/components/page/PageDocumentView";
import { pageDocumentPaths, pageDocumentProps, type PageDocumentProps } from "@/lib/prismic/pageDocument";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = pageDocumentPaths(true);

export const getStaticProps: GetStaticProps<PageDocumentProps> = (context) => {
  const path = context.params?.path;
  const uid = Array.isArray(path) && path.length === 1 ? path[0] : undefined;
  return pageDocumentProps(context, uid, true);
};

/** Corporate pages, public at `/quienes-somos` and `/nuestra-vision` (route table, spec §2). */
export default function CorporatePage({ page }: PageDocumentProps) {
  return <PageDocumentView page={page} />;
}
