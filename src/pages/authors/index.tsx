import { useTranslation } from "next-i18next/pages";
import type { AuthorDocument } from "../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { DocumentCard } from "@/sections/listing/DocumentCard";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage } from "@/lib/pages/contentPage";
import { loadAuthors } from "@/sections/authors/authorsLoader";
import { useSite } from "@/lib/siteContext";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type AuthorsPageProps = SitePageProps & { authors: AuthorDocument[] };

const loading = contentPage({
  route: "/authors",
  load: async ({ client, locale }) => ({ authors: await loadAuthors(client, locale) }),
});
export const getStaticProps = loading.getStaticProps;

/** `/autor`: the health professionals who write the site's advice. */
export default function AuthorsPage({ authors }: AuthorsPageProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const base = sectionPaths(locale).authors;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("authors.title"), href: base },
  ];
  return (
    <>
      <Seo
        title={t("authors.title")}
        description={t("authors.intro")}
        path={base}
        alternates={sectionAlternates((l) => sectionPaths(l).authors, localeSiteUrls)}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader title={t("authors.title")} intro={<p>{t("authors.intro")}</p>} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {authors.map((author) => (
          <li key={author.id}>
            <DocumentCard href={author.url ?? "#"} title={author.data.name ?? author.uid} summary={author.data.role} image={author.data.avatar} imageFit="contain" />
          </li>
        ))}
      </ul>
    </>
  );
}
