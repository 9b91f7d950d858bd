// @ts-check
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { whenAnswered } from "../../../lib/request-log.mjs";
import { guardedRequestListener } from "../../../lib/request-listener.mjs";
import { hasValidCredentials } from "./auth.mjs";
import { BodyAbortedError, BodyTooLargeError, discardRestOfBody, readBody } from "./body.mjs";
import {
  MailjetApiError,
  authFailure,
  bodyTooLarge,
  injectedFailure,
  methodNotAllowed,
  objectNotFound,
} from "./mailjet-errors.mjs";
import { sendApiError, sendHtml, sendJson, sendText } from "./sink-responses.mjs";
import { matchRoute } from "./sink-routes.mjs";
import { handleManageContact } from "../contacts/managecontact-endpoint.mjs";
import { handleSinkApi } from "../ops/sink-api.mjs";
import { handleSend } from "../send/send-endpoint.mjs";
import { sendAttachment } from "../ui/attachment-download.mjs";
import { renderIndexPage, renderMessagePage, renderNotFoundPage } from "../ui/pages.mjs";
import { MESSAGE_PREFIX } from "../util/message-prefix.mjs";

/**
 * @typedef {import("../send/send-endpoint.mjs").SendContext
 *   & import("../contacts/managecontact-endpoint.mjs").ContactsContext
 *   & import("../ops/sink-api.mjs").SinkApiControls
 *   & { credentials: { apiKey: string, apiSecret: string }, maxBodyBytes: number }} HandlerContext
 * @typedef {{ fault?: string, bytes?: number, stored?: number }} LogNote
 *
 * One request in the log (every request but the sink API's); `bytes` is the request body size
 * read, `stored` how many messages or contact changes were stored, `status` 0 for a dropped
 * connection:
 * @typedef {{
 *   time: string,
 *   method: string,
 *   path: string,
 *   status: number,
 *   durationMs: number,
 *   bytes: number,
 *   fault?: string,
 *   stored?: number,
 * }} RequestLogEntry
 */

/** How much of an unwanted body is read and thrown away before the connection is dropped. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * The sink's `http.Server` request listener: Mailjet API, pages, attachment downloads, sink API.
 * @param {HandlerContext} context
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createRequestHandler(context) {
  return guardedRequestListener((req, res) => handle(req, res, context), {
    messagePrefix: MESSAGE_PREFIX,
    isClientGone: (error) => error instanceof BodyAbortedError,
    answerFailure: (req, res) => {
      discardRestOfBody(req, MAX_DISCARD_BYTES);
      sendJson(req, res, 500, {
        ErrorIdentifier: randomUUID(),
        StatusCode: 500,
        ErrorMessage: "Internal Server Error",
      });
    },
  });
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {HandlerContext} context
 */
async function handle(req, res, context) {
  const url = new URL(req.url ?? "/", "http://mail-sink.invalid");
  const route = matchRoute(url.pathname);
  if (route.kind === "sink-api") {
    await handleSinkApi(req, res, url, context);
    return;
  }

  /** @type {LogNote} */
  const note = {};
  whenAnswered(res, { countDropped: true }, ({ time, status, durationMs }) => {
    context.requestLog.add({
      time,
      method: req.method ?? "GET",
      path: url.pathname,
      status,
      durationMs,
      bytes: note.bytes ?? 0,
      ...(note.fault ? { fault: note.fault } : {}),
      ...(note.stored !== undefined ? { stored: note.stored } : {}),
    });
  });

  switch (route.kind) {
    case "send":
    case "managecontact":
      await handleMailjetCall(req, res, route, context, note);
      return;
    case "mailjet-unknown":
      discardRestOfBody(req, MAX_DISCARD_BYTES);
      sendApiError(req, res, hasValidCredentials(req, context.credentials) ? objectNotFound() : authFailure());
      return;
    default:
      break;
  }

  if (req.method !== "GET" && req.method !== "HEAD") {
    discardRestOfBody(req, MAX_DISCARD_BYTES);
    res.setHeader("Allow", "GET, HEAD");
    sendText(req, res, 405, "Method not allowed");
    return;
  }
  if (route.kind === "index") {
    sendHtml(req, res, 200, renderIndexPage(context.messages.list(), context.contacts.entries()));
  } else if (route.kind === "message") {
    const message = context.messages.get(route.id);
    sendHtml(
      req,
      res,
      message ? 200 : 404,
      message ? renderMessagePage(message) : renderNotFoundPage(`No hay ningún mensaje ${route.id}.`),
    );
  } else if (route.kind === "attachment") {
    const found = await context.messages.readAttachment(route.id, route.attachmentKind, route.index);
    if (found) sendAttachment(req, res, found);
    else sendHtml(req, res, 404, renderNotFoundPage("Ese adjunto no existe."));
  } else {
    sendText(req, res, 404, "Not found");
  }
}

/**
 * A Mailjet API call: faults first (an outage answers whatever the request), then credentials,
 * then the body (size-limited), then the endpoint.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ kind: "send" } | { kind: "managecontact", listId: string }} route
 * @param {HandlerContext} context
 * @param {LogNote} note
 */
async function handleMailjetCall(req, res, route, context, note) {
  const answerEarly = (/** @type {MailjetApiError} */ error) => {
    discardRestOfBody(req, MAX_DISCARD_BYTES);
    sendApiError(req, res, error);
  };
  if (req.method !== "POST") {
    answerEarly(methodNotAllowed(req.method ?? "", "POST"));
    return;
  }

  const { latencyMs, fault } = context.faults.next(route.kind === "send" ? "send" : "contacts");
  if (latencyMs > 0) await sleep(latencyMs);
  if (fault?.kind === "disconnect") {
    note.fault = "disconnect";
    req.socket.destroy();
    return;
  }
  if (fault?.kind === "status") {
    note.fault = `status ${fault.status}`;
    answerEarly(injectedFailure(fault.status));
    return;
  }
  if (!hasValidCredentials(req, context.credentials)) {
    answerEarly(authFailure());
    return;
  }

  let body;
  try {
    body = await readBody(req, context.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    answerEarly(bodyTooLarge(error.limit));
    return;
  }
  note.bytes = body.length;
  try {
    const result =
      route.kind === "send" ? await handleSend(body, context) : await handleManageContact(route.listId, body, context);
    note.stored = result.stored;
    sendJson(req, res, result.status, result.body);
  } catch (error) {
    if (!(error instanceof MailjetApiError)) throw error;
    sendApiError(req, res, error);
  }
}
