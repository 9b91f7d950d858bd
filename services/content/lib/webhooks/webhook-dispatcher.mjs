// @ts-check
import { absoluteHttpUrl } from "../config/url-checks.mjs";
import { MESSAGE_PREFIX } from "../store/content-error.mjs";

/** Prismic retries every 10 minutes; locally a failed delivery is retried after 1, 2, 4 and 8 s. */
const DEFAULT_RETRY_DELAYS_MS = Object.freeze([1_000, 2_000, 4_000, 8_000]);
/** Time allowed for one delivery (connection, answer headers and body). */
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** Delivery attempts remembered for `GET /__admin/webhooks` (the oldest are dropped first). */
const MAX_LOG_ENTRIES = 1_000;

/**
 * @typedef {{
 *   urls: string[],
 *   secret: string | null,
 *   retryDelaysMs: number[],
 *   timeoutMs: number,
 * }} WebhookSettings
 *
 * @typedef {{
 *   type: "api-update",
 *   domain: string,
 *   apiUrl: string,
 *   secret: string | null,
 *   masterRef: string,
 *   releases: Record<string, never>,
 *   masks: Record<string, never>,
 *   tags: Record<string, never>,
 *   documents: string[],
 * }} WebhookPayload
 *
 * One attempt to deliver one payload to one URL. `status` is the HTTP status, or null when no
 * answer came (network error, timeout); `error` says why an attempt failed.
 * @typedef {{
 *   time: string,
 *   url: string,
 *   masterRef: string,
 *   documents: string[],
 *   attempt: number,
 *   status: number | null,
 *   ok: boolean,
 *   error: string | null,
 *   durationMs: number,
 * }} WebhookDelivery
 */

/**
 * Checks the `webhooks` option of startContentService.
 * @param {unknown} value `{ urls, secret?, retryDelaysMs?, timeoutMs? }`, or undefined/null for none
 * @returns {WebhookSettings}
 * @throws {Error} one line naming the option
 */
export function normalizeWebhookOptions(value) {
  const fail = (/** @type {string} */ problem) => new Error(`${MESSAGE_PREFIX}webhooks.${problem}`);
  if (value === undefined || value === null) {
    return { urls: [], secret: null, retryDelaysMs: [...DEFAULT_RETRY_DELAYS_MS], timeoutMs: DEFAULT_WEBHOOK_TIMEOUT_MS };
  }
  if (typeof value !== "object" || Array.isArray(value)) throw new Error(`${MESSAGE_PREFIX}webhooks must be an object { urls, secret }`);
  const options = /** @type {Record<string, unknown>} */ (value);

  const rawUrls = options.urls ?? [];
  if (!Array.isArray(rawUrls)) throw fail("urls must be an array of absolute http(s) URLs");
  const urls = rawUrls.map((url) => {
    const checked = typeof url === "string" ? absoluteHttpUrl(url) : null;
    if (!checked) throw fail(`urls: ${JSON.stringify(url)} is not an absolute http(s) URL`);
    return checked;
  });

  const secret = options.secret ?? null;
  if (secret !== null && typeof secret !== "string") throw fail("secret must be a string or null");

  const retryDelaysMs = options.retryDelaysMs ?? [...DEFAULT_RETRY_DELAYS_MS];
  if (!Array.isArray(retryDelaysMs) || retryDelaysMs.some((ms) => !Number.isInteger(ms) || ms < 0 || ms > 600_000)) {
    throw fail("retryDelaysMs must be an array of integers from 0 to 600000");
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || /** @type {number} */ (timeoutMs) < 1 || /** @type {number} */ (timeoutMs) > 600_000) {
    throw fail("timeoutMs must be an integer from 1 to 600000");
  }

  return { urls, secret: secret === "" ? null : secret, retryDelaysMs, timeoutMs: /** @type {number} */ (timeoutMs) };
}

/**
 * Parses CONTENT_WEBHOOK_URLS (comma-separated absolute http(s) URLs).
 * @param {string} text
 * @returns {string[]}
 * @throws {Error} with the first invalid URL
 */
export function parseWebhookUrls(text) {
  const urls = text.split(",").map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) throw new Error("no URL");
  for (const url of urls) {
    if (!absoluteHttpUrl(url)) throw new Error(`${JSON.stringify(url)} is not an absolute http(s) URL`);
  }
  return urls;
}

/**
 * POSTs webhook payloads (JSON) to every configured URL; a network error, a timeout or a non-2xx
 * answer is retried after each of `retryDelaysMs` (so 1 + retryDelaysMs.length attempts in all).
 * Every attempt prints one line on stdout and is kept in a log.
 */
export class WebhookDispatcher {
  /**
   * @param {WebhookSettings} settings
   * @param {{ write?: (line: string) => void }} [output] where the one-line outcomes go (stdout)
   */
  constructor(settings, output = {}) {
    this.settings = settings;
    this.write = output.write ?? ((line) => process.stdout.write(`${line}\n`));
    /** @type {WebhookDelivery[]} */
    this.log = [];
    /** @type {Set<Promise<void>>} */
    this.pending = new Set();
    /** Aborted by close(): stops waits between retries and requests in flight. */
    this.stop = new AbortController();
  }

  /** Whether any URL is configured. */
  get enabled() {
    return this.settings.urls.length > 0;
  }

  /**
   * Starts delivering one payload to every URL (returns at once; see `idle()`).
   * @param {Omit<WebhookPayload, "secret">} payload
   */
  notify(payload) {
    if (this.stop.signal.aborted) return;
    /** @type {WebhookPayload} */
    const body = { ...payload, secret: this.settings.secret };
    for (const url of this.settings.urls) {
      const delivery = this.#deliver(url, body).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
  }

  /** Resolves when every delivery started so far has succeeded or given up. */
  async idle() {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** The delivery attempts, oldest first (copies). */
  entries() {
    return this.log.map((entry) => ({ ...entry, documents: [...entry.documents] }));
  }

  clear() {
    this.log = [];
  }

  /** Abandons waiting retries and requests in flight. */
  async close() {
    this.stop.abort();
    await Promise.allSettled([...this.pending]);
  }

  /**
   * @param {string} url
   * @param {WebhookPayload} body
   */
  async #deliver(url, body) {
    const { retryDelaysMs, timeoutMs } = this.settings;
    const attempts = retryDelaysMs.length + 1;
    const json = JSON.stringify(body);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (this.stop.signal.aborted) return;
      const started = performance.now();
      const outcome = await post(url, json, timeoutMs, this.stop.signal);
      if (this.stop.signal.aborted) return;
      this.#record({
        time: new Date().toISOString(),
        url,
        masterRef: body.masterRef,
        documents: body.documents,
        attempt,
        status: outcome.status,
        ok: outcome.ok,
        error: outcome.error,
        durationMs: Math.round(performance.now() - started),
      });
      const what = `webhook ${url} (${body.documents.length} document${body.documents.length === 1 ? "" : "s"}, attempt ${attempt}/${attempts})`;
      if (outcome.ok) {
        this.write(`${MESSAGE_PREFIX}${what}: delivered, ${outcome.status}`);
        return;
      }
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        this.write(`${MESSAGE_PREFIX}${what}: ${outcome.error}; giving up`);
        return;
      }
      this.write(`${MESSAGE_PREFIX}${what}: ${outcome.error}; retrying in ${formatDelay(delay)}`);
      if (!(await wait(delay, this.stop.signal))) return;
    }
  }

  /** @param {WebhookDelivery} entry */
  #record(entry) {
    this.log.push(entry);
    if (this.log.length > MAX_LOG_ENTRIES) this.log.splice(0, this.log.length - MAX_LOG_ENTRIES);
  }
}

/**
 * One POST; never throws.
 * @param {string} url
 * @param {string} json
 * @param {number} timeoutMs
 * @param {AbortSignal} stop
 * @returns {Promise<{ ok: boolean, status: number | null, error: string | null }>}
 */
async function post(url, json, timeoutMs, stop) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${formatDelay(timeoutMs)}`)), timeoutMs);
  const onStop = () => controller.abort(new Error("service closed"));
  stop.addEventListener("abort", onStop, { once: true });
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "content-service-webhook" },
      body: json,
      redirect: "manual",
      signal: controller.signal,
    });
    await response.arrayBuffer();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    return { ok: false, status: null, error: describeNetworkError(reason) };
  } finally {
    clearTimeout(timer);
    stop.removeEventListener("abort", onStop);
  }
}

/**
 * @param {unknown} error
 * @returns {string}
 */
function describeNetworkError(error) {
  const err = /** @type {{ message?: string, code?: string, cause?: { code?: string, message?: string } }} */ (error);
  const code = err?.cause?.code ?? err?.code;
  const message = err?.cause?.message ?? err?.message ?? String(error);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

/**
 * Waits `ms`; false when `signal` aborted first.
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<boolean>}
 */
function wait(ms, signal) {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** @param {number} ms */
function formatDelay(ms) {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
