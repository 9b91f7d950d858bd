import type { GetStaticProps } from "next";
import * as prismic from "@prismicio/client";
import { SliceZone } from "@prismicio/react";
import type { HomeDocument } from "../../prismicio-types";
import { components } from "@/slices";
import { PageMeta } from "@/components/common/PageMeta";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";

type HomePageProps = SitePageProps & { page: HomeDocument };

export const getStaticProps: GetStaticProps<HomePageProps> = async (context) => {
  const { client, locale, common } = await loadSitePage(context);
  try {
    const page = await client.getSingle("home", { lang: locale });
    return { props: { ...common, page }, revalidate: REVALIDATE_SECONDS };
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    throw error;
  }
};

/** Home page, built from the CMS `home` document's slices. */
export default function HomePage({ page }: HomePageProps) {
  return (
    <>
      <PageMeta title={page.data.meta_title} description={page.data.meta_description} />
      <SliceZone slices={page.data.slices} components={components} />
    </>
  );
}
