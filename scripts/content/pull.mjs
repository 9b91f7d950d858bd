#!/usr/bin/env node
/**
 * npm run content:pull -- --repository <name> --out <dir> [--release <id or label>] [--service <url>] [--force]
 * Writes a repository's published documents (every locale) and the files they use into a content
 * directory the local service serves (docs/content.md). Environment: PRISMIC_ACCESS_TOKEN
 * (a private repository's Content API token).
 */
import path from "node:path";
import { endpoints, optionalEnv, parseOptions, repositoryName, runCommand, UsageError } from "./lib/options.mjs";
import { pull } from "./pull/pull-repository.mjs";

const USAGE = `usage: npm run content:pull -- --repository <name> --out <dir> [--release <id or label>] [--service <url>] [--force]
  --repository  the Prismic repository to read
  --out         the directory to write (absent or empty; --force replaces its documents, assets, repository.json)
  --release     a release's content instead of the published content (the issue's --ref)
  --ref         same as --release
  --service     read a local content service instead of Prismic (e.g. http://localhost:3100)
environment: PRISMIC_ACCESS_TOKEN (private repositories)`;

await runCommand("content:pull", async () => {
  const options = parseOptions(process.argv.slice(2), {
    repository: { type: "string" },
    out: { type: "string" },
    release: { type: "string" },
    ref: { type: "string" },
    service: { type: "string" },
    force: { type: "boolean" },
  }, USAGE);
  const repository = repositoryName(options.repository);
  if (typeof options.out !== "string" || options.out === "") throw new UsageError(`--out is required\n${USAGE}`);
  await pull({
    repository,
    documentAPIEndpoint: endpoints(repository, /** @type {string | undefined} */ (options.service)).documentAPIEndpoint,
    accessToken: optionalEnv(process.env, "PRISMIC_ACCESS_TOKEN"),
    release: /** @type {string | undefined} */ (options.release ?? options.ref),
    outDir: path.resolve(options.out),
    force: Boolean(options.force),
  });
  return 0;
});
