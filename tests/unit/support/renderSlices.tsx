import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { SliceZone, type SliceZoneLike } from "@prismicio/react";
import type * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { components } from "@/slices";
import type { SliceContext } from "@/slices/context";
import esEsSlices from "@public/locales/es-es/slices.json";
import esCoSlices from "@public/locales/es-co/slices.json";

/** An i18next instance like the site's: es-co falls back to es-es. */
function i18nFor(lng: "es-es" | "es-co") {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    lowerCaseLng: true,
    fallbackLng: { "es-co": ["es-es"], default: ["es-es"] },
    ns: ["slices"],
    defaultNS: "slices",
    resources: { "es-es": { slices: esEsSlices }, "es-co": { slices: esCoSlices } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders `slices` with the site's slice components (into the DOM, with @testing-library/react). */
export function renderSlices(
  slices: SliceZoneLike,
  { context, lng = "es-es" }: { context?: SliceContext; lng?: "es-es" | "es-co" } = {},
) {
  return render(
    <I18nextProvider i18n={i18nFor(lng)}>
      <SliceZone slices={slices} components={components} context={context} />
    </I18nextProvider>,
  );
}

/** The fields every slice has. */
export const base = { id: "s1", slice_label: null, version: "initial", items: [] as never[] };

/** An image field served by the local content service. */
export const image = (url: string, alt: string | null = null): prismic.ImageField => ({
  id: url,
  url,
  alt,
  copyright: null,
  dimensions: { width: 1200, height: 900 },
  edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
});

/** A VideoEmbed slice of the video at `embedUrl` (none: `null`), with a poster and a caption. */
export const videoSlice = (
  embedUrl: string | null,
  title: string | null = "Cómo elaboramos los gránulos",
): Content.VideoEmbedSlice => ({
  ...base,
  slice_type: "video_embed",
  variation: "default",
  primary: {
    title,
    video: embedUrl
      ? {
          embed_url: embedUrl,
          html: "<iframe src='https://www.youtube.com/embed/x'></iframe>",
          type: "video",
          version: "1.0",
          width: 200,
          height: 113,
        }
      : {},
    poster: image("http://localhost:3100/assets/home/laboratorio.jpg", "Laboratorio"),
    caption: "Tres minutos en el laboratorio.",
  },
});
