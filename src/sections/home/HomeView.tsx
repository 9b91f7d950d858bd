import { SliceZone } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { organizationJsonLd } from "@/components/seo/jsonLd";
import { useSite } from "@/lib/siteContext";
import type { SitePageProps } from "@/lib/pageProps";

/** The home page's props: the site's own and the CMS `home` document. */
export type HomeViewProps = SitePageProps & { page: Content.HomeDocument };

/** Home page, built from the CMS `home` document's slices. */
export function HomeView({ page, layout }: HomeViewProps) {
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
