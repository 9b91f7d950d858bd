import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, LOCALES, localSiteUrl, localeCountry } from "@/config/countries";
import { loadCountryConfig, loadSiteConfig } from "@/config/site";

describe("country configuration (R1)", () => {
  it("defaults to es with the es-es locale and Brandon Text", () => {
    const config = loadCountryConfig({ SITE_MODE: "local" });
    expect(config.code).toBe("es");
    expect(config.locales).toEqual(["es-es"]);
    expect(config.defaultLocale).toBe("es-es");
    expect(config.fontFamily).toBe("Brandon Text");
    expect(config.tagManagerId).toBeUndefined();
    expect(config.supportChat).toBeUndefined();
  });

  it("selects co with the es-co locale", () => {
    const config = loadCountryConfig({ SITE_MODE: "local", SITE_COUNTRY: "co" });
    expect(config.locales).toEqual(["es-co"]);
    expect(config.defaultLocale).toBe("es-co");
  });

  it("rejects an unknown country, naming the variable and the accepted values", () => {
    expect(() => loadCountryConfig({ SITE_MODE: "local", SITE_COUNTRY: "fr" })).toThrow(
      `Invalid SITE_COUNTRY="fr": expected one of ${COUNTRY_CODES.join(", ")}.`,
    );
  });

  it.each(["laboratorios-brezo", "a", "repo2", "a-b-c"])("accepts the repository name %s", (name) => {
    expect(loadCountryConfig({ SITE_MODE: "local", PRISMIC_REPOSITORY_NAME: name }).repositoryName).toBe(name);
  });

  it.each(["-leading", "trailing-", "Upper", "with_underscore", "with space", "ñandú"])(
    "rejects the repository name %s naming PRISMIC_REPOSITORY_NAME",
    (name) => {
      expect(() => loadCountryConfig({ SITE_MODE: "local", PRISMIC_REPOSITORY_NAME: name })).toThrow(
        /^Invalid PRISMIC_REPOSITORY_NAME=.*lowercase letters, digits and hyphens/,
      );
    },
  );

  it("accepts both font families and rejects others", () => {
    expect(loadCountryConfig({ SITE_MODE: "local", SITE_FONT: "Montserrat" }).fontFamily).toBe("Montserrat");
    expect(() => loadCountryConfig({ SITE_MODE: "local", SITE_FONT: "Comic Sans" })).toThrow(
      'Invalid SITE_FONT="Comic Sans": expected "Brandon Text" or "Montserrat".',
    );
  });

  it("reads an optional tag-manager id and rejects a malformed one", () => {
    expect(loadCountryConfig({ SITE_MODE: "local", TAG_MANAGER_ID: "GTM-AB12CD3" }).tagManagerId).toBe("GTM-AB12CD3");
    expect(() => loadCountryConfig({ SITE_MODE: "local", TAG_MANAGER_ID: "UA-1234" })).toThrow(
      /^Invalid TAG_MANAGER_ID="UA-1234"/,
    );
  });

  it("reads the support chat key and its pages", () => {
    const config = loadCountryConfig({
      SITE_MODE: "local",
      SUPPORT_CHAT_KEY: "chat-key-1234",
      SUPPORT_CHAT_PAGES: "/contacto, /preguntas-frecuentes",
    });
    expect(config.supportChat).toEqual({ key: "chat-key-1234", pages: ["/contacto", "/preguntas-frecuentes"] });
    expect(() => loadCountryConfig({ SITE_MODE: "local", SUPPORT_CHAT_PAGES: "/contacto" })).toThrow(
      /SUPPORT_CHAT_KEY/,
    );
    expect(() =>
      loadCountryConfig({ SITE_MODE: "local", SUPPORT_CHAT_KEY: "chat-key-1234", SUPPORT_CHAT_PAGES: "contacto" }),
    ).toThrow(/^Invalid SUPPORT_CHAT_PAGES="contacto"/);
  });
});

describe("site configuration", () => {
  it("uses the embedded local content service when no real repository is configured", () => {
    const config = loadSiteConfig({ SITE_MODE: "local" });
    expect(config.content.apiEndpoint).toBe("http://localhost:3100/api/v2");
    expect(config.content.isLocal).toBe(true);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(loadSiteConfig({ SITE_MODE: "local", SITE_COUNTRY: "co" }).siteUrl).toBe("http://localhost:3001");
  });

  it("points at Prismic's CDN when a repository name is given", () => {
    const config = loadSiteConfig({ SITE_MODE: "local", PRISMIC_REPOSITORY_NAME: "my-repo" });
    expect(config.content.apiEndpoint).toBe("https://my-repo.cdn.prismic.io/api/v2");
    expect(config.content.isLocal).toBe(false);
  });

  it("validates SITE_URL and PRISMIC_API_ENDPOINT", () => {
    expect(() => loadSiteConfig({ SITE_MODE: "local", SITE_URL_ES: "not a url" })).toThrow(/^Invalid SITE_URL_ES/);
    expect(() => loadSiteConfig({ SITE_MODE: "local", SITE_URL_CO: "https://example.com.co/path" })).toThrow(
      /^Invalid SITE_URL_CO/,
    );
    expect(
      loadSiteConfig({ SITE_MODE: "local", SITE_COUNTRY: "co", SITE_URL_CO: "https://www.brezo.com.co" })
        .localeSiteUrls,
    ).toEqual(
      // Every other country's locale keeps its local site (the registry's, whatever it holds).
      Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          locale === "es-co" ? "https://www.brezo.com.co" : localSiteUrl(localeCountry(locale)),
        ]),
      ),
    );
    expect(() => loadSiteConfig({ SITE_MODE: "local", PRISMIC_API_ENDPOINT: "ftp://x/api/v2" })).toThrow(
      /^Invalid PRISMIC_API_ENDPOINT/,
    );
    expect(() => loadSiteConfig({ SITE_MODE: "local", PRISMIC_API_ENDPOINT: "http://localhost:3100/other" })).toThrow(
      /^Invalid PRISMIC_API_ENDPOINT/,
    );
    expect(
      loadSiteConfig({ SITE_MODE: "local", PRISMIC_API_ENDPOINT: "http://localhost:4100/api/v2/" }).content.apiEndpoint,
    ).toBe("http://localhost:4100/api/v2");
  });

  it("validates the search-engine verification token", () => {
    expect(
      loadSiteConfig({ SITE_MODE: "local", GOOGLE_SITE_VERIFICATION: "abcDEF123_-xyz" }).googleSiteVerification,
    ).toBe("abcDEF123_-xyz");
    expect(() => loadSiteConfig({ SITE_MODE: "local", GOOGLE_SITE_VERIFICATION: "<script>" })).toThrow(
      /^Invalid GOOGLE_SITE_VERIFICATION/,
    );
  });
});
