#!/usr/bin/env node
/**
 * node --import tsx scripts/content/round-trip.mjs [--content-dir <dir>] [--keep]
 * The whole round trip on the whole seed, timed: an empty local repository (the seed's
 * languages only) → content:push → push again (nothing created) → publish the migration release →
 * push again (every published document read back equals the source: nothing differs) →
 * content:pull → the pulled copy must give the site the same content as the source
 * (lib/snapshot.mjs) and pass content:check without errors. Prismic's pacing (the client waits 1.5 s between writes) makes
 * it take about 10 minutes for the seed, so `npm test` runs it on a subset
 * (tests/integration/content-tools/round-trip.test.ts) and this script is the full check.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import * as prismic from "@prismicio/client";
import { startContentService } from "../../services/content/server.mjs";
import { checkContent } from "./check/check.mjs";
import { contentSnapshot } from "./lib/snapshot.mjs";
import { endpoints, parseOptions, ROOT, runCommand } from "./lib/options.mjs";
import { pull } from "./pull/pull.mjs";
import { push } from "./push/push.mjs";

const USAGE = "usage: node --import tsx scripts/content/round-trip.mjs [--content-dir <dir>] [--keep]";
const REPOSITORY = "round-trip";
const TOKEN = "round-trip-write-token";

await runCommand("content round trip", async () => {
  const options = parseOptions(process.argv.slice(2), { "content-dir": { type: "string" }, keep: { type: "boolean" } }, USAGE);
  const source = path.resolve(String(options["content-dir"] ?? path.join(ROOT, "content")));
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "content-round-trip-"));
  const repositoryDir = path.join(work, "repository");
  const pulledDir = path.join(work, "pulled");
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const config = JSON.parse(await fs.readFile(path.join(source, "repository.json"), "utf8"));
  await fs.mkdir(repositoryDir, { recursive: true });
  await fs.writeFile(path.join(repositoryDir, "repository.json"), JSON.stringify({ languages: config.languages, types: {}, releases: [] }, null, 2));
  const service = await startContentService({ port: 0, contentDir: repositoryDir, writeToken: TOKEN });
  try {
    const api = endpoints(REPOSITORY, service.url);
    const pushed = await push({ repository: REPOSITORY, root: ROOT, contentDir: source, writeToken: TOKEN, endpoints: api, journalFile: path.join(work, "journal.json") });
    process.stdout.write(`[${elapsed()}] pushed\n`);
    const again = await push({ repository: REPOSITORY, root: ROOT, contentDir: source, writeToken: TOKEN, endpoints: api, journalFile: path.join(work, "journal.json"), log: () => {} });
    process.stdout.write(`[${elapsed()}] pushed again: ${again.documents.created} documents created, ${again.documents.differ} differ, ${again.assets.uploaded} assets uploaded\n`);
    const writeClient = prismic.createWriteClient(REPOSITORY, { writeToken: TOKEN, ...api });
    const { totalItems } = await writeClient.publishMigrationRelease();
    process.stdout.write(`[${elapsed()}] published ${totalItems} documents\n`);
    const afterPublishing = await push({ repository: REPOSITORY, root: ROOT, contentDir: source, writeToken: TOKEN, endpoints: api, journalFile: path.join(work, "journal.json"), log: () => {} });
    const { created, updated, alreadyThere, differ } = afterPublishing.documents;
    process.stdout.write(`[${elapsed()}] pushed after publishing: ${created} documents created, ${updated} updated, ${alreadyThere} already there, ${differ} differ\n`);
    const pulled = await pull({ repository: REPOSITORY, documentAPIEndpoint: api.documentAPIEndpoint, outDir: pulledDir, log: () => {} });
    process.stdout.write(`[${elapsed()}] pulled ${pulled.documents} documents and ${pulled.assets} files\n`);
    const [expected, actual] = [await contentSnapshot(source), await contentSnapshot(pulledDir)];
    const differing = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].filter((key) => !isDeepStrictEqual(expected[key], actual[key]));
    const { findings } = await checkContent({ contentDir: pulledDir, modelsDir: ROOT });
    const errors = findings.filter((finding) => finding.level === "error");
    process.stdout.write(
      `[${elapsed()}] ${Object.keys(expected).length} documents in the source, ${Object.keys(actual).length} pulled, ${differing.length} differ` +
        `${differing.length ? `: ${differing.slice(0, 10).join(", ")}` : ""}; content:check on the pulled copy: ${errors.length} errors\n`,
    );
    const ok = differing.length === 0 && errors.length === 0 && again.documents.created === 0 && again.documents.differ === 0 && pushed.documents.created === totalItems && created + updated + differ === 0;
    process.stdout.write(`${ok ? "round trip OK" : "round trip FAILED"} in ${elapsed()}${options.keep ? ` (kept in ${work})` : ""}\n`);
    return ok ? 0 : 1;
  } finally {
    await service.close();
    if (!options.keep) await fs.rm(work, { recursive: true, force: true });
  }
});
