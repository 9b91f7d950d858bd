// @ts-check
/**
 * A local service's fault switch: holds the active fault configuration and consumes its counters
 * request by request. Which faults there are, and in what order they strike, is the service's
 * (`rules`); every configuration has a `latencyMs` and the request kinds it targets (or "all").
 * @template {{ latencyMs: number }} Config
 * @template {string} Kind
 * @template Fault
 */
export class FaultInjector {
  /**
   * @param {{
   *   parse: (raw: unknown) => Config,
   *   targets: (config: Config) => string[],
   *   take: (config: Config, kind: Kind) => Fault | null,
   * }} rules `parse` validates a configuration (throwing one line naming the key); `take` picks
   *   the fault for one targeted request, consuming its counter
   */
  constructor(rules) {
    this.rules = rules;
    /** @type {Config | null} */
    this.config = null;
  }

  /**
   * Replaces the active configuration (validated).
   * @param {unknown} raw
   * @returns {Config} a copy
   */
  set(raw) {
    this.config = this.rules.parse(raw);
    return structuredClone(this.config);
  }

  /** Removes every fault. */
  clear() {
    this.config = null;
  }

  /** @returns {Config | null} the active configuration with the remaining counts (a copy) */
  snapshot() {
    return this.config ? structuredClone(this.config) : null;
  }

  /**
   * Decides what happens to one request: added latency and at most one injected fault.
   * @param {Kind} kind
   * @returns {{ latencyMs: number, fault: Fault | null }}
   */
  next(kind) {
    const config = this.config;
    const targets = config ? this.rules.targets(config) : [];
    if (!config || !(targets.includes("all") || targets.includes(kind))) return { latencyMs: 0, fault: null };
    return { latencyMs: config.latencyMs, fault: this.rules.take(config, kind) };
  }
}
