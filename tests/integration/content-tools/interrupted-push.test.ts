import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { writeContentSubset } from "@tests/support/contentSubset";
import {
  doneLine,
  migrationRelease,
  pushInto,
  SEED_DIR,
  startEmptyRepository,
  temporaryDir,
  type ContentService,
} from "./contentToolsHarness";

const SUBSET = ["navigation-es-es", "navigation-es-co", "page-quienes-somos-es-es", "page-quienes-somos-es-co"];

let work: string;
let service: ContentService;
beforeAll(async () => {
  work = await temporaryDir("interrupted");
});
afterAll(async () => {
  await service?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

test("a push killed half-way and run again completes without duplicates", async () => {
  const source = path.join(work, "source");
  const repositoryDir = path.join(work, "repository");
  const journal = path.join(work, "journal.json");
  await writeContentSubset(SEED_DIR, source, SUBSET);
  service = await startEmptyRepository(repositoryDir);

  // Killed (SIGKILL, no chance to clean up) once two of the four documents exist, still empty.
  const killed = await pushInto(service, source, journal, { onLine: (line) => line.startsWith("document 3/4 ") });
  expect(killed.code).toBeNull();
  const half = await migrationRelease(repositoryDir);
  expect(half).toHaveLength(2);
  expect(half.every((doc) => Object.keys(doc.data).length === 0)).toBe(true);

  const rerun = await pushInto(service, source, journal);
  expect(rerun.stderr).toBe("");
  expect(rerun.code).toBe(0);
  expect(doneLine(rerun.stdout)).toMatch(
    /^done: 2 documents created, 2 completed, 0 updated, 0 already there, 0 differ \(not overwritten\); 0 assets uploaded, 1 already there/,
  );

  const release = await migrationRelease(repositoryDir);
  const keys = release.map((doc) => `${doc.type}/${doc.lang}/${doc.uid ?? "-"}`).sort();
  expect(keys).toEqual([
    "navigation/es-co/-",
    "navigation/es-es/-",
    "page/es-co/quienes-somos",
    "page/es-es/quienes-somos",
  ]);
  // Every document has its content, and the navigation's link to «Quiénes somos» points at the page in the release.
  const ids = new Set(release.map((doc) => doc.id));
  for (const doc of release) expect(Object.keys(doc.data).length).toBeGreaterThan(0);
  const navigation = release.find((doc) => doc.type === "navigation" && doc.lang === "es-es");
  const linked = JSON.stringify(navigation?.data).match(/"link_type":"Document","id":"([^"]+)"/g) ?? [];
  expect(linked.length).toBeGreaterThan(0);
  for (const link of linked) expect(ids.has(/"id":"([^"]+)"/.exec(link)?.[1] ?? "")).toBe(true);

  const third = await pushInto(service, source, journal);
  expect(doneLine(third.stdout)).toMatch(
    /^done: 0 documents created, 0 completed, 0 updated, 4 already there, 0 differ /,
  );
  expect(await migrationRelease(repositoryDir)).toHaveLength(4);
}, 120_000);
