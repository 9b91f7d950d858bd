import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";
import { createContentFetch } from "@/lib/prismic/contentFetch";

type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "tests/fixtures/content" });
});
afterAll(() => service?.close());
beforeEach(() => {
  service.faults.clear();
  service.requestLog.clear();
});

/** A client as the site builds it: the unmodified @prismicio/client with the site's fetch. */
const siteClient = (options: Parameters<typeof createContentFetch>[0] = {}) =>
  prismic.createClient<prismic.PrismicDocument>("laboratorios-brezo", {
    documentAPIEndpoint: service.apiEndpoint,
    fetch: createContentFetch(options),
  });

const searches = () =>
  service.requestLog.entries().filter((entry: { path: string }) => entry.path.endsWith("/documents/search"));

describe("the site's content fetch (R4 rate limiting)", () => {
  it("waits 1500 ms on a 429 without Retry-After, then succeeds", async () => {
    const client = siteClient();
    await client.getRepository();
    service.faults.set({ status429: { count: 1, retryAfter: null }, paths: ["search"] });
    const started = Date.now();
    const docs = await client.get({ pageSize: 1 });
    const elapsed = Date.now() - started;
    expect(docs.results).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(1450);
    expect(elapsed).toBeLessThan(4000);
    expect(searches().map((entry: { status: number }) => entry.status)).toEqual([429, 200]);
  });

  it("waits the Retry-After seconds when the header is present", async () => {
    const client = siteClient();
    await client.getRepository();
    service.faults.set({ status429: { count: 1, retryAfter: 1 }, paths: ["search"] });
    const started = Date.now();
    await client.get({ pageSize: 1 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1450);
  });

  it("gives up on a URL that stays rate-limited instead of looping forever", async () => {
    const client = siteClient({ defaultRetryAfterMs: 10, maxRateLimitedAttempts: 3 });
    await client.getRepository();
    service.faults.set({ status429: { count: 50, retryAfter: null }, paths: ["search"] });
    await expect(client.get({ pageSize: 1 })).rejects.toThrow(/gave up after 3 answers of 429/);
    expect(searches()).toHaveLength(3);
  });

  it("fails fast when the content service does not answer in time", async () => {
    const client = siteClient({ timeoutMs: 300 });
    await client.getRepository();
    service.faults.set({ latencyMs: 2000, paths: ["search"] });
    const started = Date.now();
    await expect(client.get({ pageSize: 1 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
