// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {"send" | "contacts"} Endpoint
 * @typedef {{
 *   status: number | null,
 *   disconnect: boolean,
 *   count: number,
 *   latencyMs: number,
 *   endpoints: Array<Endpoint | "all">,
 * }} FaultConfig
 * @typedef {{ kind: "status", status: number } | { kind: "disconnect" }} InjectedFault
 */

/** Statuses a fault may answer with: Mailjet's rate limit and server-side failures. */
export const FAULT_STATUSES = [429, 500, 502, 503, 504];
const ENDPOINT_NAMES = ["send", "contacts", "all"];

/**
 * Validates a fault configuration (from `MAIL_SINK_FAULTS`, `POST /api/faults` or `faults.set()`):
 * `{ status?: 429 | 500 | 502 | 503 | 504, disconnect?: true, count?: n (default 1), latencyMs?: n,
 *    endpoints?: ["send" | "contacts" | "all"] }`.
 * @param {unknown} raw
 * @returns {FaultConfig}
 * @throws {Error} naming the offending key
 */
export function parseFaultConfig(raw) {
  if (!isPlainObject(raw)) throw new Error("faults must be a JSON object");
  const known = new Set(["status", "disconnect", "count", "latencyMs", "endpoints"]);
  for (const key of Object.keys(raw)) if (!known.has(key)) throw new Error(`faults: unknown key "${key}"`);

  const status = raw.status ?? null;
  if (status !== null && !FAULT_STATUSES.includes(status)) {
    throw new Error(`faults.status must be one of ${FAULT_STATUSES.join(", ")}`);
  }
  const disconnect = raw.disconnect ?? false;
  if (typeof disconnect !== "boolean") throw new Error("faults.disconnect must be true or false");
  if (status !== null && disconnect) throw new Error("faults: give either status or disconnect, not both");

  const count = raw.count ?? (status !== null || disconnect ? 1 : 0);
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new Error("faults.count must be a non-negative integer");
  }
  const latencyMs = raw.latencyMs ?? 0;
  if (typeof latencyMs !== "number" || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 60_000) {
    throw new Error("faults.latencyMs must be an integer between 0 and 60000");
  }
  const endpoints = raw.endpoints ?? ["all"];
  if (!Array.isArray(endpoints) || endpoints.length === 0 || endpoints.some((name) => !ENDPOINT_NAMES.includes(name))) {
    throw new Error(`faults.endpoints must be a non-empty array of ${ENDPOINT_NAMES.join(", ")}`);
  }
  return { status, disconnect, count, latencyMs, endpoints: [...endpoints] };
}

/**
 * Holds the active fault configuration and consumes its counter call by call.
 */
export class FaultInjector {
  constructor() {
    /** @type {FaultConfig | null} */
    this.config = null;
  }

  /**
   * Replaces the active configuration (validated).
   * @param {unknown} raw
   * @returns {FaultConfig} a copy
   */
  set(raw) {
    this.config = parseFaultConfig(raw);
    return structuredClone(this.config);
  }

  /** Removes every fault. */
  clear() {
    this.config = null;
  }

  /** @returns {FaultConfig | null} the active configuration with the remaining count (a copy) */
  snapshot() {
    return this.config ? structuredClone(this.config) : null;
  }

  /**
   * Decides what happens to one API call: added latency and, while the counter lasts, the
   * injected failure (consuming one).
   * @param {Endpoint} endpoint
   * @returns {{ latencyMs: number, fault: InjectedFault | null }}
   */
  next(endpoint) {
    const config = this.config;
    if (!config || !(config.endpoints.includes("all") || config.endpoints.includes(endpoint))) {
      return { latencyMs: 0, fault: null };
    }
    /** @type {InjectedFault | null} */
    let fault = null;
    if (config.count > 0 && (config.status !== null || config.disconnect)) {
      config.count -= 1;
      fault = config.disconnect ? { kind: "disconnect" } : { kind: "status", status: /** @type {number} */ (config.status) };
    }
    return { latencyMs: config.latencyMs, fault };
  }
}
