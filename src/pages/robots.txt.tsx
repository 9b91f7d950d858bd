import type { GetServerSideProps } from "next";
import { sectionPaths } from "@/config/routeTable";
import { robotsTxt } from "@/lib/sitemap";
import { siteConfig } from "@/lib/siteConfig";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";

/** `/robots.txt`: crawl everything but the API and search result pages; points at the sitemap. GET and HEAD only. */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const refused = refuseWritingMethods(req, res);
  if (refused) return refused;
  const searchPaths = siteConfig.country.locales.flatMap((locale) => [
    sectionPaths(locale).search,
    sectionPaths(locale).faqSearch,
  ]);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "public, s-maxage=86400");
  res.end(robotsTxt(siteConfig.siteUrl, searchPaths));
  return { props: {} };
};

/** Never rendered: getServerSideProps answers with the text. */
export default function Robots() {
  return null;
}
