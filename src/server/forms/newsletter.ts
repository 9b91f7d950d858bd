import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { fieldErrors, newsletterSchema } from "@/forms/schemas";
import { MailDeliveryError } from "@/server/mail/mailer";
import { assertNotBot } from "./contact";
import { watchBodyDeadline, type BodyTimeouts } from "./bodyDeadline";
import { FormError } from "./formError";
import { runFormRequest, type FormDependencies } from "./formRequest";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

const MAX_JSON_BYTES = 4_096;

/** Reads a small JSON object body (bounded in size and time), refusing anything else. */
function readJson(req: IncomingMessage, timeouts: BodyTimeouts): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
      req.resume();
      return reject(new FormError(415, "errors.unsupportedBody"));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: FormError) => {
      if (settled) return;
      settled = true;
      stopWatching();
      if (error.status !== 408) req.resume();
      reject(error);
    };
    const stopWatching = watchBodyDeadline(req, timeouts, fail);
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > MAX_JSON_BYTES) return fail(new FormError(413, "errors.bodyTooLarge"));
      chunks.push(chunk);
    });
    req.on("error", () => fail(new FormError(400, "errors.malformedBody")));
    req.on("end", () => {
      if (settled) return;
      settled = true;
      stopWatching();
      try {
        const value: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        if (value && typeof value === "object" && !Array.isArray(value)) return resolve(value as Record<string, unknown>);
      } catch {
        // answered below
      }
      reject(new FormError(400, "errors.malformedBody"));
    });
  });
}

/**
 * Handles POST /api/newsletter: adds the address to the newsletter list (spec §7, list 190022) with
 * `addnoforce`, so an address that is already there (or unsubscribed) is left as it is — a success.
 */
export function handleNewsletter(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  return runFormRequest(req, res, deps, async () => {
    const body = await readJson(req, { idleTimeoutMs: deps.config.bodyIdleTimeoutMs, totalTimeoutMs: deps.config.bodyTimeoutMs });
    assertNotBot(body[HONEYPOT_FIELD]);
    const parsed = newsletterSchema.safeParse({ email: body.email });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    try {
      await deps.mailer.subscribe(NEWSLETTER_LIST_ID, parsed.data.email);
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.subscriptionFailed");
      throw error;
    }
    return { ok: true };
  });
}
