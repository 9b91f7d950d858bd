/**
 * The local stack (docs/architecture.md): the content service, the mail sink and one Next.js site
 * per country of the registry (src/config/countries.ts), each on its own port and build directory.
 * Used by `npm start`, `npm run dev` and the e2e runner (run with `node --import tsx`).
 */
import fs from "node:fs";
import path from "node:path";
import { requireFreePorts, runToCompletion, startProcess, waitForUrl } from "./processes.mjs";
import { COUNTRY_CODES, COUNTRIES, countryLocales, localDistDir, localPreviewUrl } from "../../src/config/countries.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** One site per country of the registry. */
export const SITES = COUNTRY_CODES.map((code) => ({ country: code, port: COUNTRIES[code].localPort, distDir: localDistDir(code) }));
export const CONTENT_SERVICE_PORT = 3100;
export const MAIL_SINK_PORT = 3200;

/**
 * The webhook secret shared by the local content service and the local sites (instant publishing,
 * docs/publishing.md). Only for the local stack: a deployment sets its own PRISMIC_WEBHOOK_SECRET.
 */
export const LOCAL_WEBHOOK_SECRET = process.env.PRISMIC_WEBHOOK_SECRET || "local-webhook-secret";

/** @typedef {(typeof SITES)[number]} Site */

/** @param {Site} site @param {Record<string, string | undefined>} extra */
const siteEnv = (site, extra) => ({
  SITE_COUNTRY: site.country,
  NEXT_DIST_DIR: site.distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  PRISMIC_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
  ...extra,
});

/** Fails early, with one line, when a port of the stack is taken. */
export function checkPorts() {
  return requireFreePorts({
    "content service": CONTENT_SERVICE_PORT,
    "mail sink": MAIL_SINK_PORT,
    ...Object.fromEntries(SITES.map((site) => [`${site.country} site`, site.port])),
  });
}

/**
 * Starts the local content service and waits until it answers. It watches its content folder and
 * calls every site's publishing webhook when a document changes, as Prismic does on publish.
 */
export async function startContentService({ env = {}, quiet = false } = {}) {
  const child = startProcess("content", process.execPath, [path.join(ROOT, "services/content/server.mjs")], {
    env: {
      CONTENT_SERVICE_PORT: String(CONTENT_SERVICE_PORT),
      CONTENT_WATCH: "1",
      CONTENT_WEBHOOK_URLS: SITES.map((site) => `http://localhost:${site.port}/api/revalidate`).join(","),
      // Each locale's preview opens on the site of its country.
      CONTENT_PREVIEW_SITES: COUNTRY_CODES.flatMap((code) => countryLocales(code).map((locale) => `${locale}=${localPreviewUrl(code)}`)).join(","),
      CONTENT_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      ...env,
    },
    quiet,
  });
  await waitForUrl(`http://localhost:${CONTENT_SERVICE_PORT}/api/v2`, { process: child, timeoutMs: 30_000 });
  return child;
}

/** Starts the local mail sink (R7) and waits until it answers. */
export async function startMailSink({ env = {}, quiet = false } = {}) {
  const child = startProcess("mail", process.execPath, [path.join(ROOT, "services/mail/server.mjs")], {
    env: { MAIL_SINK_PORT: String(MAIL_SINK_PORT), ...env },
    quiet,
  });
  await waitForUrl(`http://localhost:${MAIL_SINK_PORT}/api/messages`, { process: child, timeoutMs: 30_000 });
  return child;
}

/** Builds every site for production, one after the other (2 cores: parallel builds only thrash). */
export async function buildSites({ env = {}, quiet = false } = {}) {
  for (const site of SITES) {
    console.log(`Building the ${site.country} site…`);
    await runToCompletion(`build ${site.country}`, process.execPath, [NEXT_BIN, "build"], {
      env: siteEnv(site, { NODE_ENV: "production", ...env }),
      quiet,
    });
  }
}

/**
 * Starts one more production instance of a built site (its own copy of the build, its own port),
 * e.g. pinned to a release with PRISMIC_CONTENT_REF, and waits until it answers.
 * @param {Site} site
 * @param {{ port: number, distDir: string, env?: Record<string, string | undefined>, quiet?: boolean }} copy
 */
export async function serveSiteCopy(site, { port, distDir, env = {}, quiet = false }) {
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, site.distDir), path.join(ROOT, distDir), { recursive: true });
  const child = startProcess(`${site.country}:${port}`, process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    env: siteEnv({ ...site, distDir }, { NODE_ENV: "production", ...env }),
    quiet,
  });
  await waitForUrl(`http://localhost:${port}/site.webmanifest`, { process: child, timeoutMs: 120_000 });
  return child;
}

/** Starts every site (`next start`, or `next dev` in development) and waits until each answers. */
export async function serveSites({ dev = false, env = {}, quiet = false } = {}) {
  const started = SITES.map((site) =>
    startProcess(site.country, process.execPath, [NEXT_BIN, dev ? "dev" : "start", "-p", String(site.port)], {
      env: siteEnv(site, { NODE_ENV: dev ? "development" : "production", ...env }),
      quiet,
    }),
  );
  await Promise.all(
    SITES.map((site, i) => waitForUrl(`http://localhost:${site.port}/site.webmanifest`, { process: started[i], timeoutMs: 120_000 })),
  );
  return started;
}
