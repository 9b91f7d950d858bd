// @ts-check
import fs from "node:fs";
import path from "node:path";
import { envReader } from "../../../lib/env-reader.mjs";
import { parseFaultConfig } from "../ops/mailjet-faults.mjs";
import { isValidEmail } from "../util/email-address.mjs";
import { MESSAGE_PREFIX } from "../util/message-prefix.mjs";

/** Port of the local mail sink unless MAIL_SINK_PORT says otherwise (R10). */
export const DEFAULT_PORT = 3200;
/** The credentials the sink accepts unless MAILJET_API_KEY / MAILJET_API_SECRET say otherwise. */
export const DEFAULT_API_KEY = "local-key";
export const DEFAULT_API_SECRET = "local-secret";
/**
 * Contact properties defined for the sink's "account" (Mailjet only takes properties that exist in
 * /contactmetadata); MAIL_SINK_CONTACT_PROPERTIES replaces them.
 */
export const DEFAULT_CONTACT_PROPERTIES = ["name", "firstname", "country", "newsletter_sub"];

/**
 * Reads the sink's options from environment variables; an invalid value throws an Error whose
 * one-line message names the variable.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ defaultDataDir: string }} defaults
 * @returns {import("../sink.mjs").MailSinkOptions}
 */
export function optionsFromEnv(env, { defaultDataDir }) {
  const read = envReader(env, MESSAGE_PREFIX);
  const { isSet, fail } = read;

  const port = read.port("MAIL_SINK_PORT", DEFAULT_PORT);

  const dataDir = isSet("MAIL_SINK_DATA_DIR")
    ? path.resolve(/** @type {string} */ (env.MAIL_SINK_DATA_DIR).trim())
    : defaultDataDir;
  const existing = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (existing && !existing.isDirectory()) throw fail("MAIL_SINK_DATA_DIR", "is not a directory");

  const apiKey = isSet("MAILJET_API_KEY") ? /** @type {string} */ (env.MAILJET_API_KEY).trim() : DEFAULT_API_KEY;
  // A colon separates key and secret in HTTP Basic auth, so the key cannot hold one.
  if (!/^[\x21-\x39\x3b-\x7e]+$/.test(apiKey))
    throw fail("MAILJET_API_KEY", "must be printable ASCII without spaces or ':'");
  const apiSecret = isSet("MAILJET_API_SECRET")
    ? /** @type {string} */ (env.MAILJET_API_SECRET).trim()
    : DEFAULT_API_SECRET;
  if (!/^[\x21-\x7e]+$/.test(apiSecret)) throw fail("MAILJET_API_SECRET", "must be printable ASCII without spaces");

  const faults = read.faults("MAIL_SINK_FAULTS", parseFaultConfig);

  let contactProperties;
  if (isSet("MAIL_SINK_CONTACT_PROPERTIES")) {
    contactProperties = /** @type {string} */ (env.MAIL_SINK_CONTACT_PROPERTIES)
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (contactProperties.some((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))) {
      throw fail(
        "MAIL_SINK_CONTACT_PROPERTIES",
        "must be a comma-separated list of property names (letters, digits, _)",
      );
    }
  }

  let senders = null;
  if (isSet("MAIL_SINK_SENDERS")) {
    senders = /** @type {string} */ (env.MAIL_SINK_SENDERS)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (senders.length === 0 || senders.some((entry) => !isValidEmail(entry.startsWith("@") ? `x${entry}` : entry))) {
      throw fail("MAIL_SINK_SENDERS", "must be a comma-separated list of addresses or @domains");
    }
  }

  return {
    port,
    host: isSet("MAIL_SINK_HOST") ? /** @type {string} */ (env.MAIL_SINK_HOST).trim() : undefined,
    dataDir,
    apiKey,
    apiSecret,
    faults,
    contactProperties,
    senders,
  };
}
