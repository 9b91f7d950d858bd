#!/usr/bin/env node
/**
 * npm run content:push -- --repository <name> [--service <url>] [--content-dir <dir>] [--journal <file>] [--skip-models] [--update]
 * Pushes the models, assets and documents of the content directory into a Prismic repository's
 * migration release (docs/content.md). Documents already there whose content differs are
 * reported, and written only with --update. Environment: PRISMIC_WRITE_TOKEN (required),
 * PRISMIC_ACCESS_TOKEN (a private repository's Content API token).
 */
import path from "node:path";
import { endpoints, optionalEnv, parseOptions, repositoryName, requiredEnv, ROOT, runCommand } from "./lib/options.mjs";
import { push } from "./push/push-content.mjs";

const USAGE = `usage: npm run content:push -- --repository <name> [--service <local content service URL>] [--content-dir <dir>] [--journal <file>] [--skip-models] [--update]
  --repository   the Prismic repository to push into
  --service      push into a local content service instead of Prismic (e.g. http://localhost:3100)
  --content-dir  what to push (default: content/)
  --journal      where the push records what it created (default: .content-push/<repository>.json)
  --skip-models  do not push the custom types and shared slices
  --update       also write the documents already in the repository whose content differs from the
                 content directory's (a new version in the migration release, for an editor to
                 publish); without it they are only reported, since editors may have changed them
environment: PRISMIC_WRITE_TOKEN (required), PRISMIC_ACCESS_TOKEN (private repositories)`;

await runCommand("content:push", async () => {
  const options = parseOptions(process.argv.slice(2), {
    repository: { type: "string" },
    service: { type: "string" },
    "content-dir": { type: "string" },
    journal: { type: "string" },
    "skip-models": { type: "boolean" },
    update: { type: "boolean" },
  }, USAGE);
  const repository = repositoryName(options.repository);
  const writeToken = requiredEnv(process.env, "PRISMIC_WRITE_TOKEN", "the repository's write token (Settings → API & Security → Write APIs)");
  await push({
    repository,
    root: ROOT,
    contentDir: path.resolve(String(options["content-dir"] ?? path.join(ROOT, "content"))),
    writeToken,
    accessToken: optionalEnv(process.env, "PRISMIC_ACCESS_TOKEN"),
    endpoints: endpoints(repository, /** @type {string | undefined} */ (options.service)),
    journalFile: path.resolve(String(options.journal ?? path.join(ROOT, ".content-push", `${repository}.json`))),
    models: !options["skip-models"],
    update: options.update === true,
  });
  return 0;
});
