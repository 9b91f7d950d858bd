import { SliceZone } from "@prismicio/react";
import type { HomeDocument } from "../../prismicio-types";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { organizationJsonLd } from "@/components/seo/jsonLd";
import { useSite } from "@/lib/siteContext";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage } from "@/lib/pages/contentPage";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type HomePageProps = SitePageProps & { page: HomeDocument };

const loading = contentPage({
  route: "/",
  namespaces: COMMON_NAMESPACES,
  load: async ({ client, locale }) => ({ page: await client.getSingle("home", { lang: locale }) }),
});
export const getStaticProps = loading.getStaticProps;

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
