import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { DocumentCard } from "@/sections/listing/DocumentCard";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import type { SitePageProps } from "@/lib/pageProps";
import { useSite } from "@/lib/siteContext";
import { landingTexts } from "@/sections/landing/landingTexts";
import { LandingIntro } from "@/sections/landing/LandingIntro";
import { LandingPromotions } from "@/sections/landing/LandingPromotions";

/** The page's props: the site's own and what its loader read. */
export type AuthorsViewProps = SitePageProps & { authors: Content.AuthorDocument[] };

/** `/autor`: the health professionals who write the site's advice. */
export function AuthorsView({ authors, layout }: AuthorsViewProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const base = sectionPaths(locale).authors;
  const texts = landingTexts(layout.landing, t("authors.title"));
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: texts.title, href: base },
  ];
  return (
    <>
      <Seo
        title={texts.seoTitle}
        description={texts.description}
        image={texts.image}
        path={base}
        alternates={sectionAlternates((l) => sectionPaths(l).authors, localeSiteUrls)}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader title={texts.title} intro={texts.intro && <LandingIntro field={texts.intro} />} />
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
      <LandingPromotions slices={texts.slices} />
    </>
  );
}
