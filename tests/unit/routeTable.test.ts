import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, documentPath, documentRoutes, localePrefix, sectionPaths } from "@/config/routeTable";
import { buildRedirects, buildRewrites } from "@/config/nextRouting";

const ES = { defaultLocale: "es-es", locales: ["es-es"] as ("es-es" | "es-co")[] };
const CO = { defaultLocale: "es-co", locales: ["es-co"] as ("es-es" | "es-co")[] };

/** Matches a path against Next's path syntax (`:name`, `:name*`), returning the params or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      const rest = segment.match(/^:(\w+)\*$/);
      if (rest) {
        names.push(rest[1]);
        return "(?:/(.*))?";
      }
      const param = segment.match(/^:(\w+)$/);
      if (param) {
        names.push(param[1]);
        return "/([^/]+)";
      }
      return segment ? `/${segment}` : "";
    })
    .join("");
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""]));
}

/** As Next matches `locale: false` routes: the path with its locale, the default one added when absent. */
function withLocale(path: string, defaultLocale: string): string {
  return /^\/es-(es|co)(\/|$)/.test(path) ? path : `/${defaultLocale}${path === "/" ? "" : path}`;
}

/** Where Next sends a path: the first matching redirect, with its params applied. */
function redirectOf(path: string, redirects = buildRedirects(ES), defaultLocale = "es-es"): string | null {
  for (const redirect of redirects) {
    const params = match(redirect.source, withLocale(path, defaultLocale));
    if (params) {
      return (
        redirect.destination.replace(/:(\w+)\*?/g, (_, name: string) => params[name] ?? "").replace(/\/+$/, "") || "/"
      );
    }
  }
  return null;
}

/** The page file a public path renders: the first matching rewrite. */
function rewriteOf(path: string, rewrites = buildRewrites(ES), defaultLocale = "es-es"): string | null {
  for (const rewrite of rewrites) {
    const params = match(rewrite.source, withLocale(path, defaultLocale));
    if (params)
      return rewrite.destination.replace(/:(\w+)\*?/g, (_, name: string) => params[name] ?? "").replace(/\/+$/, "");
  }
  return null;
}

describe("English paths redirect permanently to the Spanish public paths (R2)", () => {
  it.each([
    ["/products", "/nuestros-productos"],
    ["/products/arnica-montana-9ch", "/nuestros-productos/arnica-montana-9ch"],
    ["/health/dormir-mejor", "/nuestros-consejos-de-salud/dormir-mejor"],
    ["/news", "/noticias"],
    ["/news/2026/congreso", "/noticias/2026/congreso"],
    ["/corporate", "/quienes-somos"],
    ["/job-offers/spontaneous-application", "/trabaja-con-nosotros/formulario-solicitud"],
    ["/job-offers/abc/apply", "/trabaja-con-nosotros/abc/candidatura"],
    ["/job-offers", "/trabaja-con-nosotros"],
    ["/job-offers/tecnico-calidad", "/trabaja-con-nosotros/tecnico-calidad"],
    ["/search", "/busqueda"],
    ["/search/arnica", "/busqueda/arnica"],
    ["/f-a-q/search", "/preguntas-frecuentes/buscar"],
    ["/f-a-q", "/preguntas-frecuentes"],
    ["/f-a-q/pediatria", "/preguntas-frecuentes/pediatria"],
    ["/authors", "/autor"],
    ["/authors/lucia-mendez", "/autor/lucia-mendez"],
  ])("%s → %s", (from, to) => {
    expect(redirectOf(from)).toBe(to);
    expect(buildRedirects(ES).every((r) => r.permanent)).toBe(true);
  });

  it("puts the specific job-offer rules before the general one", () => {
    const sources = buildRedirects(ES).map((r) => r.source);
    expect(sources.indexOf("/es-es/job-offers/spontaneous-application")).toBeLessThan(
      sources.indexOf("/es-es/job-offers/:path*"),
    );
    expect(sources.indexOf("/es-es/job-offers/:uid/apply")).toBeLessThan(sources.indexOf("/es-es/job-offers/:path*"));
    expect(sources.indexOf("/es-es/job-offers/:path*")).toBeGreaterThan(-1);
    // Without the specific rule the general one would keep the English words.
    expect(redirectOf("/job-offers/spontaneous-application")).not.toBe("/trabaja-con-nosotros/spontaneous-application");
  });

  it("puts /f-a-q/search before /f-a-q/:path*", () => {
    const sources = buildRedirects(ES).map((r) => r.source);
    expect(sources.indexOf("/es-es/f-a-q/search")).toBeLessThan(sources.indexOf("/es-es/f-a-q/:path*"));
    expect(sources.indexOf("/es-es/f-a-q/:path*")).toBeGreaterThan(-1);
    expect(redirectOf("/f-a-q/search")).not.toBe("/preguntas-frecuentes/search");
  });

  it("redirects the internal page paths too, so every page has exactly one public URL", () => {
    expect(redirectOf("/corporate/quienes-somos")).toBe("/quienes-somos");
    expect(redirectOf("/corporate/nuestra-vision")).toBe("/nuestra-vision");
  });

  it("never redirects a Spanish public path", () => {
    for (const path of [
      "/nuestros-productos/x",
      "/noticias",
      "/quienes-somos",
      "/trabaja-con-nosotros/x/candidatura",
      "/preguntas-frecuentes/buscar",
    ]) {
      expect(redirectOf(path)).toBeNull();
    }
  });
});

describe("Spanish public paths are rewritten to the page files", () => {
  it.each([
    ["/nuestros-productos", "/es-es/products"],
    ["/nuestros-productos/arnica", "/es-es/products/arnica"],
    ["/nuestros-consejos-de-salud/dormir", "/es-es/health/dormir"],
    ["/noticias/x", "/es-es/news/x"],
    ["/quienes-somos", "/es-es/corporate/quienes-somos"],
    ["/nuestra-vision", "/es-es/corporate/nuestra-vision"],
    ["/trabaja-con-nosotros/formulario-solicitud", "/es-es/job-offers/spontaneous-application"],
    ["/trabaja-con-nosotros/abc/candidatura", "/es-es/job-offers/abc/apply"],
    ["/trabaja-con-nosotros/abc", "/es-es/job-offers/abc"],
    ["/busqueda", "/es-es/search"],
    ["/preguntas-frecuentes/buscar", "/es-es/f-a-q/search"],
    ["/preguntas-frecuentes/pediatria", "/es-es/f-a-q/pediatria"],
    ["/autor/lucia", "/es-es/authors/lucia"],
  ])("%s → %s", (from, to) => {
    expect(rewriteOf(from)).toBe(to);
  });

  it("uses the es-co table on the Colombian site", () => {
    expect(rewriteOf("/nuestros-productos/x", buildRewrites(CO), "es-co")).toBe("/es-co/products/x");
    expect(redirectOf("/products/x", buildRedirects(CO), "es-co")).toBe("/nuestros-productos/x");
    expect(rewriteOf("/nuestros-productos/x", buildRewrites(CO), "es-es")).toBeNull();
  });
});

describe("locale prefixes (R2)", () => {
  it("adds no prefix when the site has one locale", () => {
    expect(localePrefix("es-es", ES)).toBe("");
    expect(localePrefix("es-co", CO)).toBe("");
    expect(buildRedirects(ES).every((r) => !r.destination.startsWith("/es-es"))).toBe(true);
  });

  it("prefixes only the non-default locales of a site with several", () => {
    const both = { defaultLocale: "es-es", locales: ["es-es", "es-co"] as ("es-es" | "es-co")[] };
    expect(localePrefix("es-es", both)).toBe("");
    expect(localePrefix("es-co", both)).toBe("/es-co");
    expect(redirectOf("/es-co/products/x", buildRedirects(both))).toBe("/es-co/nuestros-productos/x");
    expect(rewriteOf("/es-co/nuestros-productos/x", buildRewrites(both))).toBe("/es-co/products/x");
    expect(documentRoutes("es-co", "/es-co").find((r) => r.type === "home")?.path).toBe("/es-co");
  });
});

describe("the Prismic route resolver derives from the table", () => {
  it("resolves each document type to a Spanish public path", () => {
    const routes = documentRoutes("es-es");
    const pathOf = (type: string, uid?: string) =>
      routes.find((r) => r.type === type && (r.uid === undefined || r.uid === uid))?.path;
    expect(pathOf("home")).toBe("/");
    expect(pathOf("page", "quienes-somos")).toBe("/quienes-somos");
    expect(pathOf("page", "aviso-legal")).toBe("/:uid");
    expect(pathOf("product")).toBe("/nuestros-productos/:uid");
    expect(pathOf("health_article")).toBe("/nuestros-consejos-de-salud/:uid");
    expect(pathOf("news_article")).toBe("/noticias/:uid");
    expect(pathOf("author")).toBe("/autor/:uid");
    expect(pathOf("job_offer")).toBe("/trabaja-con-nosotros/:uid");
    expect(routes.every((r) => r.lang === "es-es")).toBe(true);
  });

  it("never resolves to an English path", () => {
    const english = ROUTE_TABLE["es-es"].map((row) => row.english.split("/")[1]);
    for (const route of [...documentRoutes("es-es"), ...documentRoutes("es-co")]) {
      expect(english).not.toContain(route.path.split("/")[1]);
    }
  });

  it("sends a section landing's document to its landing page (preview, webhook), and no other uid anywhere", () => {
    const landing = (uid: string) => documentPath({ type: "section_landing", uid, lang: "es-es" });
    expect(landing("nuestros-productos")).toBe("/nuestros-productos");
    expect(landing("trabaja-con-nosotros")).toBe("/trabaja-con-nosotros");
    expect(landing("busqueda")).toBe("/busqueda");
    expect(documentPath({ type: "section_landing", uid: "autor", lang: "es-co" })).toBe("/autor");
    expect(landing("quienes-somos")).toBeNull();
  });

  it("lists the sections' landing paths", () => {
    expect(sectionPaths("es-es")).toMatchObject({
      products: "/nuestros-productos",
      faqSearch: "/preguntas-frecuentes/buscar",
      corporate: ["/quienes-somos", "/nuestra-vision"],
    });
  });
});
