import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService } from "@services/content/server.mjs";

/**
 * Issue 30, 49: the sitemap is an index of one sitemap per section, written from the published
 * record (filled by one full read of the local content service's seed when there is none), and
 * never read again from the content service while the record does not change.
 */
type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;
let sitemap: typeof import("@/server/sitemap/sitemapFiles");
let record: typeof import("@/server/published/publishedRecord");

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const searches = () => service.requestLog.entries().filter((entry) => entry.path.endsWith("/documents/search"));

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  vi.resetModules();
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  process.env.NEXT_DIST_DIR = `.next-no-such-build-${process.pid}`;
  delete process.env.REDIS_URL;
  delete process.env.REDIS_STATE_URL;
  sitemap = await import("@/server/sitemap/sitemapFiles");
  record = await import("@/server/published/publishedRecord");
});
afterAll(async () => {
  await service?.close();
  fs.rmSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR!), { recursive: true, force: true });
});

describe("the sitemap index", () => {
  it("lists one sitemap per section, whose URLs are every public page with its lastmod", async () => {
    const built = await sitemap.currentSitemap();
    const files = locs(built.index);
    expect(files).toEqual(
      expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/products.xml", "/sitemaps/health.xml"]),
    );
    expect(built.index).toContain("<sitemapindex");
    expect(built.index).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    const products = built.files["products.xml"];
    expect(locs(products)).toEqual(
      expect.arrayContaining(["/nuestros-productos", "/nuestros-productos/arnica-montana-9ch"]),
    );
    expect(products).toMatch(/<url><loc>[^<]+arnica-montana-9ch<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/);
    expect(locs(built.files["pages.xml"])).toEqual(expect.arrayContaining(["/", "/aviso-legal"]));
    // no private page, no file the index does not list
    expect(Object.values(built.files).flatMap((xml) => locs(xml))).not.toContain("/resultado-del-envio");
    expect(
      Object.keys(built.files)
        .map((name) => `/sitemaps/${name}`)
        .sort(),
    ).toEqual([...files].sort());
  });

  it("is not read again per request: the next requests read no document", async () => {
    await sitemap.currentSitemap();
    service.requestLog.clear();
    await sitemap.currentSitemap();
    await sitemap.currentSitemap();
    expect(searches()).toEqual([]);
  });

  it("splits a section into files of at most the protocol's limit", async () => {
    const small = sitemap.sitemapOf(await record.publishedRecord(), 5);
    const productFiles = Object.keys(small.files).filter((name) => name.startsWith("products"));
    expect(productFiles.length).toBeGreaterThan(2);
    expect(productFiles).toContain("products-2.xml");
    for (const name of Object.keys(small.files)) expect(locs(small.files[name]).length).toBeLessThanOrEqual(5);
    expect(locs(small.index)).toContain("/sitemaps/products-2.xml");
  });
});
