import { describe, expect, it } from "vitest";
import {
  buildRedirectTable,
  createSiteRedirects,
  externalUrl,
  MAX_REDIRECT_PATH_LENGTH,
  redirectHosts,
  sitePath,
  type RedirectRow,
} from "@/server/redirects/redirectTable";

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

describe("external targets: an https:// address whose host is on the settings' allow-list", () => {
  const SHOP = "tienda.laboratoriosbrezo.example";
  const HOSTS = new Set([SHOP]);
  const external = (from: unknown, target: unknown, extra: Partial<RedirectRow> = {}) =>
    row(from, target, { external: true, ...extra });

  it("keeps an external row on an allowed host, its address as written (a bare host gets its /)", () => {
    const { table, problems } = buildRedirectTable(
      [
        external("/tienda", `https://${SHOP}/`),
        external("/ofertas", `https://${SHOP.toUpperCase()}/ofertas/invierno?utm_source=web&utm_medium=redireccion`, {
          temporary: true,
        }),
        external("/tienda-online", `https://${SHOP}`),
      ],
      ES,
      "",
      HOSTS,
    );
    expect(problems).toEqual([]);
    expect(Object.fromEntries(table)).toEqual({
      "/tienda": { to: `https://${SHOP}/`, status: 308 },
      "/ofertas": { to: `https://${SHOP}/ofertas/invierno?utm_source=web&utm_medium=redireccion`, status: 307 },
      "/tienda-online": { to: `https://${SHOP}/`, status: 308 },
    });
    expect(createSiteRedirects(ES)("/tienda", table)).toEqual({ to: `https://${SHOP}/`, status: 308 });
  });

  it("refuses an allowed address on a row not marked external, and an external row with a document", () => {
    const { table, problems } = buildRedirectTable(
      [row("/tienda", `https://${SHOP}/`), external("/tienda-2", null, { targetUrl: "/nuestros-productos" })],
      ES,
      "",
      HOSTS,
    );
    expect(table.size).toBe(0);
    expect(problems.map((problem) => problem.message)).toEqual([
      "target: not a path of this site (it must start with /) (an address of another site needs the row marked external and its host in the settings)",
      "an external row leads to the address in its target path, not to a document",
    ]);
  });

  it("refuses every host when the settings list none", () => {
    const { table, problems } = buildRedirectTable([external("/tienda", `https://${SHOP}/`)], ES);
    expect(table.size).toBe(0);
    expect(problems[0].message).toBe(`external target: host ${SHOP} is not on the settings' list of redirect hosts`);
  });

  const hostile = [
    ["http:", `http://${SHOP}/`],
    ["another scheme", `ftp://${SHOP}/`],
    ["javascript:", "javascript:alert(1)//https://tienda.laboratoriosbrezo.example/"],
    ["protocol-relative", `//${SHOP}/`],
    ["one slash", `https:/${SHOP}/`],
    ["three slashes", `https:///${SHOP}/`],
    ["backslash", `https:\\${SHOP}/`],
    ["a path of this site", "/nuestros-productos"],
    ["look-alike host (suffix)", `https://${SHOP}.evil.net/`],
    ["look-alike host (prefix)", `https://evil${SHOP}/`],
    ["look-alike host (subdomain)", `https://www.${SHOP}/`],
    ["parent domain", "https://laboratoriosbrezo.example/"],
    ["userinfo before the host", `https://evil.net\\@${SHOP}/`],
    ["userinfo", `https://${SHOP}@evil.net/`],
    ["user and password", `https://user:pass@${SHOP}/`],
    ["port", `https://${SHOP}:8443/`],
    ["trailing dot", `https://${SHOP}./`],
    ["tab in the host", `https://tienda.\tlaboratoriosbrezo.example/`],
    ["CR/LF in the path", `https://${SHOP}/a\r\nSet-Cookie: x=1`],
    ["CR/LF before the host", `https://\r\n${SHOP}/`],
    ["space in the path", `https://${SHOP}/a b`],
    ["IDN look-alike (Cyrillic а)", `https://tienda.l\u0430boratoriosbrezo.example/`],
    ["IDN look-alike (punycode)", "https://tienda.xn--lboratoriosbrezo-5ob.example/"],
    ["full-width dot", `https://tienda\uff0elaboratoriosbrezo.example/`],
    ["percent-encoded host", "https://tienda%2elaboratoriosbrezo.example/"],
    ["percent-encoded path", `https://${SHOP}/%2e%2e/x`],
    ["dot segment", `https://${SHOP}/a/../b`],
    ["fragment", `https://${SHOP}/#x`],
    ["numeric host", "https://999.1.1.1/"],
    ["NUL", `https://${SHOP}/\u0000`],
    ["2,000 characters", `https://${SHOP}/${"a".repeat(2000)}`],
    ["not a string", 42],
    ["empty", "  "],
  ] as const;

  it.each(hostile)("%s is refused", (_, value) => {
    // The numeric host is on the list: a browser would still read it as another address.
    const hosts = new Set([...HOSTS, "999.1.1.1"]);
    expect("refused" in externalUrl(value, hosts)).toBe(true);
    const { table, problems } = buildRedirectTable([external("/tienda", value)], ES, "", hosts);
    expect(table.size).toBe(0);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^external target: /);
  });

  it("a resolver never answers an address off the allow-list, whatever the rows hold", () => {
    const offSite = hostile.filter(([name]) => name !== "a path of this site");
    const rows = [
      ...offSite.map(([, value], index) => external(`/x${index}`, value)),
      ...offSite.map(([, value], index) => row(`/y${index}`, value)),
    ];
    const { table } = buildRedirectTable(rows, ES, "", HOSTS);
    expect(table.size).toBe(0);
  });

  it("reads the allow-list: hosts trimmed and lower-cased, anything but a bare host name refused with its row", () => {
    const { hosts, refused } = redirectHosts([
      ` ${SHOP.toUpperCase()} `,
      null,
      "",
      "https://tienda.example.com/",
      "*.example.com",
      "tienda.example.com:443",
      "t\u0456enda.example.com",
      "localhost",
    ]);
    expect([...hosts]).toEqual([SHOP]);
    expect(refused.map((problem) => problem.row)).toEqual([4, 5, 6, 7, 8]);
  });
});
