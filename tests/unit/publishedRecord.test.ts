/**
 * Issue 49: the published record maps a moved path to its document, so a moved path always leads to
 * the document's current path, never loops after a move back, and is a 404 once the document is
 * unpublished; a publish's answer names every path whose redirect changed. Here on the record of a
 * site without Redis (the process and the build's file), which works as the Redis one does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-record-"));
let record: typeof import("@/server/published/publishedRecord");

const entry = (uid: string) => ({
  locale: "es-es",
  path: `/noticias/${uid}`,
  type: "news_item",
  lastmod: "2026-11-28",
});
const none = { entries: {}, rows: {} };

beforeAll(async () => {
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dir);
  delete process.env.REDIS_URL;
  delete process.env.REDIS_STATE_URL;
  const { recordFile, RECORD_SHAPE } = await import("@/server/published/recordStore");
  const built = { shape: RECORD_SHAPE, version: "1", ref: "r1", reconciledAt: Date.now(), moved: {}, rows: {} };
  fs.mkdirSync(path.dirname(recordFile()), { recursive: true });
  fs.writeFileSync(recordFile(), JSON.stringify({ ...built, documents: { a: entry("uno"), b: entry("dos") } }));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  record = await import("@/server/published/publishedRecord");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const to = async (from: string) => record.movedTo(await record.publishedRecord(), `/noticias/${from}`);

describe("the published record", () => {
  it("maps a moved path to its document: a second move flattens the first, a move back ends both", async () => {
    expect(await record.recordPublished({ ...none, entries: { a: entry("uno-bis") } })).toEqual(["/noticias/uno"]);
    expect(await to("uno")).toBe("/noticias/uno-bis");
    expect(await record.recordPublished({ ...none, entries: { a: entry("uno-ter") } })).toEqual(
      expect.arrayContaining(["/noticias/uno", "/noticias/uno-bis"]),
    );
    expect([await to("uno"), await to("uno-bis")]).toEqual(["/noticias/uno-ter", "/noticias/uno-ter"]);
    await record.recordPublished({ ...none, entries: { a: entry("uno") } });
    expect([await to("uno"), await to("uno-bis"), await to("uno-ter")]).toEqual([
      null,
      "/noticias/uno",
      "/noticias/uno",
    ]);
  });

  it("names, at each publish of a document, every path that leads to it, although its own path did not change", async () => {
    expect(await record.recordPublished({ ...none, entries: { a: entry("uno") } })).toEqual(
      expect.arrayContaining(["/noticias/uno-bis", "/noticias/uno-ter"]),
    );
  });

  it("finds in a full read the moves of publishes no webhook told of: old path → document, the unpublished ones too", () => {
    const before = { a: entry("uno"), b: entry("dos"), c: entry("tres") };
    expect(record.movesBetween(before, { a: entry("uno"), b: entry("dos-bis") })).toEqual({
      "/noticias/dos": "b",
      "/noticias/tres": "c",
    });
  });

  it("answers 404 for an unpublished document's old paths, and leads them to it again once it is back elsewhere", async () => {
    await record.recordPublished({ ...none, entries: { b: entry("dos-bis") } });
    expect(await record.recordPublished({ ...none, entries: { b: null } })).toEqual(
      expect.arrayContaining(["/noticias/dos", "/noticias/dos-bis"]),
    );
    expect([await to("dos"), await to("dos-bis")]).toEqual([null, null]);
    expect((await record.publishedRecord()).documents.has("b")).toBe(false);
    await record.recordPublished({ ...none, entries: { b: entry("dos-nuevo") } });
    expect([await to("dos"), await to("dos-bis")]).toEqual(["/noticias/dos-nuevo", "/noticias/dos-nuevo"]);
  });

  it("names the editors' rows a redirects document removed, kept across publishes", async () => {
    await record.recordPublished({ ...none, rows: { r: ["/viejo", "/antiguo"] } });
    expect(await record.recordPublished({ ...none, rows: { r: ["/viejo"] } })).toEqual(["/viejo", "/antiguo"]);
    expect(await record.recordPublished({ ...none, rows: { r: null } })).toEqual(["/viejo"]);
  });

  it("is kept on disk for the next start, with its moves", async () => {
    const { fileRecordStore, recordFile } = await import("@/server/published/recordStore");
    const stored = await fileRecordStore(recordFile()).load();
    expect(stored?.documents.a.path).toBe("/noticias/uno");
    expect(stored?.moved["/noticias/uno-bis"]).toBe("a");
  });

  it("keeps its moves and rows across a rebuild in the same directory, with the paths moved since (a site without Redis)", async () => {
    const { fileRecordStore, recordFile } = await import("@/server/published/recordStore");
    const previous = fs.readFileSync(recordFile(), "utf8");
    const rebuilt = record.builtRecord({ a: entry("uno"), b: entry("dos-otro") }, "r9", previous);
    expect(rebuilt.moved).toMatchObject({ "/noticias/uno-bis": "a", "/noticias/dos-nuevo": "b" });
    expect(rebuilt.rows).toEqual(JSON.parse(previous).rows);
    fs.writeFileSync(recordFile(), JSON.stringify(rebuilt));
    expect((await fileRecordStore(recordFile()).load())?.moved["/noticias/dos-nuevo"]).toBe("b");
    expect(record.builtRecord({ a: entry("uno") }, "r9", null).moved).toEqual({});
    expect(record.builtRecord({ a: entry("uno") }, "r9", "not json").moved).toEqual({});
  });
});
