// @ts-check
/**
 * Answers the routes every local service's own API has for its fault switch and request log
 * (`GET|POST|DELETE /faults`, `GET|DELETE /log`): the active faults, replacing them (an invalid
 * configuration → 400 `{error}`), clearing them; the log's entries, clearing it.
 * @param {string} route `<METHOD> <path below the API's prefix>`, e.g. `POST /faults`
 * @param {{
 *   faults: { snapshot: () => unknown, set: (raw: unknown) => unknown, clear: () => void },
 *   requestLog: { entries: () => unknown[], clear: () => void },
 * }} controls
 * @param {{ reply: (status: number, body: unknown) => void, readConfig: () => Promise<unknown> }} io
 *   `readConfig` reads a posted configuration, throwing an Error that says what is wrong with the body
 * @returns {Promise<boolean>} false when `route` is none of these
 */
export async function answerFaultAndLogRoutes(route, controls, { reply, readConfig }) {
  switch (route) {
    case "GET /faults":
      reply(200, { faults: controls.faults.snapshot() });
      return true;
    case "POST /faults":
      try {
        reply(200, { faults: controls.faults.set(await readConfig()) });
      } catch (error) {
        reply(400, { error: /** @type {Error} */ (error).message });
      }
      return true;
    case "DELETE /faults":
      controls.faults.clear();
      reply(200, { faults: null });
      return true;
    case "GET /log":
      reply(200, controls.requestLog.entries());
      return true;
    case "DELETE /log":
      controls.requestLog.clear();
      reply(200, { cleared: true });
      return true;
    default:
      return false;
  }
}
