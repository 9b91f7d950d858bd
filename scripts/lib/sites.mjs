/**
 * The local stack (docs/architecture.md): the content service, the mail sink and one Next.js site
 * per country of the registry (src/config/countries.ts), each on its own port and build directory.
 * Used by `npm start`, `npm run dev` and the e2e runner (run with `node --import tsx`).
 */
import fs from "node:fs";
import path from "node:path";
import { requireFreePorts, runToCompletion, startProcess, waitForUrl } from "./processes.mjs";
import { COUNTRY_CODES, countryLocales, siteUrlVariable } from "../../src/config/countries.ts";
import { localStack } from "../../src/config/localPorts.ts";
import { DEFAULT_DATA_DIR as MAIL_SINK_DEFAULT_DATA_DIR } from "../../services/mail/server.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const BUILD_SCRIPT = path.join(ROOT, "scripts/build.mjs");

/** `npm start`'s stack, or `npm test`'s beside it when LOCAL_STACK=test (src/config/localPorts.ts). */
export const STACK = localStack();
/** One site per country of the registry. */
export const SITES = COUNTRY_CODES.filter((code) => selectedCountries().includes(code)).map((code) => ({
  country: code,
  port: STACK.sitePort(code),
  distDir: STACK.distDir(code),
}));
export const CONTENT_SERVICE_PORT = STACK.contentService;
export const MAIL_SINK_PORT = STACK.mailSink;

/**
 * The countries `--site <code>` names (`npm start -- --site es`; repeatable), else every country.
 * @returns {string[]}
 */
function selectedCountries() {
  const chosen = process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--site" ? [arg] : []));
  const known = new Set(/** @type {string[]} */ (COUNTRY_CODES));
  const unknown = chosen.filter((code) => !known.has(code));
  if (unknown.length) {
    console.error(`Unknown --site ${unknown.join(", ")}: one of ${COUNTRY_CODES.join(", ")}.`);
    process.exit(1);
  }
  return chosen.length ? chosen : COUNTRY_CODES;
}

/**
 * What a site of `npm test`'s stack is told of its neighbours, which listen off the local defaults:
 * its own and the other sites' origins, the content service and the mail sink. Nothing for `npm
 * start`'s stack, where the local mode's defaults are these and `.env.local` may still set them.
 * @returns {Record<string, string>}
 */
function shiftedStackEnv() {
  if (!STACK.test) return {};
  return {
    ...Object.fromEntries(COUNTRY_CODES.map((code) => [siteUrlVariable(code), STACK.siteUrl(code)])),
    PRISMIC_API_ENDPOINT: `http://localhost:${CONTENT_SERVICE_PORT}/api/v2`,
    MAILJET_API_URL: `https://localhost:${MAIL_SINK_PORT}`,
  };
}

/**
 * The webhook secret shared by the local content service and the local sites (instant publishing,
 * docs/publishing.md). Only for the local stack: a deployment sets its own PRISMIC_WEBHOOK_SECRET.
 */
export const LOCAL_WEBHOOK_SECRET = process.env.PRISMIC_WEBHOOK_SECRET || "local-webhook-secret";

/** @typedef {(typeof SITES)[number]} Site */

/** @param {Site} site @param {Record<string, string | undefined>} extra */
const siteEnv = (site, extra) => ({
  // The explicit local mode (src/config/environment.ts): localhost origins, the embedded content
  // service and mail sink, the local Slice Machine; a production build refuses to assume them.
  SITE_MODE: "local",
  SITE_COUNTRY: site.country,
  NEXT_DIST_DIR: site.distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  PRISMIC_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
  // The CA the mail sink made at its start, so that node-mailjet reaches its HTTPS side (docs/mail-sink.md).
  ...(mailSinkCaFile ? { NODE_EXTRA_CA_CERTS: mailSinkCaFile } : {}),
  ...shiftedStackEnv(),
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
      CONTENT_PREVIEW_SITES: COUNTRY_CODES.flatMap((code) =>
        countryLocales(code).map((locale) => `${locale}=${STACK.previewUrl(code)}`),
      ).join(","),
      CONTENT_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      ...env,
    },
    quiet,
  });
  await waitForUrl(`http://localhost:${CONTENT_SERVICE_PORT}/api/v2`, { process: child, timeoutMs: 30_000 });
  return child;
}

/** `<data dir>/ca.pem` of the mail sink this stack started: its sites' NODE_EXTRA_CA_CERTS. */
let mailSinkCaFile = "";

/**
 * Starts the local mail sink (R7) and waits until it answers; the sites started after it trust the
 * CA it made (NODE_EXTRA_CA_CERTS is read at a process's start only).
 * @param {{ env?: Record<string, string>, quiet?: boolean }} [options]
 */
export async function startMailSink({ env = {}, quiet = false } = {}) {
  const dataDir = env.MAIL_SINK_DATA_DIR || process.env.MAIL_SINK_DATA_DIR?.trim() || MAIL_SINK_DEFAULT_DATA_DIR;
  mailSinkCaFile = path.join(path.resolve(dataDir), "ca.pem");
  const child = startProcess("mail", process.execPath, [path.join(ROOT, "services/mail/server.mjs")], {
    env: { MAIL_SINK_PORT: String(MAIL_SINK_PORT), ...env },
    quiet,
  });
  await waitForUrl(`http://localhost:${MAIL_SINK_PORT}/api/messages`, { process: child, timeoutMs: 30_000 });
  return child;
}

/**
 * Builds every site for production, one after the other (2 cores: parallel builds only thrash), and
 * completes each one's standalone server.
 */
export async function buildSites({ env = {}, quiet = false } = {}) {
  for (const site of SITES) {
    console.log(`Building the ${site.country} site…`);
    // `npm run build`'s script: next build, and the search snapshot of the ref it built beside it.
    await runToCompletion(`build ${site.country}`, process.execPath, ["--import", "tsx", BUILD_SCRIPT], {
      env: siteEnv(site, { NODE_ENV: "production", ...env }),
      quiet,
    });
    completeStandaloneServer(site.distDir);
  }
}

/**
 * Places what `next build` leaves out of `<distDir>/standalone` as the Dockerfile's runtime stage
 * places it: the build's static files beside the server's copy of the build, and the whole public/
 * beside server.js. The standalone server is then what the container image runs.
 * @param {string} distDir
 */
function completeStandaloneServer(distDir) {
  const standalone = path.join(ROOT, distDir, "standalone");
  fs.cpSync(path.join(ROOT, distDir, "static"), path.join(standalone, distDir, "static"), { recursive: true });
  fs.cpSync(path.join(ROOT, "public"), path.join(standalone, "public"), { recursive: true });
}

/**
 * Starts a site's standalone server (`<standaloneDir>/server.js`, as the container image runs it) on a port.
 * @param {string} label @param {string} standaloneDir @param {number} port @param {Record<string, string | undefined>} env
 * @param {boolean} quiet
 */
function startStandaloneServer(label, standaloneDir, port, env, quiet) {
  const server = path.join(ROOT, standaloneDir, "server.js");
  if (!fs.existsSync(server))
    throw new Error(`No standalone server in ${standaloneDir}: build the site first (npm start builds it).`);
  // HOSTNAME "::" listens on IPv4 and IPv6 alike, as `next start` does (localhost may resolve to ::1).
  return startProcess(label, process.execPath, [server], {
    env: { ...env, PORT: String(port), HOSTNAME: "::" },
    quiet,
  });
}

/**
 * Starts one more production instance of a built site (its own copy of the standalone server, its own port),
 * e.g. pinned to a release with PRISMIC_CONTENT_REF, and waits until it answers.
 * @param {Site} site
 * @param {{ port: number, distDir: string, env?: Record<string, string | undefined>, quiet?: boolean }} copy
 */
export async function serveSiteCopy(site, { port, distDir, env = {}, quiet = false }) {
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  // Symlinks as they are: the build's links to its packages (<distDir>/node_modules/<package>-<hash>)
  // are relative, and resolved ones would load a second React from the original server's folder.
  fs.cpSync(path.join(ROOT, site.distDir, "standalone"), path.join(ROOT, distDir), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const child = startStandaloneServer(
    `${site.country}:${port}`,
    distDir,
    port,
    siteEnv(site, { NODE_ENV: "production", ...env }),
    quiet,
  );
  await waitForUrl(`http://localhost:${port}/site.webmanifest`, { process: child, timeoutMs: 120_000 });
  return child;
}

/**
 * Starts every site and waits until each answers: its standalone server in production (what the
 * container image runs), `next dev` in development.
 */
export async function serveSites({ dev = false, env = {}, quiet = false } = {}) {
  const started = SITES.map((site) =>
    dev
      ? startProcess(site.country, process.execPath, [NEXT_BIN, "dev", "-p", String(site.port)], {
          env: siteEnv(site, { NODE_ENV: "development", ...env }),
          quiet,
        })
      : startStandaloneServer(
          site.country,
          path.join(site.distDir, "standalone"),
          site.port,
          siteEnv(site, { NODE_ENV: "production", ...env }),
          quiet,
        ),
  );
  await Promise.all(
    SITES.map((site, i) =>
      waitForUrl(`http://localhost:${site.port}/site.webmanifest`, { process: started[i], timeoutMs: 120_000 }),
    ),
  );
  return started;
}
