/**
 * Contract: the document envelope and the HTTP answer.
 * Sources: @prismicio/client's PrismicDocument type (src/types/value/document.ts: `slugs: string[]`,
 * `url`, `alternate_languages`); Prismic's own exports, whose `slugs_INTERNAL` are the slugified
 * titles ("Contact Me" → "contact-me", "Perilous yoga" → "perilous-yoga";
 * tests/fixtures/prismic-export); Prismic's route resolver reference (prismic.io/docs/route-resolver:
 * `:uid`, `:lang`, `:lang?` left out for the master locale); HTTP content coding (RFC 9110 §8.4,
 * §12.5.3), which Prismic's CDN applies to its JSON answers and which the client's fetch decodes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import * as prismic from "@prismicio/client";
import { clientFor, startContractService, type ContractService } from "./contractHarness";

let service: ContractService;
let client: prismic.Client;

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service, {
    routes: [
      { type: "article", path: "/:lang?/articulos/:uid" },
      { type: "author", path: "/autores/:uid" },
    ],
  });
});
afterAll(() => service?.close());

describe("slugs", () => {
  it("come from the title, not the UID, and links carry the same slug", async () => {
    const calendula = await client.getByUID("article", "calendula-officinalis");
    expect(calendula.slugs).toEqual(["cuidado-de-la-piel"]);
    const invierno = await client.getByUID("article", "arnica-en-invierno");
    expect(invierno.slugs).toEqual(["arnica-en-invierno"]); // "Árnica en Invierno": lower case, no accents
    const [item] = invierno.data.gallery as Array<{ related: prismic.FilledContentRelationshipField }>;
    expect(item.related.slug).toBe("cuidado-de-la-piel");
  });

  it("is '-' for a document without a title", async () => {
    expect((await client.getByUID("author", "lucia-arrieta")).slugs).toEqual(["-"]);
  });
});

describe("routes", () => {
  it("fill url on documents and on links; :lang? is left out for the master locale", async () => {
    const es = await client.getByUID("article", "arnica-en-invierno");
    expect(es.url).toBe("/articulos/arnica-en-invierno");
    const en = await client.getByUID("article", "arnica-in-winter", { lang: "en-us" });
    expect(en.url).toBe("/en-us/articulos/arnica-in-winter");
    expect(prismic.asLink(es.data.author as prismic.LinkField)).toBe("/autores/lucia-arrieta");
    expect(es.alternate_languages).toEqual([
      { id: "art-invierno-en", type: "article", lang: "en-us", uid: "arnica-in-winter" },
    ]);
  });
});

describe("compression", () => {
  const searchUrl = () => `${service.apiEndpoint}/documents/search?ref=${service.masterRef()}&pageSize=100&lang=*`;

  it("answers br or gzip when the client accepts it, the same JSON once decoded", async () => {
    const plain = await fetch(searchUrl(), { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = await plain.text();
    for (const coding of ["br", "gzip"] as const) {
      const response = await fetch(searchUrl(), { headers: { "accept-encoding": coding } });
      expect(response.headers.get("content-encoding")).toBe(coding);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      // Node's fetch decodes the body; decode the raw bytes ourselves to be sure of the coding.
      const raw = await new Promise<Buffer>((resolve, reject) => {
        import("node:http").then(({ get }) =>
          get(searchUrl(), { headers: { "accept-encoding": coding } }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on("data", (chunk: Buffer) => chunks.push(chunk))
              .on("end", () => resolve(Buffer.concat(chunks)))
              .on("error", reject);
          }),
        );
      });
      const decoded = coding === "br" ? zlib.brotliDecompressSync(raw) : zlib.gunzipSync(raw);
      expect(JSON.parse(decoded.toString("utf8"))).toEqual(JSON.parse(json));
      expect(raw.length).toBeLessThan(Buffer.byteLength(json));
    }
  });

  it("the unmodified client reads compressed answers", async () => {
    const all = await client.dangerouslyGetAll({ lang: "*" });
    expect(all).toHaveLength(6);
  });
});
