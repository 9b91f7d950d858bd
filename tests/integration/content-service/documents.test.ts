import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { FIXTURE_DIR, createClient, firstBlockSpans, startFixtureService } from "./contentServiceHelpers";
import { startedForFile } from "@tests/support/startedForFile";

const service = startedForFile(() => startFixtureService(), { stop: (started) => started.close() });
const client = startedForFile(() => createClient(service));

describe("document shape", () => {
  it("has every metadata field Prismic returns, dates in Prismic's format", async () => {
    const doc = await client.getByUID("product", "arnica-montana-9ch");
    expect(Object.keys(doc)).toEqual([
      "id",
      "uid",
      "url",
      "type",
      "href",
      "tags",
      "first_publication_date",
      "last_publication_date",
      "slugs",
      "linked_documents",
      "lang",
      "alternate_languages",
      "data",
    ]);
    expect(doc).toMatchObject({
      id: "prod-arnica",
      uid: "arnica-montana-9ch",
      url: null,
      type: "product",
      tags: ["destacado", "dolor"],
      first_publication_date: "2023-03-15T10:30:00+0000",
      last_publication_date: "2024-05-20T16:45:00+0000",
      slugs: ["arnica-montana-9ch"],
      linked_documents: [],
      lang: "es-es",
      alternate_languages: [],
    });
  });

  it("gives an href that fetches the document itself", async () => {
    const doc = await client.getByID("art-sueno");
    const viaHref = await (await fetch(doc.href)).json();
    expect(viaHref.results.map((result: { id: string }) => result.id)).toEqual(["art-sueno"]);
  });

  it("lists the other languages of the same alternate group", async () => {
    const page = await client.getByUID("page", "quienes-somos");
    expect(page.alternate_languages).toEqual([
      { id: "page-quienes-somos-co", type: "page", lang: "es-co", uid: "quienes-somos" },
    ]);
    const settings = await client.getSingle("settings", { lang: "es-co" });
    expect(settings.alternate_languages).toEqual([{ id: "settings-es", type: "settings", lang: "es-es" }]);
  });
});

describe("images", () => {
  it("expands an on-disk image to the full shape, dimensions read from the file", async () => {
    const doc = await client.getByUID("product", "arnica-montana-9ch");
    const image = doc.data.image as prismic.ImageField<"mobile">;
    expect(image).toMatchObject({
      url: `${service.url}/assets/products/arnica.png?auto=format,compress`,
      dimensions: { width: 1200, height: 800 },
      alt: "Tubo de Árnica Montana",
      copyright: "Laboratorios Alba",
      edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
    });
    expect(image.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(prismic.isFilled.image(image)).toBe(true);
  });

  it("expands thumbnails, asking the asset server for their declared size (the editor's default crop: the whole centred area, as rect)", async () => {
    const doc = await client.getByUID("product", "arnica-montana-9ch");
    const mobile = (doc.data.image as prismic.ImageField<"mobile">).mobile;
    expect(mobile.dimensions).toEqual({ width: 600, height: 400 });
    expect(mobile.alt).toBe("Árnica (móvil)");
    expect(mobile.copyright).toBeNull();
    const params = new URL(mobile.url as string).searchParams;
    expect(Object.fromEntries(params)).toEqual({ auto: "format,compress", rect: "0,0,1200,800", w: "600", h: "400" });
  });

  it("expands images inside slices and keeps an empty image empty", async () => {
    const article = await client.getByUID("article", "guia-del-sueno");
    const slice = (article.data.body as prismic.Slice[]).find((s) => s.slice_type === "image")!;
    const image = slice.primary.image as prismic.ImageField<"mobile">;
    expect(image.dimensions).toEqual({ width: 900, height: 600 });
    expect(image.mobile.dimensions).toEqual({ width: 450, height: 300 });
    const nux = await client.getByUID("product", "nux-vomica");
    expect(nux.data.image).toEqual({});
    expect(prismic.isFilled.image(nux.data.image as prismic.ImageField)).toBe(false);
  });

  it("builds responsive srcsets the asset server can answer", async () => {
    const doc = await client.getByUID("product", "arnica-montana-9ch");
    const src = prismic.asImageSrc(doc.data.image as prismic.ImageField, { w: 640 });
    const response = await fetch(src as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});

describe("links", () => {
  it("fills document links from their targets and marks missing targets broken", async () => {
    const arnica = await client.getByUID("product", "arnica-montana-9ch");
    expect(arnica.data.category).toEqual({
      id: "cat-dolor",
      type: "category",
      tags: ["catalogo"],
      lang: "es-es",
      slug: "dolor-y-traumatismos",
      first_publication_date: "2023-02-01T09:00:00+0000",
      last_publication_date: "2023-02-01T09:00:00+0000",
      uid: "dolor-y-traumatismos",
      link_type: "Document",
      isBroken: false,
    });
    const related = arnica.data.related as Array<{ product: prismic.ContentRelationshipField }>;
    expect(related[0].product).toMatchObject({ id: "prod-calendula", uid: "calendula-crema", type: "product" });

    const coffea = await client.getByUID("product", "coffea-cruda");
    expect(coffea.data.category).toEqual({ link_type: "Document", id: "cat-retirada", isBroken: true });
    const nux = await client.getByUID("product", "nux-vomica");
    expect(nux.data.category).toEqual({ link_type: "Any" });
  });

  it("fills links in hyperlink spans and in slice items", async () => {
    const settings = await client.getSingle("settings");
    const spans = firstBlockSpans(settings.data.footer) as prismic.RTLinkNode[];
    expect(spans[0].data).toMatchObject({
      link_type: "Document",
      id: "page-quienes-somos",
      uid: "quienes-somos",
      type: "page",
    });
    expect(spans[1].data).toEqual({ link_type: "Web", url: "https://example.org/alba", target: "_blank" });

    const article = await client.getByUID("article", "guia-del-sueno");
    const list = (article.data.body as prismic.Slice[]).find((s) => s.slice_type === "product_list")!;
    expect(list.items.map((item) => (item.product as prismic.FilledContentRelationshipField).uid)).toEqual([
      "pasiflora-compuesta",
      "coffea-cruda",
    ]);
  });

  it("expands media links to /assets files", async () => {
    const page = await client.getByUID("page", "contacto");
    const { size } = await fs.stat(path.join(FIXTURE_DIR, "assets/brand/logo.png"));
    expect(page.data.brochure).toEqual({
      link_type: "Media",
      key: expect.any(String),
      kind: "image",
      id: expect.any(String),
      url: `${service.url}/assets/brand/logo.png`,
      name: "logo.png",
      size: String(size),
      width: "320",
      height: "120",
    });
    expect((await fetch((page.data.brochure as prismic.FilledLinkToMediaField).url)).status).toBe(200);
  });
});
