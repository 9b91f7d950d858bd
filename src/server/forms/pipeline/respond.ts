import type { IncomingMessage, ServerResponse } from "node:http";
import { FormError, refusalHeaders, type Submission } from "./formError";
import { isNativeFormPost, sendNativeAnswer } from "@/server/forms/noJs/nativeAnswer";
import type { NativeContext, NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { translateFieldErrors, translateFormMessage } from "@/server/serverMessages";
import { closeAfterLingering } from "@/server/http/lingeringClose";
import { sendJson } from "@/server/http/sendJson";
import { safeErrorLog } from "@/server/safeErrorLog";

/** A refusal
 for what was thrown: a FormError as it is, anything else a 500 without details (logged). */
export function refusalOf(error: unknown, what = "form handler"): { ok: false; error: FormError } {
  if (error instanceof FormError) return { ok: false, error };
  console.error(`${what} failed: ${safeErrorLog(error)}`);
  return { ok: false, error: new FormError(500, "errors.unexpected") };
}

/**
 * Answers a submission: JSON, or a 303 to the result page for a browser's native post (not for 405). A
 * refusal made while the body still arrives closes the connection after lingering, so the sender reads it.
 */
export async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  context: NativeContext,
  form: NativeForm,
  { fields, result }: Submission,
): Promise<void> {
  if (!result.ok && !req.complete) closeAfterLingering(req, res);
  if (isNativeFormPost(req) && (result.ok || result.error.status !== 405))
    return sendNativeAnswer(req, res, context, form, { fields, result });
  if (result.ok) return sendJson(res, 200, result.accepted.answer);
  const { status, messageKey, fields: errors } = result.error;
  const message = translateFormMessage(context.locale, messageKey);
  const body = { ok: false, message, fields: translateFieldErrors(context.locale, errors) };
  sendJson(res, status, body, refusalHeaders(result.error));
}
