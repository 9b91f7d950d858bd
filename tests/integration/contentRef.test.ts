import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";

/**
 * Content reference (docs/editors.md, "Releases and pinning a site to a ref"): the site's client reads the master ref by default, or a release (by
 * id or label), or a manual ref; a ref that is unknown or has expired falls back to the latest
 * master ref after at most 2 retries, which drops draft content. Real HTTP, the unmodified client,
 * the site's createClient with PRISMIC_CONTENT_REF as a deployment would set it.
 */
type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;

const RELEASE_ID = "campana-invierno-2026";
const RELEASE_LABEL = "Campaña de invierno 2026";
const RELEASE_SUMMARY = "Ahora también en formato de 100 ml";
const DRAFT_PRODUCT_UID = "equinacea-purpurea-gotas";

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
});
afterAll(async () => {
  delete process.env.PRISMIC_CONTENT_REF;
  await service?.close();
});

/** The site's client, built as a fresh process would build it with this PRISMIC_CONTENT_REF. */
async function siteClient(contentRef: string | undefined, config: { previewData?: unknown } = {}) {
  vi.resetModules();
  if (contentRef === undefined) delete process.env.PRISMIC_CONTENT_REF;
  else process.env.PRISMIC_CONTENT_REF = contentRef;
  const { createClient } = await import("@/lib/prismic/client");
  const { checkedRefState } = await import("@/lib/prismic/checkedRef");
  const client = createClient(config as never);
  return { client, checkedRefState: () => checkedRefState(client) };
}

const brezosilSummary = async (client: prismic.Client) =>
  String((await client.getByUID("product", "brezosil-jarabe", { lang: "es-es" })).data.summary);

const brezosilName = async (client: prismic.Client) =>
  String((await client.getByUID("product", "brezosil-jarabe", { lang: "es-es" })).data.name);

/** Search requests the service answered since the log was cleared, with the status of each. */
const searchStatuses = () =>
  service.requestLog
    .entries()
    .filter((entry) => entry.path.endsWith("/documents/search"))
    .map((entry) => entry.status);

const expiredPreviewRef = async () => {
  const { ref } = service.createPreviewRef({ ttlMs: 1 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return ref;
};

describe("content reference pinning (PRISMIC_CONTENT_REF)", () => {
  it("reads the master ref by default", async () => {
    const { client } = await siteClient(undefined);
    expect(await brezosilSummary(client)).not.toContain(RELEASE_SUMMARY);
  });

  it("reads a release by id and by label", async () => {
    expect(await brezosilSummary((await siteClient(`release:${RELEASE_ID}`)).client)).toContain(RELEASE_SUMMARY);
    expect(await brezosilSummary((await siteClient(`release-label:${RELEASE_LABEL}`)).client)).toContain(
      RELEASE_SUMMARY,
    );
  });

  it("falls back to the master ref, with one warning, when the pinned release no longer exists", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { client } = await siteClient("release-label:Campaña que ya se publicó");
      expect(await brezosilSummary(client)).not.toContain(RELEASE_SUMMARY);
      expect(await brezosilSummary(client)).not.toContain(RELEASE_SUMMARY);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/Campaña que ya se publicó.*master/);
    } finally {
      warn.mockRestore();
    }
  });

  it("reads a manual ref: a preview ref shows the drafts", async () => {
    const { ref } = service.createPreviewRef();
    const { client } = await siteClient(`ref:${ref}`);
    const draft = await client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" });
    expect(draft.uid).toBe(DRAFT_PRODUCT_UID);
  });

  it("an unknown manual ref falls back to the latest master ref after at most 2 retries, dropping drafts", async () => {
    const { client } = await siteClient("ref:no-such-ref");
    service.requestLog.clear();
    expect(await brezosilSummary(client)).not.toContain(RELEASE_SUMMARY);
    const statuses = searchStatuses();
    expect(statuses.length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(2);
    expect(statuses.at(-1)).toBe(200);
    // From then on the client reads the master ref directly: one request per query.
    service.requestLog.clear();
    await expect(client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" })).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
    expect(searchStatuses()).toEqual([200]);
  });

  it("an expired manual ref (a preview token) falls back to the master ref, dropping drafts", async () => {
    const { client, checkedRefState } = await siteClient(`ref:${await expiredPreviewRef()}`);
    expect(await brezosilSummary(client)).not.toContain(RELEASE_SUMMARY);
    await expect(client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" })).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
    expect(checkedRefState()?.expired).toBe(true);
  });

  it("a master ref that expires while cached is retried with the new master ref (410, then 200)", async () => {
    const { client } = await siteClient(undefined);
    await brezosilSummary(client); // caches the repository (and its master ref) for 5 s
    service.expireMasterRef();
    service.requestLog.clear();
    expect(await brezosilName(client)).toBe("Brezosil jarabe");
    expect(searchStatuses()).toEqual([410, 200]);
  });
});

describe("preview data", () => {
  it("shows drafts through a valid preview ref", async () => {
    const { ref } = service.createPreviewRef();
    const { client, checkedRefState } = await siteClient(undefined, { previewData: { ref } });
    expect((await client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" })).uid).toBe(DRAFT_PRODUCT_UID);
    expect(checkedRefState()?.expired).toBe(false);
  });

  it("an expired preview ref shows published content instead of failing the page, and says so", async () => {
    const { client, checkedRefState } = await siteClient(undefined, {
      previewData: { ref: await expiredPreviewRef() },
    });
    expect(await brezosilName(client)).toBe("Brezosil jarabe");
    await expect(client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" })).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
    expect(checkedRefState()?.expired).toBe(true);
  });

  it("preview wins over a pinned release", async () => {
    const { ref } = service.createPreviewRef();
    const { client } = await siteClient(`release:${RELEASE_ID}`, { previewData: { ref } });
    expect((await client.getByUID("product", DRAFT_PRODUCT_UID, { lang: "es-es" })).uid).toBe(DRAFT_PRODUCT_UID);
  });
});
