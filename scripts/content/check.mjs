#!/usr/bin/env node
/**
 * npm run content:check [-- --content-dir <dir>] [-- --repository <name> [--service <url>]]
 * Checks content (content/ by default; or a repository, pulled first) against the models and the
 * editorial rules; prints a table of findings and exits 1 when any is an error (docs/content.md).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { checkContent, findingsTable } from "./check/check-content.mjs";
import { RULES } from "./check/rules.mjs";
import { endpoints, optionalEnv, parseOptions, repositoryName, ROOT, runCommand, UsageError } from "./lib/options.mjs";
import { pull } from "./pull/pull-repository.mjs";

const USAGE = `usage: npm run content:check [-- --content-dir <dir>] [-- --repository <name> [--service <url>]]
  --content-dir  the content directory to check (default: content/)
  --repository   check a repository's published content instead (pulled into a temporary directory)
  --service      with --repository: a local content service (e.g. http://localhost:3100)
  --models       the project whose customtypes/ and slices are the models (default: this project)
rules: ${RULES.map((rule) => `\n  ${rule.name.padEnd(10)} ${rule.description}`).join("")}`;

await runCommand("content:check", async () => {
  const options = parseOptions(process.argv.slice(2), {
    "content-dir": { type: "string" },
    repository: { type: "string" },
    service: { type: "string" },
    models: { type: "string" },
  }, USAGE);
  if (options.repository !== undefined && options["content-dir"] !== undefined) throw new UsageError(`give --content-dir or --repository, not both\n${USAGE}`);
  if (options.service !== undefined && options.repository === undefined) throw new UsageError(`--service goes with --repository\n${USAGE}`);
  let contentDir = path.resolve(String(options["content-dir"] ?? path.join(ROOT, "content")));
  let temporary = null;
  if (options.repository !== undefined) {
    const repository = repositoryName(options.repository);
    temporary = await fs.mkdtemp(path.join(os.tmpdir(), "content-check-"));
    contentDir = temporary;
    await pull({
      repository,
      documentAPIEndpoint: endpoints(repository, /** @type {string | undefined} */ (options.service)).documentAPIEndpoint,
      accessToken: optionalEnv(process.env, "PRISMIC_ACCESS_TOKEN"),
      outDir: contentDir,
      log: () => {},
    });
  }
  try {
    const { findings, documents, sets } = await checkContent({ contentDir, modelsDir: path.resolve(String(options.models ?? ROOT)) });
    const errors = findings.filter((finding) => finding.level === "error").length;
    const warnings = findings.length - errors;
    if (findings.length > 0) process.stdout.write(`${findingsTable(findings, contentDir)}\n\n`);
    process.stdout.write(`${documents} documents checked (${sets.join(", ")}) against ${RULES.length} rules: ${errors} errors, ${warnings} warnings\n`);
    return errors > 0 ? 1 : 0;
  } finally {
    if (temporary) await fs.rm(temporary, { recursive: true, force: true });
  }
});
