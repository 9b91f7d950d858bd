/**
 * The locale indexes over a fake Content API: built on the first search, updated when the
 * published ref changes, updated at once by the webhook, and still answering during an outage.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeProduct, type FakeDocument } from "@tests/support/fakeProduct";

const api = vi.hoisted(() => ({
  ref: "ref-1",
  down: false,
  documents: [] as FakeDocument[],
  requests: 0,
  /** When set, full reads wait for it (an index still loading). */
  gate: null as Promise<void> | null,
}));

const product = fakeProduct;

function unreachable(): never {
  throw new Error("connect ECONNREFUSED");
}

vi.mock("@/lib/siteConfig", () => ({ siteConfig: { content: { ref: { kind: "master" } } } }));
vi.mock("@/lib/prismic/client", () => ({
  createClient: () => ({
    getRefs: async () => {
      api.requests += 1;
      if (api.down) unreachable();
      return [{ id: "master", ref: api.ref, isMasterRef: true, label: "Master" }];
    },
    dangerouslyGetAll: async ({ filters }: { filters: string[] }) => {
      api.requests += 1;
      await api.gate;
      if (api.down) unreachable();
      const ids = filters.join(" ").match(/document\.id, \[([^\]]*)\]/)?.[1];
      return ids ? api.documents.filter((doc) => ids.includes(`"${doc.id}"`)) : api.documents;
    },
    get: async () => {
      api.requests += 1;
      if (api.down) unreachable();
      const results = [...api.documents].sort((a, b) => b.last_publication_date.localeCompare(a.last_publication_date));
      return { results, total_pages: 2, total_results_size: results.length };
    },
  }),
}));

/** The snapshots instances share (Redis, a file): a map here, emptied before each test. */
const saved = vi.hoisted(() => new Map<string, string>());
vi.mock("@/sections/search/searchSnapshot", async () => {
  const { SearchIndex } = await import("@/sections/search/searchIndex");
  return {
    loadSearchSnapshot: async (locale: string) => {
      const text = saved.get(locale);
      if (!text) return null;
      const json = JSON.parse(text);
      return { ...json, seen: new Map(json.seen), index: SearchIndex.fromJSON(json.index) };
    },
    saveSearchSnapshot: async (
      locale: string,
      built: { ref: string; builtAt: number; seen: Map<string, string>; index: { toJSON: () => unknown } },
    ) => {
      saved.set(locale, JSON.stringify({ ...built, seen: [...built.seen], index: built.index.toJSON() }));
    },
  };
});

const { searchIndexFor, refreshSearchIndexes, SearchUnavailableError, warmSearchIndexes, searchIndexesWarming } =
  await import("@/sections/search/searchIndexLoader");
const { default: readyRoute } = await import("@/pages/api/ready");
const VIEWS = Symbol.for("laboratorios-brezo.perRefViews");
const titles = async (query: string) =>
  (await searchIndexFor("es-es")).search(query, ["product"]).hits.map((hit) => hit.document.title);
/** A new instance: no view in memory. */
const newInstance = () => (globalThis as Record<symbol, { views: Map<string, unknown> }>)[VIEWS].views.clear();

beforeEach(() => {
  newInstance();
  saved.clear();
  Object.assign(api, {
    ref: "ref-1",
    down: false,
    requests: 0,
    gate: null,
    documents: [product("a", "Árnica Montana"), product("b", "Caléndula"), product("c", "Gelsemium")],
  });
});

describe("the locale search index", () => {
  it("is built on the first search and kept while the ref stays", async () => {
    expect(await titles("arnica")).toEqual(["Árnica Montana"]);
    api.documents.push(product("d", "Árnica Plus", "2026-02-01T00:00:00+0000"));
    expect(await titles("arnica")).toEqual(["Árnica Montana"]);
  });

  it("takes in what was published when the ref changes", async () => {
    await titles("arnica");
    api.documents.push(product("d", "Árnica Plus", "2026-02-01T00:00:00+0000"));
    api.ref = "ref-2";
    expect(await titles("arnica")).toEqual(expect.arrayContaining(["Árnica Montana", "Árnica Plus"]));
  });

  it("drops a removed document when the webhook names it", async () => {
    await titles("gelsemium");
    api.documents = api.documents.filter((doc) => doc.id !== "c");
    api.ref = "ref-2";
    await refreshSearchIndexes(["c"], ["es-es"]);
    api.down = true;
    expect(await titles("gelsemium")).toEqual([]);
  });

  it("answers from the last good index during an outage, and says so when it never had one", async () => {
    api.down = true;
    await expect(searchIndexFor("es-es")).rejects.toBeInstanceOf(SearchUnavailableError);
    api.down = false;
    await titles("arnica");
    api.down = true;
    api.ref = "ref-3";
    expect(await titles("arnica")).toEqual(["Árnica Montana"]);
  });

  it("a new instance loads the saved index instead of reading every document, and updates it to the ref", async () => {
    await titles("arnica");
    await vi.waitFor(() => expect(saved.has("es-es")).toBe(true));
    // A new instance: no index in memory; the content API must not be read whole again.
    newInstance();
    api.requests = 0;
    expect(await titles("caléndula")).toEqual(["Caléndula"]);
    expect(api.requests).toBe(1); // the ref only: no document read
    // Behind the ref: updated incrementally (the newest documents), not rebuilt.
    newInstance();
    api.documents.push(product("d", "Árnica Plus", "2026-02-01T00:00:00+0000"));
    api.ref = "ref-2";
    api.requests = 0;
    expect(await titles("arnica")).toEqual(expect.arrayContaining(["Árnica Montana", "Árnica Plus"]));
    expect(api.requests).toBe(2); // the ref, the newest page
  });

  it("webhook refreshes never reject, even with the content API down", async () => {
    await titles("arnica");
    api.down = true;
    await expect(refreshSearchIndexes(["a"], ["es-es"])).resolves.toBeUndefined();
  });
});

/** What /api/ready answers now: its status and body. */
function readiness(): { status: number; body: unknown } {
  const answer = { status: 0, body: undefined as unknown };
  const res = {
    setHeader: () => res,
    status: (status: number) => {
      answer.status = status;
      return res;
    },
    json: (body: unknown) => {
      answer.body = body;
      return res;
    },
  };
  readyRoute({ method: "GET" } as never, res as never);
  return answer;
}

describe("readiness while the indexes load at start-up (issue 30)", () => {
  it("is not ready until every locale's first index is in, then ready, and the first search needs no read", async () => {
    let open = () => {};
    api.gate = new Promise<void>((resolve) => (open = resolve));
    const warming = warmSearchIndexes(["es-es"]);
    await vi.waitFor(() => expect(api.requests).toBeGreaterThan(1)); // the ref, then the full read
    expect(searchIndexesWarming()).toEqual(["es-es"]);
    expect(readiness()).toEqual({ status: 503, body: { status: "starting", loading: ["search es-es"] } });
    open();
    await warming;
    expect(readiness()).toEqual({ status: 200, body: { status: "ready" } });
    api.requests = 0;
    expect(await titles("arnica")).toEqual(["Árnica Montana"]);
    expect(api.requests).toBe(1); // the ref only
  });

  it("is ready when the start-up cannot read the content (an outage must not keep an instance out)", async () => {
    api.down = true;
    await warmSearchIndexes(["es-es"]);
    expect(readiness().status).toBe(200);
    await expect(searchIndexFor("es-es")).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});
