import * as prismic from "@prismicio/client";
import { SliceZone } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { useSite } from "@/lib/siteContext";
import { backgroundClass } from "@/lib/colors";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { GRID } from "@/styles/tokens";

/** A corporate or legal page: its title (unless the first slice is a hero that carries it) and its slices. */
export function PageDocumentView({ page }: { page: Content.PageDocument }) {
  const title = prismic.asText(page.data.title);
  const heroFirst = page.data.slices[0]?.slice_type === "hero";
  const { localeSiteUrls } = useSite();
  return (
    <div className={`${backgroundClass(page.data.background_color, page.tags)} pb-8`}>
      <Seo
        title={page.data.meta_title || title}
        description={page.data.meta_description}
        path={page.url ?? `/${page.uid}`}
        image={page.data.meta_image}
        alternates={documentAlternates(page, localeSiteUrls)}
      />
      {!heroFirst && title ? (
        <div className={`${GRID.column} pt-12`}>
          <h1 className={`${GRID.measure} text-4xl font-bold leading-tight text-blue`}>{title}</h1>
        </div>
      ) : null}
      <SliceZone slices={page.data.slices} components={components} context={sliceForms} />
    </div>
  );
}
