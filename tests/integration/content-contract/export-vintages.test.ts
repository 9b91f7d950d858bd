/**
 * Contract: a team's own export, of either vintage, reads as Prismic's Content API answers it.
 * Fixtures: tests/fixtures/prismic-export-vintages/{2022,2024} (written from Prismic's export
 * format, see its README). Expected shapes: @prismicio/client's types — FilledLinkToWebField
 * `{link_type: "Web", url, target?}`, FilledContentRelationshipField `{link_type: "Document", id,
 * type, tags, lang, slug, uid, url, isBroken}`, FilledLinkToMediaField `{link_type: "Media", id,
 * kind, name, size, url, width?, height?}`, SharedSliceVariation `{variation, version, …}` with
 * the version of the model's variation (SharedSliceModelVariation.version), Repository
 * `languages: [{id, name, is_master}]` with Prismic's display names ("English - United States").
 * Previews: Prismic's preview tokens are the preview session's URL with `websitePreviewId=`, and
 * @prismicio/next's App Router auto-previews send the `io.prismic.preview` cookie's value — the
 * token or the JSON form `{"<repo>.prismic.io":{"preview":"<token>"}}` — as the ref.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";
import { clientFor, SEED_CONTENT, startServiceOver, type ContentService } from "./contractHarness";

const VINTAGES = path.resolve(__dirname, "../../fixtures/prismic-export-vintages");
const routes: prismic.Route[] = [{ type: "page", path: "/:lang?/:uid" }];
const SITE = "http://localhost:3999";

type PageData = {
  title: prismic.TitleField;
  website: prismic.LinkField;
  shop: prismic.LinkField;
  related: prismic.ContentRelationshipField;
  retired: prismic.ContentRelationshipField;
  brochure: prismic.LinkToMediaField;
  slices: prismic.SliceZone<prismic.SharedSlice>;
};

const vintages = [
  {
    vintage: "2022",
    ids: { about: "Yh8yEAAAEwUAACoj", gone: "YeKNEAAAEwoAACpG" },
    sliceVersion: "sktwi1xtmkfgx8626",
    french: "French - France",
    brochure: {
      link_type: "Media",
      id: "Yn7lxBEAACMAvG2h",
      kind: "document",
      name: "brochure.pdf",
      size: "24576",
      url: "https://prismic-io.s3.amazonaws.com/acme-2022/brochure.pdf",
    },
  },
  {
    vintage: "2024",
    ids: { about: "ZeLqkAAAEw8AACpp", gone: "ZaT0EAAAExQAACqM" },
    sliceVersion: "initial",
    french: "French - France (Paris office)", // locale-names.json in the content folder
    brochure: {
      link_type: "Media",
      id: "ZeGm1hEAACkAGq9u",
      kind: "image",
      name: "team.png",
      size: "48213",
      width: "1200",
      height: "800",
      url: "https://images.prismic.io/acme-2024/team.png?auto=format,compress",
    },
  },
] as const;

describe.each(vintages)("a $vintage export", ({ vintage, ids, sliceVersion, french, brochure }) => {
  let service: ContentService;
  let client: prismic.Client;
  const report: string[] = [];
  let home: prismic.PrismicDocument<PageData>;

  beforeAll(async () => {
    service = await startContentService({
      port: 0,
      contentDir: path.join(VINTAGES, vintage),
      previewSites: { "en-us": SITE },
      reportModelProblems: (line: string) => report.push(line),
    });
    client = clientFor(service, { routes });
    home = await client.getByUID<prismic.PrismicDocument<PageData>>("page", "home");
  });
  afterAll(() => service?.close());

  it("fits its models (nothing reported)", () => {
    expect(report).toEqual([]);
  });

  it("serves a Web link stored as {url, preview: null} filled (FilledLinkToWebField), not empty", () => {
    expect(home.data.website).toEqual({ link_type: "Web", url: "https://example.org/about-us" });
    expect(prismic.isFilled.link(home.data.website)).toBe(true);
    expect(prismic.asLink(home.data.website)).toBe("https://example.org/about-us");
  });

  it("keeps a Web link's target", () => {
    expect(home.data.shop).toEqual({ link_type: "Web", url: "https://shop.example.org/", target: "_blank" });
  });

  it("fills a document link like any other: id, type, lang, uid, slug, tags, isBroken false, url", () => {
    expect(home.data.related).toMatchObject({
      link_type: "Document",
      id: ids.about,
      type: "page",
      lang: "en-us",
      uid: "about",
      slug: "about-us",
      tags: [],
      isBroken: false,
      url: "/about",
    });
    const span = (home.data.slices[0]!.primary.text as prismic.RichTextField)[0] as prismic.RTParagraphNode;
    expect(span.spans[0]).toMatchObject({
      type: "hyperlink",
      data: { link_type: "Document", id: ids.about, uid: "about", isBroken: false, url: "/about" },
    });
  });

  it("marks a link to a document the export lacks as broken", () => {
    expect(home.data.retired).toMatchObject({ link_type: "Document", id: ids.gone, isBroken: true });
    expect(prismic.isFilled.contentRelationship(home.data.retired)).toBe(true);
  });

  it("serves a media link (FilledLinkToMediaField)", () => {
    expect(home.data.brochure).toEqual(brochure);
  });

  it("serves each slice with its model variation's version", () => {
    expect(home.data.slices[0]).toMatchObject({
      slice_type: "callout",
      variation: "default",
      version: sliceVersion,
      slice_label: null,
    });
  });

  it("lists languages with Prismic's display names, overridable in the content folder", async () => {
    const repository = await client.getRepository();
    expect(repository.languages).toEqual([
      { id: "en-us", name: "English - United States", is_master: true },
      { id: "fr-fr", name: french, is_master: false },
    ]);
    const about = await client.getByUID("page", "a-propos", { lang: "fr-fr" });
    expect(about.url).toBe("/fr-fr/a-propos");
  });

  describe("a draft previewed", () => {
    it("is shown through a preview token in Prismic's shape, never through master", async () => {
      const { ref } = service.createPreviewRef();
      expect(ref).toMatch(
        new RegExp(`^${service.url}/previews/[\\w-]{22}:[A-Za-z0-9]{16}\\?websitePreviewId=[A-Za-z0-9]{16}$`),
      );
      const preview = clientFor(service, { routes });
      preview.queryContentFromRef(ref);
      const draft = await preview.getByUID<prismic.PrismicDocument<PageData>>("page", "home");
      expect(prismic.asText(draft.data.title)).toBe("Welcome home, redesigned");
      expect(draft.data.related).toMatchObject({ uid: "about", isBroken: false, url: "/about" });
      expect(
        prismic.asText((await client.getByUID<prismic.PrismicDocument<PageData>>("page", "home")).data.title),
      ).toBe("Welcome home");
    });

    it("the preview button sets the cookie in Prismic's JSON form; its value, as @prismicio/next sends it, is a working ref", async () => {
      const response = await fetch(`${service.url}/preview?documentId=${home.id}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location") ?? "");
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/api/preview`);
      const token = location.searchParams.get("token") ?? "";
      expect(token).toContain("websitePreviewId=");

      const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
      const value = decodeURIComponent(cookie.slice("io.prismic.preview=".length));
      expect(JSON.parse(value)).toEqual({ "local.prismic.io": { preview: token } });
      // @prismicio/next (getPreviewRef) passes the decoded cookie as the ref; @prismicio/client's
      // enableAutoPreviewsFromReq passes it still encoded. Both show the draft.
      for (const ref of [value, encodeURIComponent(value), token]) {
        const preview = clientFor(service, { routes });
        preview.queryContentFromRef(ref);
        expect(
          prismic.asText((await preview.getByUID<prismic.PrismicDocument<PageData>>("page", "home")).data.title),
        ).toBe("Welcome home, redesigned");
      }
      expect(
        await clientFor(service, { routes }).resolvePreviewURL({
          documentID: home.id,
          previewToken: token,
          defaultURL: "/",
        }),
      ).toBe("/home");
    });

    it("a made-up token of the same shape, or a hostile one, is an unknown ref (404), never a 5xx", async () => {
      const { ref } = service.createPreviewRef();
      const madeUp = ref.replace(/previews\/[\w-]{22}/, "previews/AAAAAAAAAAAAAAAAAAAAAA");
      for (const bad of [
        madeUp,
        "{",
        '{"x.prismic.io":{"preview":7}}',
        "%7B%E0",
        `${service.url}/previews/`,
        "x".repeat(5000),
      ]) {
        const response = await fetch(`${service.apiEndpoint}/documents/search?${new URLSearchParams({ ref: bad })}`);
        expect(response.status, bad.slice(0, 60)).toBe(404);
        expect(await response.json()).toMatchObject({ type: "api_notfound_error" });
      }
    });

    it("an expired one answers PreviewTokenExpiredError", async () => {
      const { ref } = service.createPreviewRef({ ttlMs: 0 });
      const response = await fetch(`${service.apiEndpoint}/documents/search?${new URLSearchParams({ ref })}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ type: "api_security_error", message: "This preview token has expired" });
    });
  });
});

describe("the seed repository's languages", () => {
  it('are named as Prismic names them: "Spanish - Spain", "Spanish - Colombia"', async () => {
    const service = await startServiceOver(SEED_CONTENT);
    try {
      const repository = await clientFor(service).getRepository();
      expect(repository.languages).toEqual([
        { id: "es-es", name: "Spanish - Spain", is_master: true },
        { id: "es-co", name: "Spanish - Colombia", is_master: false },
      ]);
    } finally {
      await service.close();
    }
  });
});
