import Head from "next/head";
import { useTranslation } from "next-i18next/pages";

type PageMetaProps = { title?: string | null; description?: string | null };

/** The page's title and description, with the site name appended to the title. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation("common");
  const siteName = t("site.name");
  const fullTitle = title && title !== siteName ? `${title} · ${siteName}` : siteName;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}
