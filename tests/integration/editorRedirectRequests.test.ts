import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import type { GetStaticPropsContext } from "next";
import { startContentService } from "@services/content/server.mjs";

/**
 * Issue 43: an editors' redirect is answered by the page that finds nothing, within a page's
 * budget of content requests (tests/integration/contentRequests.test.ts): the first after a start
 * reads the table (one query) on top of the page's own requests and nothing more, the next none.
 * A preview never gives the published table its draft rows. On the seed, plus a row the site
 * refuses (an off-site host not on the settings' list) and one draft row.
 */
const MAX_CONTENT_REQUESTS = 4;
/** The es-es seed's external row (content/documents/redirects/redirects.es-es.json). */
const SHOP = "https://tienda.laboratoriosbrezo.example/";
/** A published row to a host the settings do not list. */
const REFUSED = { from: "/tienda-falsa", to: "https://tienda.laboratoriosbrezo.example.evil.example/" };
/** A row only the draft of the es-es redirects document has. */
const DRAFT_ONLY = "solo-en-borrador";

type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;
let contentDir: string;
/** The refused row's number as the site's warning gives it (from 1). */
let refusedRow: number;

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "redirect-requests-"));
  fs.cpSync("content", contentDir, { recursive: true });
  const published = path.join(contentDir, "documents", "redirects", "redirects.es-es.json");
  const document = JSON.parse(fs.readFileSync(published, "utf8")) as { data: { rows: unknown[] } };
  const row = (from: string, to: string, external = false) => ({
    from_path: from,
    target: { link_type: "Any" },
    target_path: to,
    external,
  });
  refusedRow = document.data.rows.push(row(REFUSED.from, REFUSED.to, true));
  fs.writeFileSync(published, JSON.stringify(document));
  const draft = structuredClone(document);
  draft.data.rows.push(row(`/${DRAFT_ONLY}`, "/noticias"));
  fs.mkdirSync(path.join(contentDir, "drafts", "redirects"), { recursive: true });
  fs.writeFileSync(path.join(contentDir, "drafts", "redirects", "redirects.es-es.json"), JSON.stringify(draft));
  service = await startContentService({ port: 0, contentDir });
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
});
afterAll(async () => {
  await service?.close();
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
});

/** What the root page file (`[...path]`) answers for a path (its segments), and how many content requests that took. */
async function answer(segments: string | string[], preview?: { ref: string }) {
  const { getStaticProps } = await import("@/pages/[...path]");
  const context: GetStaticPropsContext = {
    params: { path: typeof segments === "string" ? [segments] : segments },
    locale: "es-es",
    locales: ["es-es"],
    defaultLocale: "es-es",
    ...(preview ? { preview: true, previewData: preview } : {}),
  };
  service.requestLog.clear();
  const result = (await getStaticProps(context)) as { redirect?: unknown; notFound?: boolean };
  return { result, count: service.requestLog.entries().length };
}

describe("editors' redirects: content requests", () => {
  it(`the first after a start: at most ${MAX_CONTENT_REQUESTS}, the table's one query on top of the page's`, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = await answer("catalogo-2025");
    expect(first.result.redirect).toEqual({ destination: "/nuestros-productos", permanent: true });
    expect(first.count).toBeLessThanOrEqual(MAX_CONTENT_REQUESTS);
    // The row the site refuses is logged once, with its host, and is a 404.
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `redirects: es-es row ${refusedRow} left out: external target: host tienda.laboratoriosbrezo.example.evil.example is not on the settings' list of redirect hosts`,
    ]);
    warn.mockRestore();
    expect((await answer(REFUSED.from.slice(1))).result.notFound).toBe(true);
    // Another row (the external one): the table is kept, only the page's own requests.
    const next = await answer("tienda");
    expect(next.result.redirect).toEqual({ destination: SHOP, permanent: true });
    expect(next.count).toBe(first.count - 1);
    // A path of any depth outside the sections reaches the root page file, then its row.
    const deep = await answer(["productos", "jarabes", "brezosil"]);
    expect(deep.result.redirect).toEqual({ destination: "/nuestros-productos/brezosil-jarabe", permanent: true });
  });

  it("a preview reads the published table, and leaves it as it was", async () => {
    const created = await fetch(`${service.url}/__admin/preview-refs`, { method: "POST", body: "{}" });
    const { ref } = (await created.json()) as { ref: string };
    const drafts = prismic.createClient<Content.RedirectsDocument>("seed", {
      documentAPIEndpoint: service.apiEndpoint,
    });
    const previewed = await drafts.getSingle("redirects", { ref, lang: "es-es" });
    expect(previewed.data.rows.map((row) => row.from_path)).toContain(`/${DRAFT_ONLY}`);
    expect((await answer(DRAFT_ONLY, { ref })).result.notFound).toBe(true);
    expect((await answer("campana-invierno", { ref })).result.redirect).toEqual({
      destination: "/nuestros-consejos-de-salud",
      permanent: false,
    });
    expect((await answer(DRAFT_ONLY)).result.notFound).toBe(true);
    expect((await answer("catalogo-2025")).result.redirect).toEqual({
      destination: "/nuestros-productos",
      permanent: true,
    });
  });
});
