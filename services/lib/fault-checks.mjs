// @ts-check
import { isPlainObject } from "./plain-object.mjs";

/**
 * The checks every fault configuration shares (from an environment variable or the service's own
 * API); each error is one line naming the offending key under `faults`.
 */

/**
 * The configuration as an object holding only `known` keys.
 * @param {unknown} raw
 * @param {string[]} known
 * @returns {Record<string, any>}
 */
export function faultSettings(raw, known) {
  if (!isPlainObject(raw)) throw new Error("faults must be a JSON object");
  for (const key of Object.keys(raw)) if (!known.includes(key)) throw new Error(`faults: unknown key "${key}"`);
  return raw;
}

/**
 * How many requests a fault strikes: a non-negative integer.
 * @param {unknown} value
 * @param {string} key its path under `faults`, e.g. `status429.count`
 * @returns {number}
 */
export function faultCount(value, key) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new Error(`faults.${key} must be a non-negative integer`);
  }
  return value;
}

/**
 * The latency added to every targeted request: 0 to 60 000 ms, 0 when absent.
 * @param {unknown} value
 * @returns {number}
 */
export function faultLatencyMs(value) {
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 60_000) {
    throw new Error("faults.latencyMs must be an integer between 0 and 60000");
  }
  return value;
}

/**
 * The request kinds a configuration targets: a non-empty array of `names`, `["all"]` when absent.
 * @template {string} Name
 * @param {unknown} value
 * @param {string} key e.g. `paths`
 * @param {Name[]} names the kinds, "all" among them
 * @returns {Name[]}
 */
export function faultTargets(value, key, names) {
  if (value === undefined) return /** @type {Name[]} */ (["all"]);
  if (!Array.isArray(value) || value.length === 0 || value.some((name) => !names.includes(name))) {
    throw new Error(`faults.${key} must be a non-empty array of ${names.join(", ")}`);
  }
  return [...value];
}
