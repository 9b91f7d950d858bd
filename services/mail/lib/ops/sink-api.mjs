// @ts-check
import { answerFaultAndLogRoutes } from "../../../lib/fault-and-log-routes.mjs";
import { filterMessages, withAttachmentContent, withAttachmentUrls } from "./message-json.mjs";
import { readBody } from "../http/body.mjs";
import { sendJson } from "../http/sink-responses.mjs";
import { SINK_API_PREFIX } from "../http/sink-routes.mjs";
import { MESSAGE_ID_PATTERN } from "../store/message-store.mjs";

/**
 * @typedef {{
 *   messages: import("../store/message-store.mjs").MessageStore,
 *   contacts: import("../store/contact-store.mjs").ContactStore,
 *   faults: import("./mailjet-faults.mjs").SinkFaults,
 *   requestLog: import("../../../lib/request-log.mjs").RequestLog<import("../http/sink-handler.mjs").RequestLogEntry>,
 *   baseUrl: () => string,
 * }} SinkApiControls
 */

/**
 * Answers the sink's own JSON API under `/api` (no credentials; for tests and tooling):
 * GET health · GET|DELETE messages · GET messages/<id> · GET|DELETE contacts · GET|DELETE log ·
 * GET|POST|DELETE faults.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {SinkApiControls} controls
 */
export async function handleSinkApi(req, res, url, controls) {
  const path = url.pathname.slice(SINK_API_PREFIX.length).replace(/\/+$/, "");
  const reply = (/** @type {number} */ status, /** @type {unknown} */ body) => sendJson(req, res, status, body);
  const includeContent = url.searchParams.get("include") === "content";

  const single = /^\/messages\/([^/]+)$/.exec(path);
  if (single && req.method === "GET") {
    const message = MESSAGE_ID_PATTERN.test(single[1]) ? controls.messages.get(single[1]) : undefined;
    if (!message) return reply(404, { error: `no message ${single[1]}` });
    withAttachmentUrls(message, controls.baseUrl());
    return reply(200, includeContent ? await withAttachmentContent(message, controls.messages) : message);
  }

  const route = `${req.method} ${path}`;
  const readConfig = async () => {
    try {
      return JSON.parse((await readBody(req, 64 * 1024)).toString("utf8") || "{}");
    } catch (error) {
      throw new Error(`body must be a JSON fault configuration (${/** @type {Error} */ (error).message})`);
    }
  };
  if (await answerFaultAndLogRoutes(route, controls, { reply, readConfig })) return;

  switch (route) {
    case "GET /health":
      return reply(200, { ok: true, messages: controls.messages.size, contacts: controls.contacts.entries().length });
    case "GET /messages": {
      const messages = filterMessages(controls.messages.list(), url.searchParams).map((message) =>
        withAttachmentUrls(message, controls.baseUrl()),
      );
      if (!includeContent) return reply(200, messages);
      for (const message of messages) await withAttachmentContent(message, controls.messages);
      return reply(200, messages);
    }
    case "DELETE /messages":
      return reply(200, { deleted: await controls.messages.clear() });
    case "GET /contacts": {
      const list = url.searchParams.get("list");
      const email = url.searchParams.get("email")?.toLowerCase();
      const entries = controls.contacts
        .entries()
        .filter((entry) => (!list || String(entry.ListID) === list) && (!email || entry.Email.toLowerCase() === email));
      return reply(200, entries);
    }
    case "DELETE /contacts":
      return reply(200, { deleted: await controls.contacts.clear() });
    default:
      return reply(404, { error: `unknown route ${req.method} ${url.pathname}` });
  }
}
