// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {"repository" | "search" | "assets"} RequestKind
 * @typedef {{
 *   status429: { count: number, retryAfter: number | string | null } | null,
 *   status5xx: { count: number, status: number } | null,
 *   notFound: { count: number } | null,
 *   refError: { count: number, status: 404 | 410 } | null,
 *   latencyMs: number,
 *   paths: Array<RequestKind | "all">,
 * }} FaultConfig
 * @typedef {{ kind: "status429", retryAfter: number | string | null }
 *   | { kind: "status5xx", status: number }
 *   | { kind: "notFound" }
 *   | { kind: "refError", status: 404 | 410 }} InjectedFault
 */

const PATH_NAMES = ["repository", "search", "assets", "all"];
const SERVER_ERROR_STATUSES = [500, 502, 503, 504];

/**
 * Validates a fault configuration (from `CONTENT_FAULTS` or `POST /__admin/faults`):
 * `{ status429?: {count, retryAfter: seconds | null | "<raw header>"}, status5xx?: {count, status},
 *    notFound?: {count}, refError?: {count, status: 404 | 410}, latencyMs?, paths?: ["search" | "repository" | "assets" | "all"] }`.
 * @param {unknown} raw
 * @returns {FaultConfig}
 * @throws {Error} naming the offending key
 */
export function parseFaultConfig(raw) {
  if (!isPlainObject(raw)) throw new Error("faults must be a JSON object");
  const known = new Set(["status429", "status5xx", "notFound", "refError", "latencyMs", "paths"]);
  for (const key of Object.keys(raw)) if (!known.has(key)) throw new Error(`faults: unknown key "${key}"`);

  /** @type {FaultConfig} */
  const config = { status429: null, status5xx: null, notFound: null, refError: null, latencyMs: 0, paths: ["all"] };

  if (raw.status429 !== undefined && raw.status429 !== null) {
    const section = expectSection(raw.status429, "status429");
    const retryAfter = section.retryAfter === undefined ? 1 : section.retryAfter;
    const validRetryAfter =
      retryAfter === null ||
      (typeof retryAfter === "number" && Number.isInteger(retryAfter) && retryAfter >= 0) ||
      (typeof retryAfter === "string" && retryAfter !== "" && !/[\r\n]/.test(retryAfter));
    if (!validRetryAfter) {
      throw new Error("faults.status429.retryAfter must be whole seconds, null (no header) or a raw header string");
    }
    config.status429 = { count: expectCount(section.count, "status429"), retryAfter };
  }
  if (raw.status5xx !== undefined && raw.status5xx !== null) {
    const section = expectSection(raw.status5xx, "status5xx");
    const status = section.status ?? 500;
    if (!SERVER_ERROR_STATUSES.includes(status)) {
      throw new Error(`faults.status5xx.status must be one of ${SERVER_ERROR_STATUSES.join(", ")}`);
    }
    config.status5xx = { count: expectCount(section.count, "status5xx"), status };
  }
  if (raw.notFound !== undefined && raw.notFound !== null) {
    config.notFound = { count: expectCount(expectSection(raw.notFound, "notFound").count, "notFound") };
  }
  if (raw.refError !== undefined && raw.refError !== null) {
    const section = expectSection(raw.refError, "refError");
    const status = section.status ?? 404;
    if (status !== 404 && status !== 410) throw new Error("faults.refError.status must be 404 or 410");
    config.refError = { count: expectCount(section.count, "refError"), status };
  }
  if (raw.latencyMs !== undefined) {
    if (!Number.isInteger(raw.latencyMs) || raw.latencyMs < 0 || raw.latencyMs > 60_000) {
      throw new Error("faults.latencyMs must be an integer between 0 and 60000");
    }
    config.latencyMs = raw.latencyMs;
  }
  if (raw.paths !== undefined) {
    if (!Array.isArray(raw.paths) || raw.paths.length === 0 || raw.paths.some((p) => !PATH_NAMES.includes(p))) {
      throw new Error(`faults.paths must be a non-empty array of ${PATH_NAMES.join(", ")}`);
    }
    config.paths = [...raw.paths];
  }
  return config;
}

/**
 * Holds the active fault configuration and consumes its counters request by request.
 */
export class FaultInjector {
  constructor() {
    /** @type {FaultConfig | null} */
    this.config = null;
  }

  /**
   * Replaces the active configuration (validated).
   * @param {unknown} raw
   * @returns {FaultConfig}
   */
  set(raw) {
    const config = parseFaultConfig(raw);
    this.config = config;
    return structuredClone(config);
  }

  /** Removes every fault. */
  clear() {
    this.config = null;
  }

  /**
   * The active configuration with the remaining counts (a copy), or null.
   * @returns {FaultConfig | null}
   */
  snapshot() {
    return this.config ? structuredClone(this.config) : null;
  }

  /**
   * Decides what happens to one request: added latency, and at most one injected failure
   * (429 first, then 5xx, then plain 404, then — on searches only — a ref error), consuming its
   * counter.
   * @param {RequestKind} kind
   * @returns {{ latencyMs: number, fault: InjectedFault | null }}
   */
  next(kind) {
    const config = this.config;
    if (!config || !(config.paths.includes("all") || config.paths.includes(kind))) return { latencyMs: 0, fault: null };
    /** @type {InjectedFault | null} */
    let fault = null;
    if (config.status429 && config.status429.count > 0) {
      config.status429.count -= 1;
      fault = { kind: "status429", retryAfter: config.status429.retryAfter };
    } else if (config.status5xx && config.status5xx.count > 0) {
      config.status5xx.count -= 1;
      fault = { kind: "status5xx", status: config.status5xx.status };
    } else if (config.notFound && config.notFound.count > 0) {
      config.notFound.count -= 1;
      fault = { kind: "notFound" };
    } else if (kind === "search" && config.refError && config.refError.count > 0) {
      config.refError.count -= 1;
      fault = { kind: "refError", status: config.refError.status };
    }
    return { latencyMs: config.latencyMs, fault };
  }
}

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {Record<string, any>}
 */
function expectSection(value, name) {
  if (!isPlainObject(value)) throw new Error(`faults.${name} must be an object`);
  return value;
}

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {number}
 */
function expectCount(value, name) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new Error(`faults.${name}.count must be a non-negative integer`);
  }
  return value;
}
