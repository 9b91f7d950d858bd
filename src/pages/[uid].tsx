import type { GetStaticProps } from "next";
import { PageDocumentView } from "@/components/page/PageDocumentView";
import { pageDocumentPaths, pageDocumentProps, type PageDocumentProps } from "@/lib/prismic/pageDocument";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getStaticPaths = pageDocumentPaths(false);

export const getStaticProps: GetStaticProps<PageDocumentProps> = (context) =>
  pageDocumentProps(context, typeof context.params?.uid === "string" ? context.params.uid : undefined, false);

/** Legal and other stand-alone pages at `/:uid` (aviso legal, privacidad, cookies…). */
export default function StandalonePage({ page }: PageDocumentProps) {
  return <PageDocumentView page={page} />;
}
