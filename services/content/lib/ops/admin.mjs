// @ts-check
import { answerFaultAndLogRoutes } from "../../../lib/fault-and-log-routes.mjs";
import { DEFAULT_PREVIEW_TTL_MS } from "../refs/ref-table.mjs";
import { readJsonBody, sendJson } from "../http/respond.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/** Path prefix of the admin API (never subject to faults, never logged). */
export const ADMIN_PREFIX = "/__admin";

/**
 * @typedef {{
 *   faults: import("./prismic-faults.mjs").ContentFaults,
 *   requestLog: import("../../../lib/request-log.mjs").RequestLog<import("../http/handler.mjs").RequestLogEntry>,
 *   expireMasterRef: () => { expiredRef: string, masterRef: string },
 *   createPreviewRef: (options: { releaseId: string | null, ttlMs: number }) => { ref: string, expiresAt: number },
 *   reload: () => Promise<import("../service.mjs").ReloadResult>,
 *   masterRef: () => string,
 *   webhooks: { entries: () => import("../webhooks/webhook-dispatcher.mjs").WebhookDelivery[], clear: () => void },
 * }} AdminControls
 */

/**
 * Answers `/__admin/...`:
 * GET health · GET|POST|DELETE faults · POST expire-master-ref · GET|DELETE log ·
 * POST preview-refs `{release?, ttlMs?}` (preview refs show the drafts) · POST reload ·
 * GET|DELETE webhooks (delivery log).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {AdminControls} controls
 */
export async function handleAdmin(req, res, url, controls) {
  const route = `${req.method} ${url.pathname.slice(ADMIN_PREFIX.length).replace(/\/+$/, "")}`;
  const reply = (/** @type {number} */ status, /** @type {unknown} */ body) => sendJson(req, res, status, body, { "Cache-Control": "no-store" });
  const badRequest = (/** @type {string} */ message) => reply(400, { error: message });
  try {
    if (await answerFaultAndLogRoutes(route, controls, { reply, readConfig: () => readJsonBody(req) })) return;
    switch (route) {
      case "GET /health":
        return reply(200, { ok: true });
      case "POST /expire-master-ref":
        return reply(200, controls.expireMasterRef());
      case "POST /preview-refs": {
        const body = await readJsonBody(req);
        if (!isPlainObject(body)) return badRequest("body must be a JSON object {release?, ttlMs?}");
        const releaseId = body.release ?? null;
        const ttlMs = body.ttlMs ?? DEFAULT_PREVIEW_TTL_MS;
        if (releaseId !== null && typeof releaseId !== "string") return badRequest("release must be a release id");
        if (!Number.isInteger(ttlMs) || ttlMs < 0) return badRequest("ttlMs must be a non-negative integer");
        try {
          const created = controls.createPreviewRef({ releaseId, ttlMs });
          return reply(201, { ref: created.ref, expiresAt: new Date(created.expiresAt).toISOString() });
        } catch (error) {
          return badRequest(/** @type {Error} */ (error).message);
        }
      }
      case "POST /reload": {
        try {
          return reply(200, await controls.reload());
        } catch (error) {
          return reply(422, { error: /** @type {Error} */ (error).message });
        }
      }
      case "GET /webhooks":
        return reply(200, controls.webhooks.entries());
      case "DELETE /webhooks":
        controls.webhooks.clear();
        return reply(200, { cleared: true });
      default:
        return reply(404, { error: `unknown admin route ${route}` });
    }
  } catch (error) {
    return badRequest(/** @type {Error} */ (error).message);
  }
}
