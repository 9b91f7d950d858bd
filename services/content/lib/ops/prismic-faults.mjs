// @ts-check
import { faultCount, faultLatencyMs, faultSettings, faultTargets } from "../../../lib/fault-checks.mjs";
import { FaultInjector } from "../../../lib/fault-injector.mjs";
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
 * @typedef {FaultInjector<FaultConfig, RequestKind, InjectedFault>} ContentFaults
 */

/** @type {Array<RequestKind | "all">} */
const PATH_NAMES = ["repository", "search", "assets", "all"];
const SERVER_ERROR_STATUSES = [500, 502, 503, 504];

/**
 * The content service's fault switch (the faults Prismic's API can show a client).
 * @returns {ContentFaults}
 */
export function createContentFaults() {
  return new FaultInjector({ parse: parseFaultConfig, targets: (config) => config.paths, take: takeFault });
}

/**
 * Validates a fault configuration (from `CONTENT_FAULTS` or `POST /__admin/faults`):
 * `{ status429?: {count, retryAfter: seconds | null | "<raw header>"}, status5xx?: {count, status},
 *    notFound?: {count}, refError?: {count, status: 404 | 410}, latencyMs?, paths?: ["search" | "repository" | "assets" | "all"] }`.
 * @param {unknown} value
 * @returns {FaultConfig}
 * @throws {Error} naming the offending key
 */
export function parseFaultConfig(value) {
  const raw = faultSettings(value, ["status429", "status5xx", "notFound", "refError", "latencyMs", "paths"]);

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
    config.status429 = { count: faultCount(section.count, "status429.count"), retryAfter };
  }
  if (raw.status5xx !== undefined && raw.status5xx !== null) {
    const section = expectSection(raw.status5xx, "status5xx");
    const status = section.status ?? 500;
    if (!SERVER_ERROR_STATUSES.includes(status)) {
      throw new Error(`faults.status5xx.status must be one of ${SERVER_ERROR_STATUSES.join(", ")}`);
    }
    config.status5xx = { count: faultCount(section.count, "status5xx.count"), status };
  }
  if (raw.notFound !== undefined && raw.notFound !== null) {
    config.notFound = { count: faultCount(expectSection(raw.notFound, "notFound").count, "notFound.count") };
  }
  if (raw.refError !== undefined && raw.refError !== null) {
    const section = expectSection(raw.refError, "refError");
    const status = section.status ?? 404;
    if (status !== 404 && status !== 410) throw new Error("faults.refError.status must be 404 or 410");
    config.refError = { count: faultCount(section.count, "refError.count"), status };
  }
  config.latencyMs = faultLatencyMs(raw.latencyMs);
  config.paths = faultTargets(raw.paths, "paths", PATH_NAMES);
  return config;
}

/**
 * At most one injected failure for a request (429 first, then 5xx, then plain 404, then — on
 * searches only — a ref error), consuming its counter.
 * @param {FaultConfig} config
 * @param {RequestKind} kind
 * @returns {InjectedFault | null}
 */
function takeFault(config, kind) {
  if (config.status429 && config.status429.count > 0) {
    config.status429.count -= 1;
    return { kind: "status429", retryAfter: config.status429.retryAfter };
  }
  if (config.status5xx && config.status5xx.count > 0) {
    config.status5xx.count -= 1;
    return { kind: "status5xx", status: config.status5xx.status };
  }
  if (config.notFound && config.notFound.count > 0) {
    config.notFound.count -= 1;
    return { kind: "notFound" };
  }
  if (kind === "search" && config.refError && config.refError.count > 0) {
    config.refError.count -= 1;
    return { kind: "refError", status: config.refError.status };
  }
  return null;
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
