// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { startHttpServer } from "../../lib/http-server.mjs";
import { RequestLog } from "../../lib/request-log.mjs";
import { DEFAULT_API_KEY, DEFAULT_API_SECRET, DEFAULT_CONTACT_PROPERTIES } from "./config/sink-env.mjs";
import { createRequestHandler } from "./http/sink-handler.mjs";
import { createSinkFaults } from "./ops/mailjet-faults.mjs";
import { withAttachmentUrls } from "./ops/message-json.mjs";
import { MAX_BODY_BYTES } from "./send/limits.mjs";
import { ContactStore } from "./store/contact-store.mjs";
import { MessageIdSequence } from "./store/message-ids.mjs";
import { MessageStore } from "./store/message-store.mjs";
import { createLocalCertificates } from "./tls/local-ca.mjs";
import { SITE_TEMPLATE_VARIABLES } from "./config/site-templates.mjs";
import { isValidEmail } from "./util/email-address.mjs";
import { MESSAGE_PREFIX } from "./util/message-prefix.mjs";

/**
 * @typedef {{
 *   port?: number,
 *   host?: string,
 *   dataDir: string,
 *   apiKey?: string,
 *   apiSecret?: string,
 *   faults?: unknown,
 *   contactProperties?: string[],
 *   senders?: string[] | null,
 *   templates?: Record<string, string[]>,
 *   maxBodyBytes?: number,
 *   warn?: (line: string) => void,
 * }} MailSinkOptions
 *
 * @typedef {{
 *   url: string,
 *   mailjetUrl: string,
 *   caFile: string,
 *   ca: string,
 *   port: number,
 *   dataDir: string,
 *   close: () => Promise<void>,
 *   messages: () => import("./store/message-store.mjs").StoredMessage[],
 *   contacts: () => import("./contacts/contact-book.mjs").ListEntry[],
 *   clear: () => Promise<void>,
 *   faults: {
 *     set: (config: unknown) => import("./ops/mailjet-faults.mjs").FaultConfig,
 *     clear: () => void,
 *     snapshot: () => import("./ops/mailjet-faults.mjs").FaultConfig | null,
 *   },
 *   requestLog: { entries: () => import("./http/sink-handler.mjs").RequestLogEntry[], clear: () => void },
 * }} MailSink
 */

/**
 * Starts the Mailjet-compatible mail sink on real HTTP (port 0 = any free port) over a data
 * directory (created if needed; what it holds is loaded). The same port answers HTTPS (`mailjetUrl`,
 * what node-mailjet reaches) with a certificate from a CA made at this start, whose certificate is
 * written to `<dataDir>/ca.pem` (`caFile`) for clients' NODE_EXTRA_CA_CERTS. Rejects with a one-line
 * Error when the port is taken, the data directory is unusable or openssl fails.
 * @param {MailSinkOptions} options
 * @returns {Promise<MailSink>}
 */
export async function startMailSink(options) {
  const {
    port = 0,
    host,
    dataDir,
    apiKey = DEFAULT_API_KEY,
    apiSecret = DEFAULT_API_SECRET,
    contactProperties = DEFAULT_CONTACT_PROPERTIES,
    maxBodyBytes = MAX_BODY_BYTES,
  } = options;
  if (!dataDir) throw new Error(`${MESSAGE_PREFIX}dataDir is required`);
  if (!apiKey || !apiSecret || apiKey.includes(":"))
    throw new Error(`${MESSAGE_PREFIX}apiKey and apiSecret must be non-empty (no ':' in the key)`);
  const senders = normaliseSenders(options.senders ?? null);
  const root = path.resolve(dataDir);
  try {
    await fs.mkdir(root, { recursive: true });
    await fs.access(root, fs.constants.W_OK);
  } catch (error) {
    throw new Error(`${MESSAGE_PREFIX}cannot use data directory ${root}: ${/** @type {Error} */ (error).message}`);
  }
  const warn = options.warn ?? ((/** @type {string} */ line) => process.stderr.write(`${MESSAGE_PREFIX}${line}\n`));

  const { ca, ...tls } = createLocalCertificates();
  const caFile = path.join(root, "ca.pem");
  await fs.writeFile(caFile, ca);
  const messages = await MessageStore.open(root, { warn });
  const contacts = await ContactStore.open(root);
  const ids = new MessageIdSequence(messages.maxMessageId());
  const faults = createSinkFaults();
  if (options.faults !== undefined && options.faults !== null) faults.set(options.faults);
  /** @type {RequestLog<import("./http/sink-handler.mjs").RequestLogEntry>} */
  const requestLog = new RequestLog();
  let url = "";

  const server = await startHttpServer(
    createRequestHandler({
      credentials: { apiKey, apiSecret },
      maxBodyBytes,
      messages,
      contacts,
      ids,
      policy: { senders, templates: options.templates ?? SITE_TEMPLATE_VARIABLES },
      contactProperties,
      faults,
      requestLog,
      baseUrl: () => url,
    }),
    { port, host, messagePrefix: MESSAGE_PREFIX, portVariable: "MAIL_SINK_PORT", tls },
  );
  const actualPort = server.port;
  url = `http://localhost:${actualPort}`;

  return {
    url,
    mailjetUrl: `https://localhost:${actualPort}`,
    caFile,
    ca,
    port: actualPort,
    dataDir: root,
    close: async () => {
      await server.close();
      await Promise.all([messages.flush(), contacts.flush()]);
    },
    messages: () => messages.list().map((message) => withAttachmentUrls(message, url)),
    contacts: () => contacts.entries(),
    clear: async () => {
      await Promise.all([messages.clear(), contacts.clear()]);
    },
    faults: { set: (config) => faults.set(config), clear: () => faults.clear(), snapshot: () => faults.snapshot() },
    requestLog: { entries: () => requestLog.entries(), clear: () => requestLog.clear() },
  };
}

/**
 * Authorised senders in lower case; each an address or `@domain`.
 * @param {string[] | null} senders
 * @returns {string[] | null}
 */
function normaliseSenders(senders) {
  if (senders === null) return null;
  return senders.map((entry) => {
    const sender = entry.trim().toLowerCase();
    const valid = sender.startsWith("@") ? isValidEmail(`x${sender}`) : isValidEmail(sender);
    if (!valid) throw new Error(`${MESSAGE_PREFIX}invalid authorised sender "${entry}" (an address or @domain)`);
    return sender;
  });
}
