import { describe, expect, it } from "vitest";
import type { ServerResponse, IncomingMessage } from "node:http";
import { buildRedirectRewrites, buildRedirects, createRedirectResolver } from "@/config/nextRouting";
import { sameSitePath } from "@/server/http/sameSitePath";
import { isPreviewTokenOf, MAX_PREVIEW_TOKEN_LENGTH } from "@/preview/previewToken";
import { probePreviewRef } from "@/preview/previewRef";
import { cleanSearchText, parseSearchQuery } from "@/sections/search/searchQuery";
import { parseSectionPath } from "@/sections/listing/sectionPath";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";

const ES = { defaultLocale: "es-es", locales: ["es-es"] as ("es-es" | "es-co")[] };

describe("URL segments that cannot be a uid are 404s before any content request", () => {
  it.each([["\\"], ['a"b'], ["])"], ["Arnica"], ["a b"], ["x".repeat(151)], ["\u200b"]])("%j", (segment) => {
    expect(parseSectionPath([segment], "es-es", true)).toBeNull();
    expect(parseSectionPath(["categoria", segment], "es-es", true)).toBeNull();
    expect(parseSectionPath(["categoria", segment, "pagina", "2"], "es-es", true)).toBeNull();
  });

  it("still reads real uids", () => {
    expect(parseSectionPath(["arnica-montana-9ch"], "es-es", true)).toEqual({
      kind: "detail",
      uid: "arnica-montana-9ch",
    });
    expect(parseSectionPath(["categoria", "pediatría"], "es-es", true)).toEqual({
      kind: "listing",
      page: 1,
      category: "pediatría",
    });
  });
});

describe("search queries reach the search index clean", () => {
  it.each([
    ["\\", ""],
    ["a\\b", "a b"],
    ['"arnica"', '"arnica"'],
    ["])", "])"],
    ["\u0000", ""],
    ["ár\u00adnica", "árnica"],
    ["ar\u200bnica \u202eedoc", "arnica edoc"],
    ["\ud800x", "x"],
    ["  Árnica   montana\t9CH\n", "Árnica montana 9CH"],
    ["¿dolor de cabeza? ¡sí!", "¿dolor de cabeza? ¡sí!"],
  ])("%j → %j", (raw, clean) => {
    expect(cleanSearchText(raw)).toBe(clean);
  });

  it("answers empty, too long or ready, taking the first of repeated parameters", () => {
    expect(parseSearchQuery("\\")).toEqual({ state: "empty" });
    expect(parseSearchQuery(["arnica", "b"])).toEqual({ state: "ready", query: "arnica" });
    expect(parseSearchQuery(undefined)).toEqual({ state: "empty" });
    const tooLong = parseSearchQuery("ñ".repeat(101));
    expect(tooLong.state).toBe("tooLong");
    expect(parseSearchQuery("😀".repeat(60))).toEqual({ state: "tooLong", query: "😀".repeat(60) });
  });
});

describe("redirect targets are valid Location headers of this site", () => {
  it.each([
    ["/€", "/%E2%82%AC"],
    ["/busqueda?q=árnica#résultats", "/busqueda?q=%C3%A1rnica#r%C3%A9sultats"],
    ["/a/../noticias", "/noticias"],
    ["/a b", "/a%20b"],
  ])("%j → %j", (candidate, expected) => {
    expect(sameSitePath(candidate)).toBe(expected);
  });

  it.each([
    "/.//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
  ])("%j, read by a browser as another origin once normalised, gives the fallback", (candidate) => {
    expect(sameSitePath(candidate)).toBe("/");
  });
});

describe("only preview links of the site's content source are preview tokens", () => {
  const local = { isLocal: true, repositoryName: "laboratorios-brezo" };
  const prismic = { isLocal: false, repositoryName: "laboratorios-brezo" };

  it("local content service: Prismic's shape on a loopback origin", () => {
    const token =
      "http://localhost:3100/previews/aAmh5kRm_nT-SPImioYbMQ:Z6OpxBEAACcACyfI?websitePreviewId=Z6FQNhEAACwAB0Gl";
    expect(isPreviewTokenOf(token, local)).toBe(true);
    expect(isPreviewTokenOf(token.replace("localhost", "127.0.0.1"), local)).toBe(true);
    for (const bad of [
      "garbage123",
      "preview.aAmh5kRm_nT-SPImioYbMQ",
      "https://laboratorios-brezo.prismic.io/previews/a:b",
      token.replace("http:", "https:"),
      token.replace("localhost", "evil.example"),
      token.replace("localhost", "user@localhost"),
      token.replace("aAmh5kRm_nT-SPImioYbMQ", "short"),
      token.replace("?websitePreviewId=Z6FQNhEAACwAB0Gl", ""),
      `${token}&x=1`,
      `${token}#frag`,
      token.replace(":Z6Opx", "%3AZ6Opx"),
    ]) {
      expect(isPreviewTokenOf(bad, local)).toBe(false);
    }
  });

  it("Prismic: a preview URL of the configured repository", () => {
    expect(
      isPreviewTokenOf(
        "https://laboratorios-brezo.prismic.io/previews/Z6KzYREAAC0ACYuj:Z6OpxBEAACcACyfI?websitePreviewId=Z6FQNhEAACwAB0Gl",
        prismic,
      ),
    ).toBe(true);
    expect(
      isPreviewTokenOf("https://laboratorios-brezo.prismic.io/previews/X4sAThAAAKsGAHVl~X4rJpxAAACEA_4M1", prismic),
    ).toBe(true);
    for (const token of [
      "garbage123",
      "preview.aAmh5kRm_nT-SPImioYbMQ",
      "https://other-repo.prismic.io/previews/a:b?websitePreviewId=c",
      "https://laboratorios-brezo.prismic.io.evil.example/previews/a:b",
      "http://laboratorios-brezo.prismic.io/previews/a:b",
      "https://user@laboratorios-brezo.prismic.io/previews/a:b",
      "https://laboratorios-brezo.prismic.io/previews/a:b?websitePreviewId=c&x=1",
      "https://laboratorios-brezo.prismic.io/previews/a%2Fb",
      "https://laboratorios-brezo.prismic.io/api/v2",
      `https://laboratorios-brezo.prismic.io/previews/${"a".repeat(MAX_PREVIEW_TOKEN_LENGTH)}`,
    ]) {
      expect(isPreviewTokenOf(token, prismic)).toBe(false);
    }
  });
});

describe("a preview ref counts only when the content API answers it itself", () => {
  const MASTER = "master-ref";
  /** A content API that knows MASTER and `known`, and answers other refs as Prismic does (404 naming the master ref). */
  const contentApi = (known: string, expired: string) => async (input: string) => {
    const url = new URL(input);
    if (url.pathname.endsWith("/api/v2")) {
      return Response.json({
        refs: [{ id: "master", ref: MASTER, label: "Master", isMasterRef: true }],
        integrationFieldsRef: null,
        types: {},
        languages: [],
      });
    }
    const ref = url.searchParams.get("ref");
    if (ref === MASTER || ref === known)
      return Response.json({
        page: 1,
        results_per_page: 1,
        results_size: 0,
        total_results_size: 0,
        total_pages: 0,
        next_page: null,
        prev_page: null,
        results: [],
      });
    if (ref === expired)
      return Response.json({ type: "api_security_error", message: "This preview token has expired" }, { status: 404 });
    return Response.json(
      { type: "api_notfound_error", message: `Ref not found. Master ref is: ${MASTER}` },
      { status: 404 },
    );
  };

  it("valid, unknown (silently replaced by master in the client) or expired", async () => {
    const fetch = contentApi("preview.known", "preview.expired");
    await expect(probePreviewRef("preview.known", fetch)).resolves.toBe("valid");
    await expect(probePreviewRef("preview.garbage", fetch)).resolves.toBe("unknown");
    await expect(probePreviewRef("preview.expired", fetch)).resolves.toBe("expired");
  });

  it("two probes at once each see their own answer", async () => {
    const fetch = contentApi("preview.known", "preview.expired");
    await expect(
      Promise.all([probePreviewRef("preview.known", fetch), probePreviewRef("preview.known", fetch)]),
    ).resolves.toEqual(["valid", "valid"]);
  });
});

describe("permanent redirects answered by the site, with its headers", () => {
  const redirectOf = createRedirectResolver(buildRedirects(ES));

  it.each([
    ["/es-es/news", "/noticias"],
    ["/es-es/news/%C3%A9", "/noticias/%C3%A9"],
    ["/es-es/corporate", "/quienes-somos"],
    ["/es-es/corporate/nuestra-vision/a", "/nuestra-vision/a"],
    ["/es-es/job-offers/abc/apply", "/trabaja-con-nosotros/abc/candidatura"],
    ["/es-es/f-a-q/search", "/preguntas-frecuentes/buscar"],
    ["/es-es/noticias", null],
    ["/es-es/corporate/x", null],
  ])("%s → %s", (path, target) => {
    expect(redirectOf(path)).toBe(target);
  });

  it("every redirect source and every path ending in / is rewritten to the redirect route, data requests excepted", () => {
    const rewrites = buildRedirectRewrites(ES);
    const sources = rewrites.map((rewrite) => rewrite.source);
    for (const redirect of buildRedirects(ES)) expect(sources).toContain(redirect.source);
    expect(sources).toContain("/es-es/:path+/");
    for (const rewrite of rewrites) expect(rewrite.missing).toEqual([{ type: "header", key: "x-nextjs-data" }]);
  });
});

describe("per-request pages refuse writing methods", () => {
  function fakeResponse() {
    const headers: Record<string, string> = {};
    let body = "";
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (text: string) => (body = text),
    };
    return { res: res as unknown as ServerResponse, headers, body: () => body, status: () => res.statusCode };
  }

  it.each(["POST", "PUT", "DELETE", "TRACE", "OPTIONS", "PATCH"])("%s → 405 with Allow: GET, HEAD", (method) => {
    const response = fakeResponse();
    expect(refuseWritingMethods({ method } as IncomingMessage, response.res)).toEqual({ props: {} });
    expect(response.status()).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.body()).toBe("Method Not Allowed");
  });

  it.each(["GET", "HEAD"])("%s goes on", (method) => {
    const response = fakeResponse();
    expect(refuseWritingMethods({ method } as IncomingMessage, response.res)).toBeNull();
    expect(response.status()).toBe(200);
  });
});
