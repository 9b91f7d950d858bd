import { describe, expect, it } from "vitest";
import { ConfigError, PRODUCTION_REQUIRED, readEnvironment } from "@/config/environment";
import { COUNTRY_CODES, siteUrlVariable } from "@/config/countries";
import { loadCountryConfig, loadSiteConfig } from "@/config/site";

/** Every country's public origin, one variable each (`SITE_URL_CO`), from the country registry. */
const SITE_URLS = Object.fromEntries(
  COUNTRY_CODES.map((code) => [siteUrlVariable(code), `https://www.laboratoriosbrezo.${code}`]),
);

/** A complete production environment (what docs/deploy.md asks a deployment to set). */
const PRODUCTION = {
  PRISMIC_REPOSITORY_NAME: "laboratorios-brezo",
  ...SITE_URLS,
  PRISMIC_WEBHOOK_SECRET: "webhook-secret-of-this-deployment",
  MAILJET_API_KEY: "0123456789abcdef",
  MAILJET_API_SECRET: "fedcba9876543210",
  MAIL_FROM_EMAIL: "web@laboratoriosbrezo.es",
  CONTACT_MAILBOX_PARTICULAR: "pacientes@laboratoriosbrezo.es",
  CONTACT_MAILBOX_CLIENTE: "clientes@laboratoriosbrezo.es",
  CONTACT_MAILBOX_FARMACEUTICO: "farmacias@laboratoriosbrezo.es",
  CONTACT_MAILBOX_MEDICO: "medicos@laboratoriosbrezo.es",
  CONTACT_MAILBOX_PROFESIONAL_COMUNICACION: "prensa@laboratoriosbrezo.es",
  CONTACT_MAILBOX_DEFAULT: "atencion@laboratoriosbrezo.es",
  CAREERS_MAILBOX: "empleo@laboratoriosbrezo.es",
  TRUST_PROXY: "0",
  SIGNING_SECRET: "a-long-random-secret-of-at-least-32-characters",
};

/** The lines of the ConfigError an environment gives (none when it is valid). */
function linesOf(env: Record<string, string>): string[] {
  try {
    readEnvironment(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).lines;
  }
}

describe("a production environment (issue 31)", () => {
  it("refuses an empty environment with one line per required variable, naming it and what it is for", () => {
    const lines = linesOf({});
    expect(lines).toHaveLength(Object.keys(PRODUCTION_REQUIRED).length);
    for (const [variable, { purpose }] of Object.entries(PRODUCTION_REQUIRED))
      expect(lines).toContain(`Missing ${variable}: ${purpose}.`);
    expect(lines.join("\n")).toMatch(/Missing TRUST_PROXY: how many proxies/);
  });

  it("accepts the documented variables, with TRUST_PROXY=0", () => {
    expect(linesOf(PRODUCTION)).toEqual([]);
  });

  it("gives every invalid value its own line, never printing a secret", () => {
    const lines = linesOf({
      ...PRODUCTION,
      SITE_URL_ES: "www.laboratoriosbrezo.es",
      SITE_URL_CO: "https://www.laboratoriosbrezo.com.co/inicio",
      TRUST_PROXY: "yes",
      MAILJET_API_SECRET: "   ",
      SIGNING_SECRET: "short secret",
    });
    expect(lines).toHaveLength(5);
    expect(lines).toContain(
      'Invalid SITE_URL_ES="www.laboratoriosbrezo.es": expected an origin with its scheme and without path, e.g. https://www.example.es.',
    );
    expect(lines.find((line) => line.startsWith("Invalid SITE_URL_CO="))).toMatch(/without path/);
    expect(lines.find((line) => line.startsWith("Invalid TRUST_PROXY="))).toMatch(/"yes"/);
    expect(lines).toContain(`Missing MAILJET_API_SECRET: ${PRODUCTION_REQUIRED.MAILJET_API_SECRET.purpose}.`);
    expect(lines.find((line) => line.includes("SIGNING_SECRET"))).toBe(
      'Invalid SIGNING_SECRET="…": expected at least 32 characters.',
    );
    expect(lines.join("\n")).not.toContain("short secret");
  });

  it("refuses the local stack's public webhook and signing secrets", () => {
    const lines = linesOf({
      ...PRODUCTION,
      PRISMIC_WEBHOOK_SECRET: "local-webhook-secret",
      SIGNING_SECRET: "local-signing-secret-not-for-production-use",
    });
    expect(lines.map((line) => line.split("=")[0])).toEqual([
      "Invalid PRISMIC_WEBHOOK_SECRET",
      "Invalid SIGNING_SECRET",
    ]);
  });

  it("leaves the server's own variables to the container's start while an image is built", () => {
    const lines = linesOf({ RUNTIME_VARIABLES_AT_START: "1" });
    expect(lines.map((line) => line.split(":")[0]).sort()).toEqual(
      ["Missing PRISMIC_REPOSITORY_NAME", ...Object.keys(SITE_URLS).map((variable) => `Missing ${variable}`)].sort(),
    );
    // Present ones are still checked.
    expect(linesOf({ ...PRODUCTION, RUNTIME_VARIABLES_AT_START: "1", TRUST_PROXY: "yes" })).toHaveLength(1);
  });

  it("assumes no local Slice Machine and no chat pages unless configured", () => {
    const site = loadSiteConfig(PRODUCTION);
    expect(site.isLocal).toBe(false);
    expect(site.sliceMachineOrigin).toBeNull();
    expect(site.content.apiEndpoint).toBe("https://laboratorios-brezo.cdn.prismic.io/api/v2");
    expect(loadCountryConfig({ ...PRODUCTION, SUPPORT_CHAT_KEY: "chat-key-1234" }).supportChat?.pages).toEqual([]);
  });

  it("keeps the local stack's defaults in the explicit local mode", () => {
    const site = loadSiteConfig({ SITE_MODE: "local" });
    expect(site.isLocal).toBe(true);
    expect(site.sliceMachineOrigin).toBe("http://localhost:9999");
    expect(site.siteUrl).toBe("http://localhost:3000");
    expect(loadCountryConfig({ SITE_MODE: "local", SUPPORT_CHAT_KEY: "chat-key-1234" }).supportChat?.pages).toEqual([
      "/",
    ]);
    expect(linesOf({ SITE_MODE: "staging" })[0]).toMatch(/^Invalid SITE_MODE="staging"/);
  });
});

describe("the webhook secret", () => {
  it("is checked by the schema in production, and left to the webhook (503) in the local mode", () => {
    const lines = linesOf({ ...PRODUCTION, PRISMIC_WEBHOOK_SECRET: "two words" });
    expect(lines).toEqual(['Invalid PRISMIC_WEBHOOK_SECRET="…": expected no white space.']);
    expect(linesOf({ SITE_MODE: "local", PRISMIC_WEBHOOK_SECRET: "two words" })).toEqual([]);
  });
});
