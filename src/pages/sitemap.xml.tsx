import type { GetServerSideProps } from "next";
import { createClient } from "@/lib/prismic/client";
import { sitemapEntries, sitemapXml } from "@/lib/sitemap";
import { siteConfig } from "@/lib/siteConfig";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";

/** `/sitemap.xml`, built from the published documents and the route table; cached by shared caches. GET and HEAD only. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const refused = refuseWritingMethods(req, res);
  if (refused) return refused;
  const entries = await sitemapEntries(createClient(), siteConfig.country.locales, siteConfig.siteUrl);
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  res.setHeader("Cache-Control", "public, s-maxage=3600, stale-while-revalidate=86400");
  res.end(sitemapXml(entries));
  return { props: {} };
};

/** Never rendered: getServerSideProps answers with the XML. */
export default function Sitemap() {
  return null;
}
