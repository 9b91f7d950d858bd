import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import {
  createClient,
  queryValues,
  rejectionOf,
  searchRequests,
  startFixtureService,
  timed,
  type ContentService,
} from "./contentServiceHelpers";

let service: ContentService;

/** A client whose repository (refs) is already fetched and cached, so timings cover searches only. */
async function warmClient(): Promise<prismic.Client> {
  const client = createClient(service);
  await client.getRepository();
  service.requestLog.clear();
  return client;
}

beforeAll(async () => {
  service = await startFixtureService();
});
afterEach(() => {
  service.faults.clear();
});
afterAll(async () => {
  await service.close();
});

describe("429 Too Many Requests", () => {
  it("is answered with Retry-After; the client waits that long, retries and succeeds", async () => {
    const client = await warmClient();
    service.faults.set({ status429: { count: 1, retryAfter: 1 }, paths: ["search"] });
    const { ms, result } = await timed(() => client.getByUID("product", "nux-vomica"));
    expect(result.id).toBe("prod-nux");
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(searchRequests(service).map((entry) => entry.status)).toEqual([429, 200]);
  });

  it("carries the exact body and header", async () => {
    service.faults.set({ status429: { count: 1, retryAfter: 7 } });
    const response = await fetch(service.apiEndpoint);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.json()).toEqual({ status_code: 429, status_message: "Too Many Requests" });
  });

  it("without a usable Retry-After value the client waits its default 1500 ms", async () => {
    const client = await warmClient();
    // An HTTP-date Retry-After is not a number of seconds: the client falls back to 1500 ms.
    service.faults.set({ status429: { count: 1, retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT" }, paths: ["search"] });
    const { ms } = await timed(() => client.getByUID("product", "nux-vomica"));
    expect(ms).toBeGreaterThanOrEqual(1450);
    expect(searchRequests(service).map((entry) => entry.status)).toEqual([429, 200]);
  });

  it("with no Retry-After header at all, client 7.22 retries at once (Number(null) is 0, not NaN)", async () => {
    service.faults.set({ status429: { count: 1, retryAfter: null }, paths: ["search"] });
    const response = await fetch(`${service.apiEndpoint}/documents/search?ref=${service.masterRef()}`);
    expect(response.status).toBe(429);
    expect(response.headers.has("retry-after")).toBe(false);

    const client = await warmClient();
    service.faults.set({ status429: { count: 2, retryAfter: null }, paths: ["search"] });
    const { ms, result } = await timed(() => client.getByUID("product", "nux-vomica"));
    expect(result.id).toBe("prod-nux");
    expect(ms).toBeLessThan(1000);
    expect(searchRequests(service).map((entry) => entry.status)).toEqual([429, 429, 200]);
  });
});

describe("ref retries", () => {
  it("retries an unknown ref once with the master ref named in the 404", async () => {
    const client = createClient(service);
    client.queryContentFromRef("nope");
    service.requestLog.clear();
    expect((await client.getByUID("product", "nux-vomica")).id).toBe("prod-nux");
    const searches = searchRequests(service);
    expect(searches.map((entry) => [queryValues(entry, "ref")[0], entry.status])).toEqual([
      ["nope", 404],
      [service.masterRef(), 200],
    ]);
  });

  it("retries an expired master ref (410) after the master ref rotates", async () => {
    const client = createClient(service);
    const oldRef = (await client.getMasterRef()).ref;
    const rotated = await (await fetch(`${service.url}/__admin/expire-master-ref`, { method: "POST" })).json();
    expect(rotated).toEqual({ expiredRef: oldRef, masterRef: service.masterRef() });
    expect(rotated.masterRef).not.toBe(oldRef);

    const direct = await fetch(`${service.apiEndpoint}/documents/search?ref=${oldRef}`);
    expect(direct.status).toBe(410);
    expect(await direct.json()).toEqual({
      type: "api_validation_error",
      message: `Ref expired. Master ref is: ${rotated.masterRef}`,
    });

    service.requestLog.clear();
    // The client still holds the old master ref in its 5 s repository cache.
    expect((await client.getByUID("product", "nux-vomica")).id).toBe("prod-nux");
    expect(searchRequests(service).map((entry) => [queryValues(entry, "ref")[0], entry.status])).toEqual([
      [oldRef, 410],
      [rotated.masterRef, 200],
    ]);
  });

  it("gives up after one try and two retries when the ref keeps failing (RefNotFoundError)", async () => {
    const client = await warmClient();
    service.faults.set({ refError: { count: 10, status: 404 } });
    const error = await rejectionOf(client.getByUID("product", "nux-vomica"));
    expect(error).toBeInstanceOf(prismic.RefNotFoundError);
    expect(searchRequests(service)).toHaveLength(3);
  });

  it("gives up the same way on refs that keep expiring (RefExpiredError)", async () => {
    const client = await warmClient();
    service.faults.set({ refError: { count: 10, status: 410 } });
    const error = await rejectionOf(client.getByUID("product", "nux-vomica"));
    expect(error).toBeInstanceOf(prismic.RefExpiredError);
    expect(searchRequests(service)).toHaveLength(3);
  });
});

describe("R8: each error status maps to its client error", () => {
  it("400 → ParsingError", async () => {
    const error = await rejectionOf(createClient(service).get({ filters: ["[at(document.type, )]"] }));
    expect(error).toBeInstanceOf(prismic.ParsingError);
  });

  it("401 → ForbiddenError (an access token is configured and missing or wrong)", async () => {
    const secured = await startFixtureService({ accessToken: "s3cret" });
    try {
      const raw = await fetch(secured.apiEndpoint);
      expect(raw.status).toBe(401);
      expect(await raw.json()).toEqual({
        type: "api_security_error",
        message: "Invalid access token",
        error: "Invalid access token",
      });
      expect(await rejectionOf(createClient(secured).getRepository())).toBeInstanceOf(prismic.ForbiddenError);
      const wrong = await rejectionOf(createClient(secured, { accessToken: "nope" }).getRepository());
      expect(wrong).toBeInstanceOf(prismic.ForbiddenError);
      const search = await fetch(`${secured.apiEndpoint}/documents/search?ref=${secured.masterRef()}`);
      expect(search.status).toBe(401);
      const good = createClient(secured, { accessToken: "s3cret" });
      expect((await good.getByUID("product", "nux-vomica")).id).toBe("prod-nux");
    } finally {
      await secured.close();
    }
  });

  it("404 ref not found → RefNotFoundError, message ending with the master ref", async () => {
    const raw = await fetch(`${service.apiEndpoint}/documents/search?ref=nope`);
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      type: "api_notfound_error",
      message: `Ref not found. Master ref is: ${service.masterRef()}`,
    });
  });

  it("404 expired preview token → PreviewTokenExpiredError", async () => {
    const { ref } = service.createPreviewRef({ ttlMs: 0 });
    const client = createClient(service);
    client.queryContentFromRef(ref);
    expect(await rejectionOf(client.get())).toBeInstanceOf(prismic.PreviewTokenExpiredError);
  });

  it("404 with another JSON body → NotFoundError", async () => {
    const client = await warmClient();
    service.faults.set({ notFound: { count: 1 }, paths: ["search"] });
    const error = await rejectionOf(client.get());
    expect(error).toBeInstanceOf(prismic.NotFoundError);
    expect(error).not.toBeInstanceOf(prismic.RefNotFoundError);
  });

  it("404 with an empty body on the repository endpoint → RepositoryNotFoundError", async () => {
    const named = await startFixtureService({ repositoryNames: ["alba"] });
    try {
      const known = prismic.createClient<prismic.PrismicDocument>("alba", {
        documentAPIEndpoint: `${named.url}/alba/api/v2`,
      });
      expect((await known.getByUID("product", "nux-vomica")).id).toBe("prod-nux");
      expect((await createClient(named).getRepository()).refs[0].ref).toBe(named.masterRef());

      const raw = await fetch(`${named.url}/otro/api/v2`);
      expect(raw.status).toBe(404);
      expect(await raw.text()).toBe("");
      const unknown = prismic.createClient<prismic.PrismicDocument>("otro", {
        documentAPIEndpoint: `${named.url}/otro/api/v2`,
      });
      expect(await rejectionOf(unknown.getRepository())).toBeInstanceOf(prismic.RepositoryNotFoundError);
    } finally {
      await named.close();
    }
  });

  it("410 → RefExpiredError (the client side is covered by the ref retry tests)", async () => {
    service.faults.set({ refError: { count: 1, status: 410 } });
    const raw = await fetch(`${service.apiEndpoint}/documents/search?ref=${service.masterRef()}`);
    expect(raw.status).toBe(410);
    expect((await raw.json()).message).toBe(`Ref expired. Master ref is: ${service.masterRef()}`);
  });

  it("5xx → PrismicError (not retried)", async () => {
    for (const status of [500, 502, 503]) {
      const client = await warmClient();
      service.faults.set({ status5xx: { count: 1, status } });
      const error = await rejectionOf(client.get());
      expect(error).toBeInstanceOf(prismic.PrismicError);
      expect(error.constructor).toBe(prismic.PrismicError);
      expect(searchRequests(service).map((entry) => entry.status)).toEqual([status]);
    }
  });

  it("unknown API paths answer a JSON 404", async () => {
    const raw = await fetch(`${service.apiEndpoint}/documents/nothing`);
    expect(raw.status).toBe(404);
    expect((await raw.json()).type).toBe("api_notfound_error");
  });
});

describe("latency and the request log", () => {
  it("adds latency to matching requests only", async () => {
    service.faults.set({ latencyMs: 400, paths: ["repository"] });
    const slow = await timed(() => fetch(service.apiEndpoint));
    expect(slow.ms).toBeGreaterThanOrEqual(380);
    const fast = await timed(() => fetch(`${service.apiEndpoint}/documents/search?ref=${service.masterRef()}`));
    expect(fast.ms).toBeLessThan(300);
  });

  it("logs method, path, query (repeated keys as arrays), status and duration; admin calls are not logged", async () => {
    service.requestLog.clear();
    const client = await warmClient();
    await client.get({ filters: ['[at(document.type, "product")]', "[has(my.product.image)]"], pageSize: 3 });
    await fetch(`${service.url}/__admin/health`);
    const log = (await (await fetch(`${service.url}/__admin/log`)).json()) as Array<Record<string, unknown>>;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: "GET", path: "/api/v2/documents/search", status: 200 });
    expect((log[0].query as Record<string, unknown>).q).toEqual([
      '[[at(document.type, "product")]]',
      "[[has(my.product.image)]]",
    ]);
    expect((log[0].query as Record<string, unknown>).pageSize).toBe("3");
    expect(typeof log[0].durationMs).toBe("number");
    expect(Number.isNaN(Date.parse(log[0].time as string))).toBe(false);
    expect((await fetch(`${service.url}/__admin/log`, { method: "DELETE" })).status).toBe(200);
    expect(service.requestLog.entries()).toEqual([]);
  });

  it("sets and clears faults over the admin API, rejecting invalid configurations", async () => {
    const post = (body: unknown) =>
      fetch(`${service.url}/__admin/faults`, { method: "POST", body: JSON.stringify(body) });
    expect((await post({ status429: { count: -1 } })).status).toBe(400);
    expect((await post({ status5xx: { count: 1, status: 418 } })).status).toBe(400);
    expect((await post({ paths: ["everywhere"] })).status).toBe(400);
    const set = await post({ status5xx: { count: 2, status: 503 }, paths: ["repository"] });
    expect((await set.json()).faults.status5xx).toEqual({ count: 2, status: 503 });
    expect((await fetch(service.apiEndpoint)).status).toBe(503);
    expect((await fetch(`${service.apiEndpoint}/documents/search?ref=${service.masterRef()}`)).status).toBe(200);
    expect((await (await fetch(`${service.url}/__admin/faults`)).json()).faults.status5xx.count).toBe(1);
    await fetch(`${service.url}/__admin/faults`, { method: "DELETE" });
    expect((await fetch(service.apiEndpoint)).status).toBe(200);
  });
});
