import type { GetStaticProps } from "next";
import * as prismic from "@prismicio/client";
import { SliceZone } from "@prismicio/react";
import type { HomeDocument } from "../../prismicio-types";
import { components } from "@/slices";
import { sliceForms } from "@/components/forms/sliceForms";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { organizationJsonLd } from "@/components/seo/jsonLd";
import { useSite } from "@/lib/siteContext";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

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
export default function HomePage({ page, layout }: HomePageProps) {
  const { siteUrl, localeSiteUrls } = useSite();
  const settings = layout.settings?.data;
  return (
    <>
      <Seo
        title={page.data.meta_title}
        description={page.data.meta_description}
        path="/"
        image={page.data.meta_image}
        alternates={documentAlternates(page, localeSiteUrls)}
        jsonLd={[
          organizationJsonLd({
            name: settings?.site_name || "Laboratorios Brezo",
            url: siteUrl,
            logo: new URL("/icon-512.png", siteUrl).href,
            email: settings?.email,
            phone: settings?.phone,
          }),
        ]}
      />
      <SliceZone slices={page.data.slices} components={components} context={sliceForms} />
    </>
  );
}
