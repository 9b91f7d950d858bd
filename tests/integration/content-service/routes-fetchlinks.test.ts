import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { createClient, firstBlockSpans, startFixtureService, type ContentService } from "./contentServiceHelpers";

let service: ContentService;

const routes: prismic.Route[] = [
  { type: "page", uid: "contacto", path: "/contacto" },
  { type: "page", path: "/:lang?/:uid" },
  { type: "product", path: "/:lang?/productos/:category/:uid", resolvers: { category: "category" } },
  { type: "product", path: "/:lang?/productos/otros/:uid" },
  { type: "category", path: "/:lang/categorias/:uid" },
  { type: "article", path: "/blog/:author?/:uid", resolvers: { author: "author" } },
];

beforeAll(async () => {
  service = await startFixtureService();
});
afterAll(async () => {
  await service.close();
});

describe("routes", () => {
  const client = () => createClient(service, { routes });

  it("fills url on results; :lang? is omitted for the master language", async () => {
    expect((await client().getByUID("page", "quienes-somos")).url).toBe("/quienes-somos");
    expect((await client().getByUID("page", "quienes-somos", { lang: "es-co" })).url).toBe("/es-co/quienes-somos");
    expect((await client().getByUID("category", "sueno-y-estres")).url).toBe("/es-es/categorias/sueno-y-estres");
  });

  it("takes the first matching route, honouring uid constraints", async () => {
    expect((await client().getByUID("page", "contacto")).url).toBe("/contacto");
  });

  it("resolves custom keywords through resolvers, falling through when a required one is missing", async () => {
    expect((await client().getByUID("product", "arnica-montana-9ch")).url).toBe(
      "/productos/dolor-y-traumatismos/arnica-montana-9ch",
    );
    expect((await client().getByUID("product", "calendula-crema", { lang: "es-co" })).url).toBe(
      "/es-co/productos/dolor-y-traumatismos/calendula-crema",
    );
    // No category → the first product route cannot be filled, the second one matches.
    expect((await client().getByUID("product", "nux-vomica")).url).toBe("/productos/otros/nux-vomica");
    // An optional resolver keyword is left out with its slash.
    expect((await client().getByUID("article", "guia-del-sueno")).url).toBe("/blog/marta-ruiz/guia-del-sueno");
  });

  it("gives url null to documents no route matches, and without routes", async () => {
    expect((await client().getSingle("settings")).url).toBeNull();
    expect((await createClient(service).getByUID("page", "contacto")).url).toBeNull();
  });

  it("fills url on document links in fields, groups, slices and hyperlink spans", async () => {
    const arnica = await client().getByUID("product", "arnica-montana-9ch");
    expect((arnica.data.category as prismic.FilledContentRelationshipField).url).toBe(
      "/es-es/categorias/dolor-y-traumatismos",
    );
    const related = arnica.data.related as Array<{ product: prismic.FilledContentRelationshipField }>;
    expect(related[0].product.url).toBe("/productos/dolor-y-traumatismos/calendula-crema");

    const settings = await client().getSingle("settings");
    const span = firstBlockSpans(settings.data.footer)[0] as prismic.RTLinkNode;
    expect((span.data as prismic.FilledContentRelationshipField).url).toBe("/quienes-somos");
    expect(prismic.asLink(span.data)).toBe("/quienes-somos");

    const article = await client().getByUID("article", "guia-del-sueno");
    const body = article.data.body as prismic.Slice[];
    const text = body.find((s) => s.slice_type === "text")!;
    const inline = (firstBlockSpans(text.primary.content)[0] as prismic.RTLinkNode).data;
    expect((inline as prismic.FilledContentRelationshipField).url).toBe(
      "/productos/sueno-y-estres/pasiflora-compuesta",
    );
    const list = body.find((s) => s.slice_type === "product_list")!;
    expect(list.items.map((item) => (item.product as prismic.FilledContentRelationshipField).url)).toEqual([
      "/productos/sueno-y-estres/pasiflora-compuesta",
      "/productos/otros/coffea-cruda",
    ]);
  });

  it("gives broken links the brokenRoute", async () => {
    const withBroken = createClient(service, { routes, brokenRoute: "/404" });
    const coffea = await withBroken.getByUID("product", "coffea-cruda");
    expect(coffea.data.category).toMatchObject({ isBroken: true, url: "/404" });
  });

  it("rejects routes that are not a JSON array of {type, path} with a 400", async () => {
    const response = await fetch(
      `${service.apiEndpoint}/documents/search?ref=${service.masterRef()}&routes=${encodeURIComponent('[{"type":"page"}]')}`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).type).toBe("api_validation_error");
  });
});

describe("fetchLinks", () => {
  it("copies the selected fields of linked documents into the link's data", async () => {
    const client = createClient(service);
    const article = await client.getByUID("article", "guia-del-sueno", {
      fetchLinks: ["author.name", "author.avatar"],
    });
    const author = article.data.author as prismic.FilledContentRelationshipField<
      "author",
      string,
      { name: string; avatar: prismic.ImageField }
    >;
    expect(author.data?.name).toBe("Marta Ruiz");
    expect(author.data?.avatar.dimensions).toEqual({ width: 240, height: 240 });
    expect(Object.keys(author.data ?? {})).toEqual(["name", "avatar"]);
  });

  it("fetches into links nested in groups and slices, and leaves other types alone", async () => {
    const client = createClient(service);
    const article = await client.getByUID("article", "guia-del-sueno", { fetchLinks: "product.price,author.role" });
    const list = (article.data.body as prismic.Slice[]).find((s) => s.slice_type === "product_list")!;
    expect(list.items.map((item) => (item.product as { data?: { price: number } }).data?.price)).toEqual([12.4, 8.1]);
    expect((article.data.author as { data?: unknown }).data).toEqual({ role: "Farmacéutica" });
    const plain = await client.getByUID("article", "guia-del-sueno");
    expect((plain.data.author as { data?: unknown }).data).toBeUndefined();
  });
});
