import { describe, expect, it } from "vitest";
import { linkTarget } from "@/components/common/linkTarget";

const ES = { siteUrl: "https://www.brezo.es", siteUrls: ["https://www.brezo.es", "https://www.brezo.com.co"] };

describe("links to the site's own origins (issue 31)", () => {
  it("turns an absolute URL on this site into its public path, opened in the same tab", () => {
    expect(linkTarget("https://www.brezo.es/contacto?x=1#form", ES)).toEqual({
      kind: "internal",
      href: "/contacto?x=1#form",
    });
    expect(linkTarget("HTTPS://WWW.BREZO.ES/", ES)).toEqual({ kind: "internal", href: "/" });
  });

  it("keeps the other country's site absolute but in the same tab", () => {
    expect(linkTarget("https://www.brezo.com.co/contacto", ES)).toEqual({
      kind: "sibling",
      href: "https://www.brezo.com.co/contacto",
    });
  });

  it("opens other sites, look-alikes included, in a new tab", () => {
    for (const href of ["https://www.brezo.es.evil.example/", "http://www.brezo.es/contacto", "https://brezo.es/"])
      expect(linkTarget(href, ES).kind).toBe("external");
    expect(linkTarget("https://www.brezo.es/x", null).kind).toBe("external");
  });

  it("leaves paths, anchors and mail links as they are", () => {
    expect(linkTarget("/nuestros-productos", ES)).toEqual({ kind: "internal", href: "/nuestros-productos" });
    expect(linkTarget("#top", ES)).toEqual({ kind: "other", href: "#top" });
    expect(linkTarget("mailto:a@b.es", ES)).toEqual({ kind: "other", href: "mailto:a@b.es" });
  });
});
