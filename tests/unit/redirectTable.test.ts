import { describe, expect, it } from "vitest";
import {
  buildRedirectTable,
  createSiteRedirects,
  MAX_REDIRECT_PATH_LENGTH,
  sitePath,
  type RedirectRow,
} from "@/lib/redirects/redirectTable";

const ES = { defaultLocale: "es-es", locales: ["es-es"] } as const;
const TWO = { defaultLocale: "es-es", locales: ["es-es", "es-co"] } as const;

const row = (from: unknown, targetPath: unknown, extra: Partial<RedirectRow> = {}): RedirectRow => ({
  from,
  targetUrl: null,
  targetPath,
  temporary: false,
  ...extra,
});

describe("editors' redirect rows → one table", () => {
  it("keeps a valid row as one 308, or 307 when temporary; a document's URL wins over a path", () => {
    const { table, problems } = buildRedirectTable(
      [
        row("/nuestros-productos/arnica-9-ch", null, { targetUrl: "/nuestros-productos/arnica-montana-9ch" }),
        row("/campana-invierno/", "/nuestros-consejos-de-salud", { temporary: true }),
        row("/catalogo", "/ignored", { targetUrl: "/nuestros-productos" }),
      ],
      ES,
    );
    expect(problems).toEqual([]);
    expect(Object.fromEntries(table)).toEqual({
      "/nuestros-productos/arnica-9-ch": { to: "/nuestros-productos/arnica-montana-9ch", status: 308 },
      "/campana-invierno": { to: "/nuestros-consejos-de-salud", status: 307 },
      "/catalogo": { to: "/nuestros-productos", status: 308 },
    });
  });

  it("flattens a chain to one hop and says so", () => {
    const { table, problems } = buildRedirectTable([row("/a", "/b"), row("/b", "/c"), row("/c", "/d")], ES);
    expect(table.get("/a")).toEqual({ to: "/d", status: 308 });
    expect(table.get("/b")).toEqual({ to: "/d", status: 308 });
    expect(problems).toEqual([
      { row: 1, level: "warning", message: "a chain of 3 hops (/a → /b → /c → /d): answered in one" },
      { row: 2, level: "warning", message: "a chain of 2 hops (/b → /c → /d): answered in one" },
    ]);
  });

  it("leaves out loops, self-redirects and duplicates, each reported with its row", () => {
    const { table, problems } = buildRedirectTable(
      [row("/a", "/b"), row("/b", "/a"), row("/c", "/c/"), row("/d", "/x"), row("/d", "/y")],
      ES,
    );
    expect([...table.keys()]).toEqual(["/d"]);
    expect(problems.map((problem) => [problem.row, problem.level])).toEqual([
      [1, "error"],
      [2, "error"],
      [3, "error"],
      [5, "error"],
    ]);
    expect(problems[0].message).toMatch(/^a loop/);
  });

  it("never takes a route-table path: the route table wins", () => {
    const { table, problems } = buildRedirectTable([row("/products/x", "/noticias"), row("/news", "/")], ES);
    expect(table.size).toBe(0);
    expect(problems.map((problem) => problem.message)).toEqual([
      "from-path /products/x is a route-table redirect, which wins",
      "from-path /news is a route-table redirect, which wins",
    ]);
    const redirects = createSiteRedirects(ES);
    expect(redirects("/news/x", new Map([["/news/x", { to: "/", status: 307 }]]))).toEqual({
      to: "/noticias/x",
      status: 308,
    });
  });

  it("gives a target through the route table, so it never redirects again", () => {
    const { table } = buildRedirectTable([row("/viejo", "/products/arnica")], ES);
    expect(table.get("/viejo")).toEqual({ to: "/nuestros-productos/arnica", status: 308 });
  });

  it("puts a locale's prefix in front of its rows on a site of several locales", () => {
    const { table } = buildRedirectTable([row("/viejo", "/nuevo")], TWO, "/es-co");
    expect([...table.keys()]).toEqual(["/es-co/viejo"]);
  });

  it("answers editors' rows through the one resolver, and nothing else", () => {
    const redirects = createSiteRedirects(ES);
    const { table } = buildRedirectTable([row("/viejo", "/nuevo")], ES);
    expect(redirects("/viejo", table)).toEqual({ to: "/nuevo", status: 308 });
    expect(redirects("/viejo")).toBeNull();
    expect(redirects("/nuevo", table)).toBeNull();
  });
});

describe("hostile from-paths and targets are refused, never followed", () => {
  const hostile = [
    ["..", "/a/../admin"],
    ["dot segment", "/a/./b"],
    ["double slash", "//evil.example/x"],
    ["inner double slash", "/a//b"],
    ["scheme", "https://evil.example/"],
    ["scheme without slashes", "javascript:alert(1)"],
    ["protocol-relative backslash", "/\\evil.example"],
    ["CR/LF", "/a\r\nSet-Cookie: x=1"],
    ["encoded slash", "/a%2Fb"],
    ["encoded dot dot", "/%2e%2e/admin"],
    ["look-alike letter (Cyrillic а)", "/nuestros-productos/\u0430rnica"],
    ["full-width slash", "/a\uff0fb"],
    ["query", "/a?b=c"],
    ["fragment", "/a#b"],
    ["NUL", "/a\u0000b"],
    ["too long", `/${"a".repeat(2000)}`],
    ["not a string", 42],
    ["empty", "  "],
  ] as const;

  it.each(hostile)("%s as a from-path", (_, value) => {
    expect("refused" in sitePath(value)).toBe(true);
    const { table, problems } = buildRedirectTable([row(value, "/nuestros-productos")], ES);
    expect(table.size).toBe(0);
    expect(problems).toHaveLength(1);
  });

  it.each(hostile)("%s as a target (a path or a document URL)", (_, value) => {
    for (const rowWith of [row("/viejo", value), row("/viejo", null, { targetUrl: value })]) {
      const { table, problems } = buildRedirectTable([rowWith], ES);
      expect(table.size).toBe(0);
      expect(problems).toHaveLength(1);
    }
  });

  it("keeps a path of exactly the longest length", () => {
    expect(sitePath(`/${"a".repeat(MAX_REDIRECT_PATH_LENGTH - 1)}`)).toEqual({
      path: `/${"a".repeat(MAX_REDIRECT_PATH_LENGTH - 1)}`,
    });
  });

  it("a resolver never answers a path outside the site, whatever the table holds", () => {
    const redirects = createSiteRedirects(ES);
    const { table } = buildRedirectTable(
      hostile.map(([, value]) => row("/x", value)),
      ES,
    );
    expect(redirects("/x", table)).toBeNull();
  });
});
