// @ts-check
/**
 * Reading a local service's environment variables: what counts as set, the one-line error naming
 * a variable, and the variables every service has (its port, its fault switch).
 */

/**
 * A reader over `env` whose errors start with `messagePrefix` ("mail sink: ").
 * @param {NodeJS.ProcessEnv} env
 * @param {string} messagePrefix
 */
export function envReader(env, messagePrefix) {
  /**
   * True when the variable holds something other than white space.
   * @param {string} name
   */
  const isSet = (name) => env[name] !== undefined && /** @type {string} */ (env[name]).trim() !== "";

  /**
   * The error for an invalid value: `<prefix><NAME> <problem> (got "<value>")`.
   * @param {string} name
   * @param {string} problem
   */
  const fail = (name, problem) => new Error(`${messagePrefix}${name} ${problem} (got ${JSON.stringify(env[name])})`);

  return {
    isSet,
    fail,
    /**
     * A TCP port (0 to 65535), `defaultPort` when unset.
     * @param {string} name
     * @param {number} defaultPort
     * @returns {number}
     */
    port(name, defaultPort) {
      if (!isSet(name)) return defaultPort;
      const raw = /** @type {string} */ (env[name]).trim();
      if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw fail(name, "must be an integer from 0 to 65535");
      return Number(raw);
    },
    /**
     * A fault configuration given as JSON, checked by the service's `parse`; undefined when unset.
     * @template C
     * @param {string} name
     * @param {(raw: unknown) => C} parse
     * @returns {C | undefined}
     */
    faults(name, parse) {
      if (!isSet(name)) return undefined;
      try {
        return parse(JSON.parse(/** @type {string} */ (env[name])));
      } catch (error) {
        throw new Error(`${messagePrefix}${name} is invalid: ${/** @type {Error} */ (error).message}`);
      }
    },
  };
}
