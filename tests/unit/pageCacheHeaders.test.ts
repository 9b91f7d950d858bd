import { match } from "path-to-regexp";
import { describe, expect, it } from "vitest";
import { REVALIDATE_SECONDS } from "@/lib/pageProps";
import { buildPageCacheHeaders, PAGE_CACHE_CONTROL } from "@/config/pageCacheHeaders";
import { ENHANCE_URL_PREFIX } from "@scripts/lib/browserBundle";

/** The directives of a Cache-Control value, as a map (a directive without a value maps to ""). */
const directives = (value: string) =>
  new Map(
    value
      .split(",")
      .map((part) => part.trim().split("=") as [string, string?])
      .map(([k, v]) => [k, v ?? ""]),
  );

/**
 * Whether a rule applies to a request path, as Next 16 matches a `headers()` rule without
 * `locale: false` (next/dist/lib/load-custom-routes.js): the source behind `/:nextInternalLocale(…)`
 * (a bare "/" becomes the locale root), against the path with its locale, the default one added.
 */
function applies(path: string, locales = ["es-es"]) {
  const withLocale = locales.some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`))
    ? path
    : `/${locales[0]}${path === "/" ? "" : path}`;
  return buildPageCacheHeaders().some((rule) =>
    Boolean(
      match(`/:nextInternalLocale(${locales.join("|")})${rule.source === "/" ? "" : rule.source}`, {
        decode: decodeURIComponent,
      })(withLocale),
    ),
  );
}

describe("the Cache-Control of the answers at a page's path (issue 49)", () => {
  it("lets no browser keep an answer, a redirect included, and a shared cache keep it for the revalidate time", () => {
    const value = directives(PAGE_CACHE_CONTROL);
    expect(value.get("max-age")).toBe("0");
    expect(value.get("s-maxage")).toBe(String(REVALIDATE_SECONDS));
    expect(Number(value.get("stale-while-revalidate"))).toBeGreaterThan(0);
    expect(Number(value.get("stale-while-revalidate"))).toBeLessThanOrEqual(3600);
    expect(value.has("public")).toBe(true);
    // must-revalidate would forbid a CDN to serve the stale copy while it fetches the page again.
    expect(value.has("must-revalidate")).toBe(false);
    for (const rule of buildPageCacheHeaders())
      expect(rule.headers).toEqual([{ key: "Cache-Control", value: PAGE_CACHE_CONTROL }]);
  });

  it("applies to every page path, the home page, editors' old paths and unknown paths included", () => {
    for (const path of [
      "/",
      "/es-es",
      "/nuestros-productos",
      "/nuestros-productos/arnica-montana-9ch",
      "/es-es/nuestros-productos/arnica-montana-9ch",
      "/catalogo-2025",
      "/catalogo/2019/brezosil",
      "/busqueda",
      "/sitemap.xml",
      "/apiario",
      "/api-docs",
    ])
      expect(applies(path), path).toBe(true);
  });

  it("leaves API routes, Next's build output and the browser script alone", () => {
    for (const path of [
      "/api",
      "/api/revalidate",
      "/api/permanent-redirect",
      "/es-es/api/health",
      "/_next/static/chunks/main.js",
      "/_next/image",
      "/_next/data/build/es-es/index.json",
      `${ENHANCE_URL_PREFIX}enhance-abc123.js`,
    ])
      expect(applies(path), path).toBe(false);
  });
});
