// @ts-check
import { faultCount, faultLatencyMs, faultSettings, faultTargets } from "../../../lib/fault-checks.mjs";
import { FaultInjector } from "../../../lib/fault-injector.mjs";

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
 * @typedef {FaultInjector<FaultConfig, Endpoint, InjectedFault>} SinkFaults
 */

/** Statuses a fault may answer with: Mailjet's rate limit and server-side failures. */
const FAULT_STATUSES = [429, 500, 502, 503, 504];
/** @type {Array<Endpoint | "all">} */
const ENDPOINT_NAMES = ["send", "contacts", "all"];

/**
 * The sink's fault switch (an unavailable or unreachable Mailjet), consumed call by call.
 * @returns {SinkFaults}
 */
export function createSinkFaults() {
  return new FaultInjector({ parse: parseFaultConfig, targets: (config) => config.endpoints, take: takeFault });
}

/**
 * Validates a fault configuration (from `MAIL_SINK_FAULTS`, `POST /api/faults` or `faults.set()`):
 * `{ status?: 429 | 500 | 502 | 503 | 504, disconnect?: true, count?: n (default 1), latencyMs?: n,
 *    endpoints?: ["send" | "contacts" | "all"] }`.
 * @param {unknown} value
 * @returns {FaultConfig}
 * @throws {Error} naming the offending key
 */
export function parseFaultConfig(value) {
  const raw = faultSettings(value, ["status", "disconnect", "count", "latencyMs", "endpoints"]);

  const status = raw.status ?? null;
  if (status !== null && !FAULT_STATUSES.includes(status)) {
    throw new Error(`faults.status must be one of ${FAULT_STATUSES.join(", ")}`);
  }
  const disconnect = raw.disconnect ?? false;
  if (typeof disconnect !== "boolean") throw new Error("faults.disconnect must be true or false");
  if (status !== null && disconnect) throw new Error("faults: give either status or disconnect, not both");

  const count = faultCount(raw.count ?? (status !== null || disconnect ? 1 : 0), "count");
  const latencyMs = faultLatencyMs(raw.latencyMs ?? 0);
  const endpoints = faultTargets(raw.endpoints ?? undefined, "endpoints", ENDPOINT_NAMES);
  return { status, disconnect, count, latencyMs, endpoints };
}

/**
 * While the counter lasts, the configured failure (consuming one).
 * @param {FaultConfig} config
 * @returns {InjectedFault | null}
 */
function takeFault(config) {
  if (config.count <= 0 || (config.status === null && !config.disconnect)) return null;
  config.count -= 1;
  return config.disconnect ? { kind: "disconnect" } : { kind: "status", status: /** @type {number} */ (config.status) };
}
