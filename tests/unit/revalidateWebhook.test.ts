import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_WEBHOOK_SECRET } from "@/config/environment";
import { loadWebhookConfig, WebhookConfigError, webhookSecretMatches } from "@/server/revalidate/revalidateConfig";
import { linkedDocumentIds } from "@/server/revalidate/linkedDocuments";
import { handleRevalidate, type RevalidateDependencies } from "@/server/revalidate/handler";
import { RegenerationQueue } from "@/server/revalidate/regenerationQueue";
import { revalidationPath, splitLocale } from "@/server/revalidate/pagePath";
import {
  MAX_WEBHOOK_BODY_BYTES,
  parseWebhookBody,
  readWebhookBody,
  WebhookBodyError,
} from "@/server/revalidate/webhookBody";

const SECRET = "s3cret-for-tests";

/** What Prismic sends (https://prismic.io/docs/webhooks). */
const prismicBody = {
  type: "api-update",
  domain: "my-repo",
  apiUrl: "https://my-repo.prismic.io/api",
  secret: SECRET,
  masterRef: "ZxYw",
  releases: { update: [{ id: "Zabc", ref: "Zref", label: "Invierno", documents: ["Y1"] }] },
  masks: {},
  tags: {},
  documents: ["Y1", "Y2"],
};

/** The body reading error of a value, or null when it is accepted. */
function bodyError(value: unknown): WebhookBodyError | null {
  try {
    parseWebhookBody(value);
    return null;
  } catch (error) {
    if (error instanceof WebhookBodyError) return error;
    throw error;
  }
}

const request = (body: string | Buffer, headers: Record<string, string> = {}) =>
  Object.assign(Readable.from([Buffer.from(body)]), { headers }) as unknown as http.IncomingMessage;

describe("webhook body", () => {
  it("accepts Prismic's body, and the local content service's (null secret, empty objects)", () => {
    expect(parseWebhookBody(prismicBody)).toMatchObject({
      type: "api-update",
      secret: SECRET,
      documents: ["Y1", "Y2"],
    });
    const local = {
      type: "api-update",
      domain: "local",
      apiUrl: "http://localhost:3100/api/v2",
      secret: null,
      masterRef: "r",
      releases: {},
      masks: {},
      tags: {},
      documents: ["a"],
    };
    expect(parseWebhookBody(local)).toMatchObject({ secret: null, documents: ["a"] });
  });

  it("accepts a test trigger without documents, unknown keys, and removes repeated ids", () => {
    expect(parseWebhookBody({ type: "test-trigger", secret: SECRET }).documents).toEqual([]);
    expect(parseWebhookBody({ type: "api-update", documents: ["a", "b", "a"], extra: 1 }).documents).toEqual([
      "a",
      "b",
    ]);
  });

  it.each([
    [[1, 2], "expected a JSON object, received an array"],
    [null, "expected a JSON object, received null"],
    ["api-update", "expected a JSON object, received string"],
    [{ documents: [] }, "type: Invalid option"],
    [{ type: "api-delete", documents: [] }, "type: Invalid option"],
    [{ type: "api-update", documents: "Y1" }, "documents: Invalid input: expected array, received string"],
    [{ type: "api-update", documents: ["Y1", 2] }, "documents.1: Invalid input: expected string, received number"],
    [{ type: "api-update", documents: [""] }, "documents.0: must not be empty"],
    [{ type: "api-update", documents: ["Y1", "a\\"] }, "documents.1: may hold only letters, digits"],
    [{ type: "api-update", documents: ['a"]) or at(document.type, "x'] }, "documents.0: may hold only letters, digits"],
    [{ type: "api-update", secret: 42, documents: [] }, "secret: Invalid input"],
    [{ type: "api-update", releases: [], documents: [] }, "releases: Invalid input: expected record, received array"],
  ])("refuses %j with 400 naming the problem", (value, expected) => {
    const error = bodyError(value);
    expect(error?.status).toBe(400);
    expect(error?.message).toContain(expected);
    expect(error?.message).toMatch(/^Invalid webhook body: /);
  });

  it("reads a JSON body from the request", async () => {
    await expect(readWebhookBody(request(JSON.stringify(prismicBody)))).resolves.toMatchObject({
      documents: ["Y1", "Y2"],
    });
  });

  it("refuses an empty body, and text that is not JSON, with 400", async () => {
    await expect(readWebhookBody(request(""))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("the body is empty"),
    });
    await expect(readWebhookBody(request("{type: api-update}"))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("not JSON"),
    });
  });

  it("refuses a body over the limit with 413, by Content-Length and while reading", async () => {
    await expect(
      readWebhookBody(request("{}", { "content-length": String(MAX_WEBHOOK_BODY_BYTES + 1) })),
    ).rejects.toMatchObject({ status: 413 });
    const big = JSON.stringify({ type: "api-update", documents: ["x".repeat(200)] });
    await expect(readWebhookBody(request(big), 100)).rejects.toMatchObject({
      status: 413,
      message: "Webhook body too large: more than 100 bytes.",
    });
    await expect(readWebhookBody(request(big), big.length)).resolves.toBeTruthy();
  });

  it("drops a body that stops sending with 408", async () => {
    const stalled = Object.assign(new Readable({ read() {} }), {
      headers: { "content-length": "200" },
    }) as unknown as http.IncomingMessage;
    (stalled as unknown as Readable).push('{"type":"api-');
    await expect(
      readWebhookBody(stalled, MAX_WEBHOOK_BODY_BYTES, { idleTimeoutMs: 50, totalTimeoutMs: 1_000 }),
    ).rejects.toMatchObject({ status: 408 });
  });
});

describe("webhook secret", () => {
  it("matches only the exact configured secret", () => {
    expect(webhookSecretMatches(SECRET, SECRET)).toBe(true);
    expect(webhookSecretMatches("s3cret-for-tesTs", SECRET)).toBe(false);
    expect(webhookSecretMatches(`${SECRET} `, SECRET)).toBe(false);
  });

  it("compares secrets of any length without throwing (digests of equal size)", () => {
    expect(webhookSecretMatches("", SECRET)).toBe(false);
    expect(webhookSecretMatches("s3cret", SECRET)).toBe(false);
    expect(webhookSecretMatches(SECRET.repeat(50), SECRET)).toBe(false);
  });

  it("never matches a missing or non-string secret", () => {
    for (const given of [undefined, null, 42, {}, [SECRET]]) expect(webhookSecretMatches(given, SECRET)).toBe(false);
  });
});

describe("webhook configuration (PRISMIC_WEBHOOK_SECRET)", () => {
  const load =
    (value: string | undefined, local = true) =>
    () =>
      loadWebhookConfig({ PRISMIC_WEBHOOK_SECRET: value }, local);

  it("reads the secret, trimmed", () => {
    expect(load("  abc-123\n")()).toEqual({ secret: "abc-123" });
    expect(load(LOCAL_WEBHOOK_SECRET)()).toEqual({ secret: "local-webhook-secret" });
  });

  it("is not configured when unset or blank", () => {
    for (const value of [undefined, "", "   "]) {
      expect(load(value)).toThrow(WebhookConfigError);
      expect(load(value)).toThrow(/not configured: set PRISMIC_WEBHOOK_SECRET/);
    }
  });

  it("refuses unusable values without echoing them", () => {
    expect(load("two words")).toThrow("PRISMIC_WEBHOOK_SECRET contains white space");
    expect(load("x".repeat(257))).toThrow("PRISMIC_WEBHOOK_SECRET longer than 256 characters");
  });

  it("refuses the public local default against a real Prismic repository", () => {
    expect(load(LOCAL_WEBHOOK_SECRET, false)).toThrow(/is the local default/);
    expect(load("a-real-secret", false)()).toEqual({ secret: "a-real-secret" });
  });
});

describe("the path form res.revalidate needs (page file with locale, through the route table's rewrites)", () => {
  const ES = { defaultLocale: "es-es" as const, locales: ["es-es" as const] };
  const CO = { defaultLocale: "es-co" as const, locales: ["es-co" as const] };

  it.each([
    ["/", "/es-es"],
    ["/nuestros-productos", "/es-es/products"],
    ["/nuestros-productos/arnica-montana-9ch", "/es-es/products/arnica-montana-9ch"],
    ["/nuestros-productos/categoria/pediatria/pagina/2", "/es-es/products/categoria/pediatria/pagina/2"],
    ["/nuestros-consejos-de-salud/fiebre-en-ninos", "/es-es/health/fiebre-en-ninos"],
    ["/noticias/pagina/2", "/es-es/news/pagina/2"],
    ["/quienes-somos", "/es-es/corporate/quienes-somos"],
    ["/nuestra-vision", "/es-es/corporate/nuestra-vision"],
    ["/trabaja-con-nosotros", "/es-es/job-offers"],
    ["/trabaja-con-nosotros/formulario-solicitud", "/es-es/job-offers/spontaneous-application"],
    ["/trabaja-con-nosotros/tecnico/candidatura", "/es-es/job-offers/tecnico/apply"],
    ["/trabaja-con-nosotros/tecnico", "/es-es/job-offers/tecnico"],
    ["/preguntas-frecuentes/productos", "/es-es/f-a-q/productos"],
    ["/autor/lucia-arrieta", "/es-es/authors/lucia-arrieta"],
    ["/aviso-legal", "/es-es/aviso-legal"],
    ["/404", "/es-es/404"],
    ["/sitemap.xml", "/es-es/sitemap.xml"],
  ])("es: %s → %s", (path, expected) => {
    expect(revalidationPath(path, ES)).toBe(expected);
  });

  it("co: the same table under es-co", () => {
    expect(revalidationPath("/nuestros-productos/arnica-montana-9ch", CO)).toBe("/es-co/products/arnica-montana-9ch");
    expect(revalidationPath("/", CO)).toBe("/es-co");
  });

  it("a site with two locales: the other locale's prefix selects its table", () => {
    const both = { defaultLocale: "es-es" as const, locales: ["es-es" as const, "es-co" as const] };
    expect(splitLocale("/es-co/noticias", both)).toEqual({ locale: "es-co", path: "/noticias" });
    expect(revalidationPath("/es-co/noticias/x", both)).toBe("/es-co/news/x");
    expect(revalidationPath("/es-co", both)).toBe("/es-co");
    expect(revalidationPath("/noticias/x", both)).toBe("/es-es/news/x");
  });
});

describe("links a document shows", () => {
  it("finds document links in fields, groups, slices, rich-text spans and fetched link data", () => {
    const data = {
      category: { link_type: "Document", id: "cat", data: { parent: { link_type: "Document", id: "nested" } } },
      web: { link_type: "Web", url: "https://example.org", id: "not-a-document" },
      empty: { link_type: "Any" },
      related: [{ product: { link_type: "Document", id: "p1" } }],
      slices: [
        {
          primary: {
            text: [
              {
                type: "paragraph",
                text: "x",
                spans: [{ type: "hyperlink", data: { link_type: "Document", id: "p2", isBroken: true } }],
              },
            ],
          },
        },
      ],
    };
    expect([...linkedDocumentIds(data)].sort()).toEqual(["cat", "nested", "p1", "p2"]);
  });
});

describe("POST /api/revalidate handler", () => {
  let server: http.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(overrides: Partial<RevalidateDependencies> = {}) {
    const calls: string[] = [];
    /** Every call that reached the queue. */
    const submitted: string[][] = [];
    const queue = new RegenerationQueue({
      mapDocuments: async (ids) => ({
        paths: ids.map((id) => `/doc/${id}`),
        unknownDocuments: [],
        layout: false,
      }),
      log: { info: () => {}, error: () => {} },
    });
    const deps: RevalidateDependencies = {
      config: () => ({ secret: SECRET }),
      submit: (ids, ref) => {
        submitted.push([...ids]);
        return queue.submit(ids, ref, async (path) => void calls.push(path));
      },
      ...overrides,
    };
    server = http.createServer((req, res) => void handleRevalidate(req, res, deps));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
    const post = async (body: unknown) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        json: (await response.json()) as Record<string, unknown>,
      };
    };
    return { url, post, calls, queue, submitted };
  }

  it("lets nothing of a request that fails the method, body or secret checks reach the queue", async () => {
    const { url, post, submitted } = await serve();
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) await fetch(url, { method });
    await post("{");
    await post({ ...prismicBody, documents: "Y1" });
    await post({ ...prismicBody, filler: "x".repeat(MAX_WEBHOOK_BODY_BYTES) });
    await post({ ...prismicBody, secret: undefined });
    await post({ ...prismicBody, secret: "guess" });
    await post({ ...prismicBody, secret: SECRET.toUpperCase() });
    expect(submitted).toEqual([]);
    await post(prismicBody);
    expect(submitted).toEqual([["Y1", "Y2"]]);
  });

  it("answers 405 with Allow to other methods", async () => {
    const { url } = await serve();
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the secret is not configured, whatever the body", async () => {
    const { post, calls, queue } = await serve({ config: () => loadWebhookConfig({}, true) });
    const answer = await post({ ...prismicBody, secret: "anything" });
    expect(answer.status).toBe(503);
    expect(answer.json.error).toMatch(/not configured/);
    await queue.idle();
    expect(calls).toEqual([]);
  });

  it("answers 400 with the precise problem to a malformed body, 413 to an oversized one", async () => {
    const { post } = await serve();
    expect(await post("{")).toMatchObject({ status: 400, json: { error: expect.stringContaining("not JSON") } });
    expect(await post({ type: "api-update", secret: SECRET, documents: [1] })).toMatchObject({
      status: 400,
      json: { error: expect.stringContaining("documents.0") },
    });
    expect(
      await post({ ...prismicBody, documents: ["x".repeat(250)], filler: "x".repeat(MAX_WEBHOOK_BODY_BYTES) }),
    ).toMatchObject({ status: 413 });
  });

  it("answers 401 to a missing or wrong secret", async () => {
    const { post, calls, queue } = await serve();
    expect(await post({ ...prismicBody, secret: undefined })).toMatchObject({
      status: 401,
      json: { error: "Missing webhook secret." },
    });
    expect(await post({ ...prismicBody, secret: "guess" })).toMatchObject({
      status: 401,
      json: { error: "Wrong webhook secret." },
    });
    await queue.idle();
    expect(calls).toEqual([]);
  });

  it("answers a test trigger with 200 and revalidates nothing", async () => {
    const { post, calls, queue } = await serve();
    const answer = await post({ type: "test-trigger", secret: SECRET });
    expect(answer).toMatchObject({ status: 200, json: { queued: [], alreadyHandled: [] } });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    await queue.idle();
    expect(calls).toEqual([]);
  });

  it("answers 202 before the regeneration ends, which then regenerates every mapped path", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const queue = new RegenerationQueue({
      mapDocuments: async () => ({
        paths: ["/", "/a", "/b"],
        unknownDocuments: [],
        layout: false,
      }),
      log: { info: () => {}, error: () => {} },
    });
    const revalidate = async (path: string) => {
      await held;
      calls.push(path);
    };
    const { post } = await serve({ submit: (ids, ref) => queue.submit(ids, ref, revalidate) });
    const answer = await post(prismicBody);
    expect(answer).toMatchObject({ status: 202, json: { queued: ["Y1", "Y2"], alreadyHandled: [] } });
    expect(calls).toEqual([]);
    release();
    await queue.idle();
    expect(calls.sort()).toEqual(["/", "/a", "/b"]);
  });

  it("answers a repeated delivery (same master ref) with the ids already handled, and does no work again", async () => {
    const { post, calls, queue } = await serve();
    expect((await post(prismicBody)).json).toEqual({ queued: ["Y1", "Y2"], alreadyHandled: [] });
    await queue.idle();
    expect((await post(prismicBody)).json).toEqual({ queued: [], alreadyHandled: ["Y1", "Y2"] });
    await queue.idle();
    expect(calls.sort()).toEqual(["/doc/Y1", "/doc/Y2"]);
    expect((await post({ ...prismicBody, masterRef: "newer" })).status).toBe(202);
    await queue.idle();
    expect(calls).toHaveLength(4);
  });

  it("answers an empty documents list with 202 and queues nothing", async () => {
    const { post, calls, queue } = await serve();
    expect(await post({ ...prismicBody, documents: [] })).toMatchObject({
      status: 202,
      json: { queued: [], alreadyHandled: [] },
    });
    await queue.idle();
    expect(calls).toEqual([]);
  });
});
