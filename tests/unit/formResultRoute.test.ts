import { describe, expect, it } from "vitest";
import { sectionPaths } from "@/config/routeTable";
import { buildRedirects, buildRewrites, createRedirectResolver } from "@/config/nextRouting";
import { robotsTxt } from "@/lib/sitemap";
import { sectionLandingPaths } from "@/config/routeTable";

const ES = { defaultLocale: "es-es", locales: ["es-es"] as ("es-es" | "es-co")[] };
const CO = { defaultLocale: "es-co", locales: ["es-co"] as ("es-es" | "es-co")[] };

describe("the result page of forms sent without JavaScript", () => {
  it("is /resultado-del-envio on both sites, rendered by the page file /form-result", () => {
    for (const [country, locale] of [
      [ES, "es-es"],
      [CO, "es-co"],
    ] as const) {
      expect(sectionPaths(locale).formResult).toBe("/resultado-del-envio");
      expect(buildRewrites(country)).toContainEqual({
        source: `/${locale}/resultado-del-envio`,
        destination: `/${locale}/form-result`,
        locale: false,
      });
    }
  });

  it("redirects the English path to it, and only that path", () => {
    const redirectOf = createRedirectResolver(buildRedirects(ES));
    expect(redirectOf("/es-es/form-result")).toBe("/resultado-del-envio");
    expect(redirectOf("/es-es/resultado-del-envio")).toBeNull();
  });

  it("is disallowed in robots.txt and is no landing page of the sitemap", () => {
    expect(robotsTxt("https://www.example.es", []).split("\n")).toContain("Disallow: /resultado-del-envio");
    expect(sectionLandingPaths("es-es")).not.toContain("/resultado-del-envio");
  });
});
