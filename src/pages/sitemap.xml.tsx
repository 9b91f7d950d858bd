import type { GetServerSideProps } from "next";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import { currentSitemap } from "@/server/sitemap/sitemapFiles";
import { sendSitemapXml } from "@/server/sitemap/sendSitemapXml";

/** `/sitemap.xml`: the sitemap index, one file per section, written from the published record. GET and HEAD only. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const refused = refuseWritingMethods(req, res);
  if (refused) return refused;
  sendSitemapXml(res, (await currentSitemap()).index);
  return { props: {} };
};

/** Never rendered: getServerSideProps answers with the XML. */
export default function SitemapIndex() {
  return null;
}
