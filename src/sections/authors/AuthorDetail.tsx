import * as prismic from "@prismicio/client";
import { PrismicNextImage } from "@prismicio/next";
import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import type { CardOf } from "@/sections/listing/listedSection";
import { listingPath, sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { ArticleCard } from "@/sections/listing/DocumentCard";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import { useSite } from "@/lib/siteContext";
import { RichTextBlock } from "@/components/common/RichTextBlock";
import { MAIN_IMAGE } from "@/components/mainImage";
import { Pagination } from "@/sections/listing/Pagination";
import { GRID } from "@/styles/tokens";

/** An author and one page of their articles: what both author page files pass. */
export type AuthorDetailProps = {
  author: Content.AuthorDocument;
  /** One page of their articles, newest first, as cards (the health listing's card fields). */
  articles: CardOf<"health">[];
  page: number;
  totalPages: number;
};

/** `/autor/:uid` (and `/pagina/n`): who the author is and the articles they wrote, a page at a time. */
export function AuthorDetail({ author, articles, page, totalPages }: AuthorDetailProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const name = author.data.name ?? author.uid;
  const path = author.url ?? `${sectionPaths(locale).authors}/${author.uid}`;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("authors.title"), href: sectionPaths(locale).authors },
    { label: name, href: path },
  ];
  return (
    <>
      <Seo
        title={
          page > 1
            ? t("pagination.pageTitle", { title: author.data.meta_title || name, page })
            : author.data.meta_title || name
        }
        description={author.data.meta_description || author.data.role}
        path={listingPath(path, locale, page)}
        image={author.data.avatar}
        alternates={page === 1 ? documentAlternates(author, localeSiteUrls) : undefined}
        jsonLd={[
          {
            "@type": "Person",
            name,
            jobTitle: author.data.role ?? undefined,
            url: new URL(path, siteUrl).href,
            worksFor: { "@type": "Organization", name: "Laboratorios Brezo" },
          },
          breadcrumbJsonLd(crumbs, siteUrl),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={`${GRID.column} flex flex-col gap-6 py-8 sm:flex-row sm:items-center`}>
        {prismic.isFilled.image(author.data.avatar) ? (
          <PrismicNextImage
            field={author.data.avatar}
            fallbackAlt=""
            width={160}
            height={160}
            {...MAIN_IMAGE}
            className="h-40 w-40 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div className="space-y-3">
          <h1 className="text-4xl font-bold text-blue">{name}</h1>
          {author.data.role ? <p className="text-lg font-semibold text-ds-turquoise">{author.data.role}</p> : null}
          <RichTextBlock field={author.data.bio} className="space-y-3 text-ink/85" />
        </div>
      </header>
      <section aria-labelledby="articulos-autor" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 id="articulos-autor" className="text-2xl font-bold text-blue">
          {t("authors.articles", { name })}
        </h2>
        {articles.length === 0 ? <p className="mt-4">{t("authors.noArticles")}</p> : null}
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} hrefOf={(number) => listingPath(path, locale, number)} />
      </section>
    </>
  );
}
