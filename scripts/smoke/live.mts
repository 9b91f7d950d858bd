/**
 * `npm run smoke:live` (docs/deploy.md): the first step after configuring a deployment. With the
 * deployment's variables in the environment (a real Prismic repository, Mailjet keys, the
 * mailboxes), it checks the whole configuration as the production server does, reads the
 * repository and one document of each type through the site's own client, and sends each form's
 * e-mails through Mailjet in SandboxMode (validated, not delivered). Not part of `npm test`.
 * Refuses to run, with one line, without credentials or in the local mode.
 */
import { exitOnConfigError } from "@/config/configErrorExit.ts";

const REQUIRED = ["PRISMIC_REPOSITORY_NAME", "MAILJET_API_KEY", "MAILJET_API_SECRET"] as const;
const missing = REQUIRED.filter((name) => !(process.env[name] ?? "").trim());
if ((process.env.SITE_MODE ?? "").trim() === "local" || missing.length > 0) {
  console.error(
    `smoke:live checks a real deployment: set ${missing.length > 0 ? missing.join(", ") : "the deployment's variables"}${(process.env.SITE_MODE ?? "").trim() === "local" ? " and unset SITE_MODE" : ""} (docs/deploy.md); nothing was checked.`,
  );
  process.exit(2);
}

// The same check as `next build` and the server (one line per missing or invalid variable).
const { readEnvironment } = await import("@/config/environment.ts");
try {
  readEnvironment(process.env);
} catch (error) {
  exitOnConfigError(error);
}

const { checkContent } = await import("./contentCheck.ts");
const { checkForms } = await import("./formsCheck.ts");

let failed = false;
for (const [title, check] of [
  ["Content", checkContent],
  ["Forms (Mailjet SandboxMode)", checkForms],
] as const) {
  console.log(`\n${title}`);
  try {
    for (const line of await check()) {
      failed ||= !line.ok;
      console.log(`  ${line.ok ? (line.warning ? "!" : "✓") : "✗"} ${line.text}`);
    }
  } catch (error) {
    failed = true;
    console.log(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failed ? "\nsmoke:live: FAILED (see ✗ above)" : "\nsmoke:live: the deployment's content and e-mail work.");
process.exit(failed ? 1 : 0);
