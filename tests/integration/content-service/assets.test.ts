import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startFixtureService, timed, type ContentService } from "./contentServiceHelpers";

let service: ContentService;
const ARNICA = "/assets/products/arnica.png"; // 1200x800 PNG
const PASIFLORA = "/assets/products/pasiflora.jpg"; // 900x600 JPEG

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function size(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

beforeAll(async () => {
  service = await startFixtureService();
});
afterAll(async () => {
  await service.close();
});

describe("resizing", () => {
  it("resizes to w=640 keeping the aspect ratio", async () => {
    const { response, body } = await get(`${ARNICA}?auto=format,compress&w=640`);
    expect(response.status).toBe(200);
    expect(await size(body)).toMatchObject({ width: 640, height: 427 });
  });

  it("honours h, dpr and the fit modes", async () => {
    expect(await size((await get(`${ARNICA}?h=200`)).body)).toMatchObject({ width: 300, height: 200 });
    expect(await size((await get(`${ARNICA}?w=300&dpr=2`)).body)).toMatchObject({ width: 600, height: 400 });
    expect(await size((await get(`${ARNICA}?w=300&h=300&fit=crop`)).body)).toMatchObject({ width: 300, height: 300 });
    expect(await size((await get(`${ARNICA}?w=300&h=300`)).body)).toMatchObject({ width: 300, height: 200 });
    expect(await size((await get(`${ARNICA}?w=300&h=300&fit=fill`)).body)).toMatchObject({ width: 300, height: 300 });
    expect(await size((await get(`${ARNICA}?w=300&h=100&fit=scale`)).body)).toMatchObject({ width: 300, height: 100 });
    // clip / max never enlarge
    expect(await size((await get(`${ARNICA}?w=3000&fit=max`)).body)).toMatchObject({ width: 1200, height: 800 });
    expect(await size((await get(`${ARNICA}?rect=0,0,400,400&w=100`)).body)).toMatchObject({ width: 100, height: 100 });
  });
});

describe("formats", () => {
  it("auto=format picks AVIF, then WebP, from Accept; else keeps the original format", async () => {
    const avif = await get(`${ARNICA}?auto=format,compress&w=320`, { accept: "image/avif,image/webp,*/*" });
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect((await size(avif.body)).format).toBe("heif");
    const webp = await get(`${ARNICA}?auto=format&w=320`, { accept: "image/webp,*/*" });
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect((await size(webp.body)).format).toBe("webp");
    const png = await get(`${ARNICA}?auto=format&w=320`, { accept: "*/*" });
    expect(png.response.headers.get("content-type")).toBe("image/png");
    const jpeg = await get(`${PASIFLORA}?auto=format&w=320`);
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
  });

  it("fm forces the format, q changes the quality", async () => {
    const forced = await get(`${ARNICA}?fm=jpg&w=320`, { accept: "image/avif" });
    expect(forced.response.headers.get("content-type")).toBe("image/jpeg");
    const low = await get(`${PASIFLORA}?w=600&q=10`);
    const high = await get(`${PASIFLORA}?w=600&q=95`);
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it("serves the original bytes when nothing changes", async () => {
    const original = await get(ARNICA);
    expect(original.response.headers.get("content-type")).toBe("image/png");
    expect(await size(original.body)).toMatchObject({ width: 1200, height: 800 });
  });
});

describe("HTTP caching", () => {
  it("sends immutable cache headers, Vary: Accept, CORS and an ETag; answers 304 on If-None-Match", async () => {
    const first = await get(`${ARNICA}?w=200`);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.response.headers.get("vary")).toBe("Accept");
    expect(first.response.headers.get("access-control-allow-origin")).toBe("*");
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${service.url}${ARNICA}?w=200`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const otherVariant = await get(`${ARNICA}?w=201`);
    expect(otherVariant.response.headers.get("etag")).not.toBe(etag);
  });

  it("varies the ETag with the negotiated format", async () => {
    const avif = await get(`${ARNICA}?auto=format&w=100`, { accept: "image/avif" });
    const webp = await get(`${ARNICA}?auto=format&w=100`, { accept: "image/webp" });
    expect(avif.response.headers.get("etag")).not.toBe(webp.response.headers.get("etag"));
  });

  it("answers a repeated variant from its memory cache", async () => {
    const path = `${PASIFLORA}?w=777&fm=avif&q=60`;
    const cold = await timed(() => get(path));
    const warm = await timed(() => get(path));
    expect(warm.result.body.equals(cold.result.body)).toBe(true);
    expect(warm.ms).toBeLessThan(cold.ms);
  });
});

describe("errors", () => {
  it("404s unknown assets and path traversal", async () => {
    expect((await get("/assets/products/nada.png")).response.status).toBe(404);
    for (const path of [
      "/assets/%2e%2e/repository.json",
      "/assets/products/%2e%2e/%2e%2e/repository.json",
      "/assets/..%2Frepository.json",
      "/assets/.hidden",
    ]) {
      expect((await get(path)).response.status).toBe(404);
    }
    const raw = await fetch(`${service.url}/assets/../repository.json`);
    expect(raw.status).toBe(404);
  });

  it("answers 400 on garbage or out-of-range parameters", async () => {
    for (const query of [
      "w=abc",
      "w=0",
      "w=99999999",
      "h=-5",
      "q=0",
      "q=101",
      "fit=stretchy",
      "fm=bmp",
      "dpr=9",
      "rect=1,2,3",
      "rect=1300,0,10,10",
      "auto=magic",
    ]) {
      const { response, body } = await get(`${ARNICA}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(body.toString()).toContain("Bad image parameter");
    }
  });

  it("ignores imgix parameters it does not implement", async () => {
    expect((await get(`${ARNICA}?sat=-100&ar=1:1&w=100`)).response.status).toBe(200);
  });
});

describe("faults on assets", () => {
  it("applies latency to assets when asked", async () => {
    service.faults.set({ latencyMs: 300, paths: ["assets"] });
    try {
      const { ms } = await timed(() => get(`${ARNICA}?w=50`));
      expect(ms).toBeGreaterThanOrEqual(280);
    } finally {
      service.faults.clear();
    }
  });
});
