import type { GetServerSideProps } from "next";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import { currentSitemap } from "@/server/sitemap/sitemapFiles";
import { sendSitemapXml } from "@/server/sitemap/sendSitemapXml";

/** `/sitemaps/<part>.xml`: one file of the sitemap index (from the published record); 404 for any other name. */
export const getServerSideProps: GetServerSideProps = async ({ req, res, params }) => {
  const refused = refuseWritingMethods(req, res);
  if (refused) return refused;
  const name = typeof params?.file === "string" ? params.file : "";
  const { files } = await currentSitemap();
  if (!Object.hasOwn(files, name)) return { notFound: true };
  sendSitemapXml(res, files[name]);
  return { props: {} };
};

/** Never rendered: getServerSideProps answers with the XML. */
export default function SitemapFile() {
  return null;
}
