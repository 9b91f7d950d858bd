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
import { useSite } from "@/lib/siteContext";

/** The page's props: the site's own and what its loader read. */
export type AuthorsViewProps = SitePageProps & { authors: AuthorDocument[] };

/** `/autor`: the health professionals who write the site's advice. */
export function AuthorsView({ authors }: AuthorsViewProps) {
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
            <DocumentCard
              href={author.url ?? "#"}
              title={author.data.name ?? author.uid}
              summary={author.data.role}
              image={author.data.avatar}
              imageFit="contain"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
