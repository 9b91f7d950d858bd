// @ts-check
import fs from "node:fs";
import path from "node:path";
import { envReader } from "../../../lib/env-reader.mjs";
import { parseFaultConfig } from "../ops/prismic-faults.mjs";
import { MESSAGE_PREFIX } from "../store/content-error.mjs";
import { parseWebhookUrls } from "../webhooks/webhook-dispatcher.mjs";
import { DEFAULT_PREVIEW_SITES, parsePreviewSites } from "./preview-sites.mjs";
import { MAX_SYNTHETIC_DOCUMENTS } from "../store/synthetic-documents.mjs";

/** Port of the local content service unless CONTENT_SERVICE_PORT says otherwise. */
export const DEFAULT_PORT = 3100;

/**
 * Reads the service options from environment variables; an invalid value throws an Error whose
 * one-line message names the variable.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ defaultContentDir: string }} defaults
 * @returns {import("../service.mjs").ContentServiceOptions}
 */
export function optionsFromEnv(env, { defaultContentDir }) {
  const read = envReader(env, MESSAGE_PREFIX);
  const { isSet, fail } = read;

  const port = read.port("CONTENT_SERVICE_PORT", DEFAULT_PORT);

  const contentDir = isSet("CONTENT_DIR") ? path.resolve(/** @type {string} */ (env.CONTENT_DIR)) : defaultContentDir;
  if (!fs.statSync(contentDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${MESSAGE_PREFIX}CONTENT_DIR ${contentDir} is not a directory`);
  }

  let publicUrl;
  if (isSet("CONTENT_SERVICE_PUBLIC_URL")) {
    const raw = /** @type {string} */ (env.CONTENT_SERVICE_PUBLIC_URL).trim();
    let parsed = null;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
      throw fail("CONTENT_SERVICE_PUBLIC_URL", "must be an http(s) URL without query, e.g. http://localhost:3100");
    }
    publicUrl = raw.replace(/\/+$/, "");
  }

  let repositoryNames = null;
  if (isSet("CONTENT_REPOSITORY_NAMES")) {
    repositoryNames = /** @type {string} */ (env.CONTENT_REPOSITORY_NAMES).split(",").map((n) => n.trim()).filter(Boolean);
    if (repositoryNames.length === 0 || repositoryNames.some((name) => !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(name))) {
      throw fail("CONTENT_REPOSITORY_NAMES", "must be a comma-separated list of repository names (letters, digits, -)");
    }
  }

  const faults = read.faults("CONTENT_FAULTS", parseFaultConfig);

  let requestLogFile = null;
  if (isSet("CONTENT_REQUEST_LOG")) {
    requestLogFile = path.resolve(/** @type {string} */ (env.CONTENT_REQUEST_LOG));
    if (!fs.statSync(path.dirname(requestLogFile), { throwIfNoEntry: false })?.isDirectory()) {
      throw fail("CONTENT_REQUEST_LOG", "must be a file path in an existing directory");
    }
  }

  let watch = false;
  if (isSet("CONTENT_WATCH")) {
    const raw = /** @type {string} */ (env.CONTENT_WATCH).trim().toLowerCase();
    if (!["1", "0", "true", "false"].includes(raw)) throw fail("CONTENT_WATCH", "must be 1, 0, true or false");
    watch = raw === "1" || raw === "true";
  }

  /** @type {Record<string, string>} */
  let previewSites = { ...DEFAULT_PREVIEW_SITES };
  if (isSet("CONTENT_PREVIEW_SITES")) {
    try {
      previewSites = parsePreviewSites(/** @type {string} */ (env.CONTENT_PREVIEW_SITES));
    } catch (error) {
      throw fail(
        "CONTENT_PREVIEW_SITES",
        `must be a comma-separated list of <lang>=<site URL>, e.g. es-es=http://localhost:3000,es-co=http://127.0.0.1:3001: ${/** @type {Error} */ (error).message}`,
      );
    }
  }

  /** @type {string[]} */
  let webhookUrls = [];
  if (isSet("CONTENT_WEBHOOK_URLS")) {
    try {
      webhookUrls = parseWebhookUrls(/** @type {string} */ (env.CONTENT_WEBHOOK_URLS));
    } catch (error) {
      throw fail("CONTENT_WEBHOOK_URLS", `must be a comma-separated list of absolute http(s) URLs: ${/** @type {Error} */ (error).message}`);
    }
  }
  let syntheticDocuments = 0;
  if (isSet("CONTENT_SYNTHETIC_DOCUMENTS")) {
    const raw = /** @type {string} */ (env.CONTENT_SYNTHETIC_DOCUMENTS).trim();
    if (!/^\d+$/.test(raw) || Number(raw) > MAX_SYNTHETIC_DOCUMENTS) {
      throw fail("CONTENT_SYNTHETIC_DOCUMENTS", `must be an integer from 0 to ${MAX_SYNTHETIC_DOCUMENTS}`);
    }
    syntheticDocuments = Number(raw);
  }

  // CONTENT_MODELS_DIR: the project holding customtypes/ and the slice libraries; "none" turns
  // model checks off; unset: the content directory or its parent (load-store.mjs).
  /** @type {string | null | undefined} */
  let modelsDir;
  if (isSet("CONTENT_MODELS_DIR")) {
    const raw = /** @type {string} */ (env.CONTENT_MODELS_DIR).trim();
    if (raw === "none") modelsDir = null;
    else {
      modelsDir = path.resolve(raw);
      if (!fs.statSync(modelsDir, { throwIfNoEntry: false })?.isDirectory()) throw fail("CONTENT_MODELS_DIR", 'must be a directory (or "none")');
    }
  }

  const webhookSecret = isSet("CONTENT_WEBHOOK_SECRET") ? /** @type {string} */ (env.CONTENT_WEBHOOK_SECRET) : null;

  return {
    port,
    host: isSet("CONTENT_SERVICE_HOST") ? env.CONTENT_SERVICE_HOST : undefined,
    contentDir,
    publicUrl,
    accessToken: isSet("CONTENT_ACCESS_TOKEN") ? env.CONTENT_ACCESS_TOKEN : null,
    writeToken: isSet("CONTENT_WRITE_TOKEN") ? env.CONTENT_WRITE_TOKEN : null,
    repositoryNames,
    faults,
    requestLogFile,
    watch,
    previewSites,
    webhooks: { urls: webhookUrls, secret: webhookSecret },
    syntheticDocuments,
    modelsDir,
  };
}
