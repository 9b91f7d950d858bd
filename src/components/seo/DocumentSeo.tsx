import * as prismic from "@prismicio/client";
import { useSite } from "@/lib/siteContext";
import { Seo } from "./Seo";
import { documentAlternates } from "./alternates";
import type { JsonLd } from "./jsonLd";

type SeoFields = {
  meta_title?: prismic.KeyTextField;
  meta_description?: prismic.KeyTextField;
  meta_image?: prismic.ImageField;
  summary?: prismic.KeyTextField;
  image?: prismic.ImageField;
};

type DocumentSeoProps = {
  doc: prismic.PrismicDocument<SeoFields>;
  /** The page's visible title, used when the editors left the meta title empty. */
  title: string;
  path: string;
  type: "article" | "product";
  jsonLd: JsonLd[];
};

/** Seo of a document page: meta fields first, else the document's title, summary and main image; hreflang from its translations. */
export function DocumentSeo({ doc, title, path, type, jsonLd }: DocumentSeoProps) {
  const { localeSiteUrls } = useSite();
  const { data } = doc;
  return (
    <Seo
      title={data.meta_title || title}
      description={data.meta_description || data.summary}
      path={path}
      image={data.meta_image && prismic.isFilled.image(data.meta_image) ? data.meta_image : data.image}
      type={type}
      alternates={documentAlternates(doc, localeSiteUrls)}
      jsonLd={jsonLd}
    />
  );
}
