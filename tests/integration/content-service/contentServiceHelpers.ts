import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";

/** The tests' own small content repository. */
export const FIXTURE_DIR = path.resolve(__dirname, "../../fixtures/content");

export type ContentService = Awaited<ReturnType<typeof startContentService>>;
export type LogEntry = ReturnType<ContentService["requestLog"]["entries"]>[number];

/** Starts the service on a free port over the fixture repository (or another directory). */
export function startFixtureService(options: Partial<Parameters<typeof startContentService>[0]> = {}) {
  return startContentService({ port: 0, contentDir: FIXTURE_DIR, ...options });
}

/** An unmodified @prismicio/client pointed at the service. */
export function createClient(service: ContentService, config: prismic.ClientConfig = {}) {
  return prismic.createClient<prismic.PrismicDocument>("fixture", {
    documentAPIEndpoint: service.apiEndpoint,
    ...config,
  });
}

/** The logged `documents/search` requests, oldest first. */
export function searchRequests(service: ContentService): LogEntry[] {
  return service.requestLog.entries().filter((entry) => entry.path.endsWith("/documents/search"));
}

/** A query value from the log as a list (repeated keys are arrays, single ones strings). */
export function queryValues(entry: LogEntry, key: string): string[] {
  const value = entry.query[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Copies the fixture repository into a fresh temporary directory; returns its path. */
export async function copyFixture(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "content-service-"));
  await fs.cp(FIXTURE_DIR, dir, { recursive: true });
  return dir;
}

/** Writes a JSON file, creating its directory. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, typeof value === "string" ? value : JSON.stringify(value, null, 2));
}

/** Milliseconds taken by an async call, and its result. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

export { rejectionOf } from "@tests/support/rejectionOf";

/** Ids of documents, in order. */
export function ids(documents: Array<{ id: string }>): string[] {
  return documents.map((doc) => doc.id);
}

/** The spans of the first block of a rich text value. */
export function firstBlockSpans(field: unknown): prismic.RTInlineNode[] {
  return (field as prismic.RTTextNode[])[0].spans;
}
