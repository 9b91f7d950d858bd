import { describe, expect, it } from "vitest";
import { buildSecurityHeaders } from "@/config/securityHeaders";
import { CONSENT_MODE_SNIPPET, CONSENT_MODE_SNIPPET_HASH } from "@/config/consentMode";
import { isSupportChatPage } from "@/widgets/supportChat/chatPages";
import { createHash } from "node:crypto";

type Rule = { source: string; has?: unknown[]; headers: { key: string; value: string }[] };

const site = (
  country: Record<string, unknown>,
  apiEndpoint = "http://localhost:3100/api/v2",
  sliceMachineOrigin: string | null = "http://localhost:9999",
) => ({
  country,
  content: { apiEndpoint },
  sliceMachineOrigin,
});
const cspOf = (rules: Rule[], source: string, withCookie = false) =>
  rules
    .filter((rule) => rule.source === source && Boolean(rule.has) === withCookie)
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === "Content-Security-Policy")?.value ?? "";
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
const NOT_STAFF = "/:path((?!auth$|slice-simulator$).*)";

describe("Content-Security-Policy", () => {
  const configured = buildSecurityHeaders(
    site({ tagManagerId: "GTM-ABC1234", supportChat: { key: "k", pages: ["/contacto"] } }),
  ) as Rule[];

  it("never allows inline scripts or eval in production; the consent snippet is allowed by its hash", () => {
    for (const source of ["/", NOT_STAFF, "/auth", "/slice-simulator"]) {
      const scripts = directive(cspOf(configured, source), "script-src");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).toContain(CONSENT_MODE_SNIPPET_HASH);
    }
    expect(CONSENT_MODE_SNIPPET_HASH).toBe(
      `'sha256-${createHash("sha256").update(CONSENT_MODE_SNIPPET).digest("base64")}'`,
    );
  });

  it("allows the tag manager and the chat vendor on public pages only, and only when configured", () => {
    expect(directive(cspOf(configured, NOT_STAFF), "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(cspOf(configured, NOT_STAFF), "script-src")).toContain("https://static.zdassets.com");
    for (const staff of ["/auth", "/slice-simulator"]) {
      expect(directive(cspOf(configured, staff), "script-src")).toBe(`script-src 'self' ${CONSENT_MODE_SNIPPET_HASH}`);
    }
    const bare = buildSecurityHeaders(site({})) as Rule[];
    expect(directive(cspOf(bare, NOT_STAFF), "script-src")).toBe("script-src 'self'");
  });

  it("gives the pages of private links no third party and no Referer, last so no rule gives them back (issue 40)", () => {
    for (const source of ["/confirmar-suscripcion", "/resultado-del-envio"]) {
      const rules = configured.filter((rule) => rule.source === source);
      expect(rules, source).toHaveLength(1);
      expect(configured.indexOf(rules[0])).toBeGreaterThan(configured.findIndex((rule) => rule.source === NOT_STAFF));
      expect(directive(cspOf(configured, source), "script-src")).toBe(`script-src 'self' ${CONSENT_MODE_SNIPPET_HASH}`);
      expect(directive(cspOf(configured, source), "connect-src")).toBe("connect-src 'self'");
      expect(rules[0].headers).toContainEqual({ key: "Referrer-Policy", value: "no-referrer" });
    }
  });

  it("refuses framing everywhere but the slice simulator, which Prismic and a local Slice Machine may frame", () => {
    expect(directive(cspOf(configured, "/"), "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(cspOf(configured, NOT_STAFF), "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(cspOf(configured, "/slice-simulator"), "frame-ancestors")).toBe(
      "frame-ancestors 'self' https://prismic.io https://*.prismic.io http://localhost:9999",
    );
    // SLICE_MACHINE_ORIGIN names another local Slice Machine, or `none` (Prismic only).
    const elsewhere = buildSecurityHeaders(site({}, undefined, "http://localhost:9998")) as Rule[];
    expect(directive(cspOf(elsewhere, "/slice-simulator"), "frame-ancestors")).toBe(
      "frame-ancestors 'self' https://prismic.io https://*.prismic.io http://localhost:9998",
    );
    const prismicOnly = buildSecurityHeaders(site({}, undefined, null)) as Rule[];
    expect(directive(cspOf(prismicOnly, "/slice-simulator"), "frame-ancestors")).toBe(
      "frame-ancestors 'self' https://prismic.io https://*.prismic.io",
    );
    for (const csp of [cspOf(configured, "/"), cspOf(configured, "/auth")]) {
      expect(directive(csp, "object-src")).toBe("object-src 'none'");
      expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    }
  });

  it("adds Prismic's toolbar only for preview sessions on a real Prismic repository", () => {
    expect((configured as Rule[]).some((rule) => rule.has)).toBe(false);
    const prismic = buildSecurityHeaders(site({}, "https://laboratorios-brezo.cdn.prismic.io/api/v2")) as Rule[];
    expect(directive(cspOf(prismic, NOT_STAFF), "script-src")).toBe("script-src 'self'");
    expect(directive(cspOf(prismic, NOT_STAFF, true), "script-src")).toContain("https://static.cdn.prismic.io");
    expect(directive(cspOf(prismic, NOT_STAFF), "img-src")).toContain("https://images.prismic.io");
  });

  it("relaxes scripts for `next dev` only", () => {
    const dev = buildSecurityHeaders(site({}), { dev: true }) as Rule[];
    expect(directive(cspOf(dev, NOT_STAFF), "script-src")).toContain("'unsafe-eval'");
  });

  it("lets `next dev` run the one script it serves as JSON (vercel/next.js#92180); production keeps nosniff everywhere", () => {
    const manifest = "/_next/static/development/_clientMiddlewareManifest.js";
    const nosniff = (rules: Rule[]) =>
      rules
        .filter((rule) => rule.source === manifest)
        .flatMap((rule) => rule.headers)
        .find((header) => header.key === "X-Content-Type-Options");
    expect(nosniff(buildSecurityHeaders(site({}), { dev: true }) as Rule[])?.value).toBe("");
    expect(nosniff(configured)).toBeUndefined();
  });
});

describe("support chat pages (SUPPORT_CHAT_PAGES)", () => {
  it.each([
    [["/contacto"], "/contacto", true],
    [["/contacto"], "/contacto?x=1#y", true],
    [["/contacto/"], "/contacto", true],
    [["/preguntas-frecuentes"], "/preguntas-frecuentes/buscar", true],
    [["/contacto"], "/contactos", false],
    [["/contacto"], "/", false],
    [["/"], "/noticias/algo", true],
  ])("%j on %s → %s", (pages, path, expected) => {
    expect(isSupportChatPage(pages, path)).toBe(expected);
  });
});
