import type { IncomingMessage, ServerResponse } from "node:http";
import { FormError, refusalHeaders, type SubmissionResult } from "./formError";
import { sendNativeAnswer, type NativeContext, type NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { isNativeFormPost } from "@/server/forms/noJs/nativePost";
import { translateFieldErrors, translateFormMessage } from "@/server/serverMessages";
import { closeAfterLingering } from "@/server/http/lingeringClose";
import { sendJson } from "@/server/http/sendJson";
import { safeErrorLog } from "@/server/safeErrorLog";

/** The fields
 the visitor sent (as far as they were read), and the result. */
export type Submission = { fields: Record<string, unknown>; result: SubmissionResult };

/** A refusal for what was thrown: a FormError as it is, anything else a 500 without details (logged). */
export function refusalOf(error: unknown, what = "form handler"): { ok: false; error: FormError } {
  if (error instanceof FormError) return { ok: false, error };
  console.error(`${what} failed: ${safeErrorLog(error)}`);
  return { ok: false, error: new FormError(500, "errors.unexpected") };
}

/**
 * Answers a submission: JSON (Spanish messages, one per field) to the site's script, a 303 to the
 * result page to a browser's own post. A refusal made mid-body lingers before closing, so a sender
 * still writing reads its answer.
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
    return sendNativeAnswer(req, res, context, form, fields, result);
  if (result.ok) return sendJson(res, 200, result.accepted.answer);
  const { status, messageKey, fields: errors } = result.error;
  const message = translateFormMessage(context.locale, messageKey);
  const body = { ok: false, message, fields: translateFieldErrors(context.locale, errors) };
  sendJson(res, status, body, refusalHeaders(result.error));
}
