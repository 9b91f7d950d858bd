import { expect, type APIRequestContext } from "@playwright/test";
import { landingPath, SEGMENTS } from "@/config/routeTable";
import { SECTION_LIST, type SectionId } from "@/config/sections";

/** The sitemap's URLs, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  };
  // /sitemap.xml is an index of one sitemap per section.
  return (await Promise.all((await locs("/sitemap.xml")).map(locs))).flat();
}

/** Every listed section's landing, a category page and a document page (src/config/sections.ts `listing`). */
const LISTED_PAGE_TYPES: [string, string | RegExp][] = SECTION_LIST.flatMap((section) => {
  if (!section.listing) return [];
  const landing = landingPath(section.id as SectionId, "es-es");
  const category = SEGMENTS["es-es"].category;
  return [
    [`${section.id} listing`, landing],
    ...(section.listing.category
      ? [[`${section.id} category`, new RegExp(`^${landing}/${category}/[^/]+$`)] as [string, RegExp]]
      : []),
    [`${section.id} document`, new RegExp(`^${landing}/(?!${category}/)[^/]+$`)],
  ];
});

/** One page of each type: a fixed path, or the first sitemap path matching a pattern. */
export const PAGE_TYPES: [string, string | RegExp][] = [
  ["home", "/"],
  ...LISTED_PAGE_TYPES,
  ["corporate page", "/quienes-somos"],
  ["legal page", "/aviso-legal"],
  ["contact page", "/contacto"],
  ["author", /^\/autor\/[^/]+$/],
  ["job offers", "/trabaja-con-nosotros"],
  ["job offer", /^\/trabaja-con-nosotros\/[^/]+$/],
  ["spontaneous application", "/trabaja-con-nosotros/formulario-solicitud"],
  ["FAQ", "/preguntas-frecuentes"],
  ["FAQ category", /^\/preguntas-frecuentes\/[^/]+$/],
  ["site search", "/busqueda?q=arnica"],
  ["FAQ search", "/preguntas-frecuentes/buscar?q=dilucion"],
  ["404", "/no-existe-esta-pagina"],
  ["newsletter confirmation, link not valid", "/confirmar-suscripcion?codigo=no-es-un-enlace"],
];

/** The path of a page type: its fixed path, or the first sitemap path its pattern matches. */
export async function pageTypePath(request: APIRequestContext, name: string, target: string | RegExp): Promise<string> {
  const path =
    typeof target === "string" ? target : (await sitemapPaths(request)).find((candidate) => target.test(candidate));
  expect(path, `a sitemap path for ${name}`).toBeTruthy();
  return path!;
}
