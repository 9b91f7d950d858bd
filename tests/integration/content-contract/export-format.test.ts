/**
 * Contract: a Prismic export loads offline and reads as the Content API would answer.
 * The export is real: tests/fixtures/prismic-export holds Prismic's Next.js blog starter's
 * `documents/` folder (files `<id>=#=<version>=#=<type>=#=<group>=#=<lang>=#=<y|n>.json`, rich text
 * as `{type, content: {text, spans}}`, slices as `{key, value}`, links as `{id, wioUrl}`, images
 * with `origin`/`edit`/`credits`) and its models, with no repository.json. The expected shapes
 * come from @prismicio/client's types (RTNode `{type, text, spans}`, SharedSlice `{id, slice_type,
 * slice_label, variation, version, primary, items}`, FilledContentRelationshipField, ImageField)
 * and the queries are the starter's own (src/app/page.js, src/app/articles/[uid]/page.js,
 * src/prismicio.js routes).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { clientFor, PRISMIC_EXPORT, startServiceOver, type ContentService } from "./contractHarness";

let service: ContentService;
let client: prismic.Client;
const report: string[] = [];

// The starter's routes (src/prismicio.js).
const routes: prismic.Route[] = [
  { type: "article", path: "/articles/:uid" },
  { type: "page", path: "/:uid" },
];

beforeAll(async () => {
  service = await startServiceOver(PRISMIC_EXPORT, report);
  client = clientFor(service, { routes });
});
afterAll(() => service?.close());

describe("the repository an export implies", () => {
  it("derives its languages, master language and types from the files and the models", async () => {
    const repository = await client.getRepository();
    // An export carries no names: Prismic's display name for the locale.
    expect(repository.languages).toEqual([{ id: "en-us", name: "English - United States", is_master: true }]);
    expect(repository.types).toEqual({
      article: "Article",
      navigation: "Navigation",
      page: "Page",
      settings: "Settings",
    });
    expect(service.documentCount()).toBe(7);
  });

  it("dates each document from its id and version id (the time Prismic ids carry)", async () => {
    const doc = await client.getByUID("article", "perilous-yoga");
    expect(doc.first_publication_date).toBe("2022-04-13T19:37:15+0000");
    expect(doc.last_publication_date).toBe("2023-07-24T08:33:11+0000");
  });
});

describe("the starter's queries", () => {
  it("lists articles by publish date, newest first (src/app/page.js)", async () => {
    const articles = await client.getAllByType("article", {
      orderings: [
        { field: "my.article.publishDate", direction: "desc" },
        { field: "document.first_publication_date", direction: "desc" },
      ],
    });
    expect(articles.map((a) => [a.uid, a.data.publishDate, a.url])).toEqual([
      ["hiking-through-the-woods", "2022-04-12", "/articles/hiking-through-the-woods"],
      ["beach-resort-vacation", "2022-03-22", "/articles/beach-resort-vacation"],
      ["perilous-yoga", "2022-01-06", "/articles/perilous-yoga"],
    ]);
  });

  it("reads singletons and pages (getSingle, getByUID)", async () => {
    const settings = await client.getSingle("settings");
    expect(prismic.asText(settings.data.name as prismic.RichTextField)).toBe("Margaret Smith");
    const navigation = await client.getSingle("navigation");
    const links = navigation.data.links as Array<{
      link: prismic.ContentRelationshipField;
      label: prismic.RichTextField;
    }>;
    expect(
      links.map((l) => [
        prismic.asText(l.label),
        (l.link as prismic.FilledContentRelationshipField).uid,
        prismic.asLink(l.link),
      ]),
    ).toEqual([
      ["About", "about", "/about"],
      ["Contact Me", "contact-me", "/contact-me"],
    ]);
  });
});

describe("field shapes", () => {
  it("rich text blocks become {type, text, spans}; hyperlinks become links, document ones filled and routed", async () => {
    const doc = await client.getByUID("article", "perilous-yoga");
    expect(doc.data.title).toEqual([{ type: "heading1", text: "Perilous yoga", spans: [] }]);
    const textSlices = (doc.data.slices as prismic.Slice[]).filter((s) => s.slice_type === "text");
    const spans = (textSlices[1].primary.text as prismic.RichTextField).flatMap((block) =>
      "spans" in block ? block.spans : [],
    );
    const [web, document] = spans as prismic.RTLinkNode[];
    expect(web.data).toEqual({ link_type: "Web", url: "https://prismic.io", target: "_blank" });
    expect(document.data).toMatchObject({
      link_type: "Document",
      id: "YlXuphMAACAAHeFx",
      type: "page",
      uid: "about",
      lang: "en-us",
      isBroken: false,
      url: "/about",
    });
    expect(prismic.asHTML(textSlices[1].primary.text as prismic.RichTextField, { linkResolver: null })).toContain(
      '<a href="/about">',
    );
  });

  it("slices become {id, slice_type, slice_label, variation, version, primary, items}, version from the model's variation", async () => {
    const doc = await client.getByUID("article", "perilous-yoga");
    const [first] = doc.data.slices as prismic.SharedSlice[];
    expect(first).toMatchObject({
      id: "text$33a5338f-df70-4216-a9dd-f832e3e0c037",
      slice_type: "text",
      slice_label: null,
      variation: "default",
      version: "sktwi1xtmkfgx8626",
    });
    expect(prismic.asText(first.primary.text as prismic.RichTextField)).toMatch(/^Lorem ipsum/);
    const wide = (doc.data.slices as prismic.SharedSlice[]).find(
      (s) => s.slice_type === "image" && s.variation === "wide",
    );
    expect(wide).toBeDefined();
  });

  it("images keep Prismic's URL (with the editor's rect), dimensions, edit, alt and credits", async () => {
    const doc = await client.getByUID("article", "perilous-yoga");
    const image = doc.data.featuredImage as prismic.FilledImageFieldImage;
    expect(image).toEqual({
      id: "YlXt4RMAACMAHd4K",
      url: "https://images.prismic.io/nextjs-starter-prismic-blog/80cb000f-544e-45e1-b67f-fe35c6d42725_jess-harper-sunday-MBwPzT_vbqo-unsplash.jpg?auto=compress,format&rect=0,1250,3333,2500&w=2000&h=1500",
      dimensions: { width: 2000, height: 1500 },
      alt: null,
      copyright: null,
      edit: { x: 0, y: -750, zoom: 0.6000600060006, background: "#fff" },
    });
    expect(prismic.isFilled.image(image)).toBe(true);
  });

  it("slugs are the export's slug history, newest first", async () => {
    const doc = await client.getByUID("article", "hiking-through-the-woods");
    expect(doc.slugs).toEqual(["hiking-through-the-woods", "hiking-through-the-woods-edit", "beach-resort-vacation"]);
  });

  it("is checked against its models: the one block that breaks its field's configuration is reported, and served as stored", async () => {
    const about = await client.getByUID("page", "about");
    const quote = (about.data.slices as prismic.Slice[]).find((s) => s.slice_type === "quote")!;
    expect((quote.primary.quote as prismic.RichTextField)[0]?.type).toBe("paragraph");
    expect(report.join("\n")).toMatch(
      /page=#=YlXuphMAACAAHeFz=#=en-us=#=y\.json: data\.slices\[\d\]\.primary\.quote: block 0 is a "paragraph", which the model does not allow \(heading2\) \(served as written\)/,
    );
  });

  it("is searchable like any content (fulltext over titles and rich text)", async () => {
    const found = await client.get({ filters: [prismic.filter.fulltext("document", "hiking")] });
    expect(found.results.map((d) => d.uid)).toContain("hiking-through-the-woods");
  });
});
