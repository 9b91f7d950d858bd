import type { IncomingMessage, ServerResponse } from "node:http";
import { FormError, refusalHeaders } from "./formError";
import { sendNativeAnswer, type NativeContext, type NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { isNativeFormPost } from "@/server/forms/noJs/nativePost";
import { translateFieldErrors, translateFormMessage } from "@/server/serverMessages";
import { closeAfterLingering } from "@/server/http/lingeringClose";
import { sendJson } from "@/server/http/sendJson";
import { safeErrorLog } from "@/server/safeErrorLog";

/** The answer to a refused submission: a Spanish message and one per field (keys translated for the site's locale). */
function sendFormError(res: ServerResponse, error: FormError, locale: string): void {
  sendJson(
    res,
    error.status,
    {
      ok: false,
      message: translateFormMessage(locale, error.messageKey),
      fields: translateFieldErrors(locale, error.fields),
    },
    refusalHeaders(error),
  );
}

/** What a form handler answers when it accepted a submission: the JSON body, and what the result page's success text names. */
export type FormAccepted = { answer: Record<string, unknown>; details: Record<string, string> };

/**
 * Runs a form handler and answers it, the one place that decides between the two kinds of caller:
 * the site's script (and any other JSON caller) gets the JSON answer — the handler's body, or the
 * FormError's status with Spanish messages —; a browser's native post (isNativeFormPost) gets a
 * 303 to the result page (sendNativeAnswer), for a success and for any refusal but 405 (no form
 * posts with another method). Anything but a FormError is a 500 without details. A refusal made
 * while the body is still arriving closes the connection only after lingering (closeAfterLingering),
 * so a sender still writing reads its answer.
 * `submitted` is where the handler puts the text fields as it reads them.
 */
export async function answerForm(
  req: IncomingMessage,
  res: ServerResponse,
  context: NativeContext,
  form: NativeForm,
  handle: (submitted: Record<string, string>) => Promise<FormAccepted>,
): Promise<void> {
  const native = isNativeFormPost(req);
  const submitted: Record<string, string> = {};
  try {
    const accepted = await handle(submitted);
    if (native) return sendNativeAnswer(req, res, context, form, submitted, { ok: true, details: accepted.details });
    sendJson(res, 200, accepted.answer);
  } catch (error) {
    if (!(error instanceof FormError)) console.error(`form handler failed: ${safeErrorLog(error)}`);
    const refusal = error instanceof FormError ? error : new FormError(500, "errors.unexpected");
    if (!req.complete) closeAfterLingering(req, res);
    if (native && refusal.status !== 405)
      return sendNativeAnswer(req, res, context, form, submitted, { ok: false, error: refusal });
    sendFormError(res, refusal, context.locale);
  }
}
