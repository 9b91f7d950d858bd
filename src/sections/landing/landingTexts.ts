import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";

/** What a section's landing page shows above and below its own content. */
export type LandingTexts = {
  /** The heading (and last breadcrumb). */
  title: string;
  /** The `<title>`, before the site's name. */
  seoTitle: string;
  /** The meta description; null when the landing has neither one nor an intro. */
  description: string | null;
  /** The intro under the heading, or null. */
  intro: prismic.RichTextField | null;
  /** The image shared on social networks, or null. */
  image: prismic.ImageField | null;
  /** The editors' promotions (shared slices), shown after the page's own content. */
  slices: Content.SectionLandingDocument["data"]["slices"];
};

/**
 * A landing's texts from its `section_landing` document: empty SEO fields fall back to the title
 * and the intro's text. Without a document the page shows the section's name alone (`sectionName`,
 * an interface label of `sections.json`), and `content:check` reports the missing document.
 */
export function landingTexts(
  landing: Content.SectionLandingDocument | null | undefined,
  sectionName: string,
): LandingTexts {
  const data = landing?.data;
  const title = data?.title?.trim() || sectionName;
  const intro = data && prismic.isFilled.richText(data.intro) ? data.intro : null;
  return {
    title,
    seoTitle: data?.meta_title?.trim() || title,
    description: data?.meta_description?.trim() || (intro ? prismic.asText(intro) : null),
    intro,
    image: data && prismic.isFilled.image(data.meta_image) ? data.meta_image : null,
    slices: data?.slices ?? [],
  };
}
