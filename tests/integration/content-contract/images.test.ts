/**
 * Contract: image fields and their URLs.
 * Sources: the image field shape of @prismicio/client (src/types/value/image.ts: `{id, url,
 * dimensions, edit: {x, y, zoom, background}, alt, copyright}` plus one key per thumbnail); the
 * image URLs Prismic itself writes, as found in a real export (Prismic's Next.js blog starter,
 * tests/fixtures/prismic-export: an image edited to 2000 × 1500 with `edit: {zoom: 0.6, crop:
 * {x: 0, y: -750}}` has the URL `…?auto=compress,format&rect=0,1250,3333,2500&w=2000&h=1500`, i.e.
 * `rect = (-x/zoom, -y/zoom, width/zoom, height/zoom)`); and @prismicio/client's asImageSrc /
 * asImageWidthSrcSet, which add imgix parameters to that URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import * as prismic from "@prismicio/client";
import { clientFor, meanColour, QUADRANTS, startContractService, type ContractService } from "./contractHarness";

let service: ContractService;
let client: prismic.Client;

/** Fetches an image URL: status, size and mean colour of what the asset server sends. */
async function fetchImage(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, width: 0, height: 0, colour: null };
  const { width, height } = await sharp(bytes).metadata();
  return { status: response.status, width, height, colour: await meanColour(bytes) };
}

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service);
});
afterAll(() => service?.close());

describe("the editor's crop is kept", () => {
  it("writes edit x/y/zoom into the URL as rect=…&w=…&h=…, and the served image is that crop", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    const hero = doc.data.hero as prismic.ImageField<"square">;
    expect(hero.dimensions).toEqual({ width: 800, height: 400 });
    expect(hero.edit).toEqual({ x: -800, y: -400, zoom: 1, background: "#fff" });
    const params = new URL(hero.url!).searchParams;
    expect(params.getAll("rect")).toEqual(["800,400,800,400"]);
    expect([params.get("w"), params.get("h")]).toEqual(["800", "400"]);
    expect(await fetchImage(hero.url!)).toEqual({
      status: 200,
      width: 800,
      height: 400,
      colour: QUADRANTS.bottomRight,
    });
  });

  it("crops and sizes each thumbnail with its own edit (zoom 0.5 → a 400 × 400 area shown at 200 × 200)", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    const square = (doc.data.hero as prismic.ImageField<"square">).square;
    expect(square.dimensions).toEqual({ width: 200, height: 200 });
    expect(new URL(square.url!).searchParams.get("rect")).toBe("0,0,400,400");
    expect(await fetchImage(square.url!)).toEqual({ status: 200, width: 200, height: 200, colour: QUADRANTS.topLeft });
  });

  it("serves an uncropped image whole, with only Prismic's default parameters", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    const photo = (doc.data.gallery as Array<{ photo: prismic.ImageField }>)[0].photo;
    expect(photo.dimensions).toEqual({ width: 1600, height: 800 });
    expect(Object.fromEntries(new URL(photo.url!).searchParams)).toEqual({ auto: "format,compress" });
  });
});

describe("image URLs as Prismic stores them", () => {
  it("keeps a stored ?auto=compress,format&rect=…&w=…&h=… URL without repeating any parameter", async () => {
    const doc = await client.getByUID("article", "calendula-officinalis");
    const hero = doc.data.hero as prismic.ImageField;
    const params = new URL(hero.url!).searchParams;
    for (const key of ["auto", "rect", "w", "h"]) expect(params.getAll(key), key).toHaveLength(1);
    expect(params.has("fit")).toBe(false);
    expect(await fetchImage(hero.url!)).toEqual({ status: 200, width: 400, height: 200, colour: QUADRANTS.topLeft });
  });

  it("answers the URLs asImageSrc and asImageWidthSrcSet build from a cropped image", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    const hero = doc.data.hero as prismic.ImageField;
    const src = prismic.asImageSrc(hero, { w: 400 })!;
    expect(new URL(src).searchParams.get("rect")).toBe("800,400,800,400");
    expect(await fetchImage(src)).toEqual({ status: 200, width: 400, height: 200, colour: QUADRANTS.bottomRight });
    const { srcset } = prismic.asImageWidthSrcSet(hero, { widths: [320, 640] })!;
    for (const candidate of srcset.split(", ")) {
      const [url, width] = candidate.split(" ");
      const image = await fetchImage(url);
      expect(image.status).toBe(200);
      expect(`${image.width}w`).toBe(width);
    }
  });
});

describe("sizes", () => {
  it("serves a request above imgix's 8192 px output limit at that limit instead of refusing it", async () => {
    const image = await fetchImage(`${service.url}/assets/photo.png?w=9000&h=100&fit=scale`);
    expect(image.status).toBe(200);
    expect(image.width).toBe(8192);
    expect(image.height).toBeLessThanOrEqual(100);
  });
});
