import type { IncomingMessage, ServerResponse } from "node:http";
import { isPossibleUid } from "@/lib/prismic/uid";
import { refusalHeaders } from "@/server/forms/pipeline/formError";
import type { Submission } from "@/server/forms/pipeline/formError";
import type { FormKind, FormOutcome } from "./formOutcome";
import { formPagePath, formResultPath, formResultUrl, RESULT_TOKEN_PARAM } from "./formPages";
import { refererPath } from "@/server/http/refererPath";
import type { ResultStore } from "./resultStore";
import { translateFieldErrors, translateFormMessage } from "@/server/serverMessages";

/** How a form is answered when the browser posted it itself (JavaScript off). */
export type NativeForm = {
  kind: FormKind;
  /** The text fields a refused submission is shown again with: never files, the consent box or the honeypot. */
  keptFields: readonly string[];
};

/** What the native answer needs from the form's dependencies. */
export type NativeContext = { siteUrl: string; locale: string; results: ResultStore };

/** Where the result page links back to: the posting page (Referer, this site only), else where the form lives. */
async function returnPathOf(req: IncomingMessage, context: NativeContext, form: FormKind, offerUid: string | null) {
  const fallback = formPagePath(form, context.locale, offerUid);
  const path = refererPath(req, context.siteUrl);
  if (!path) return fallback;
  const url = new URL(path, "http://same-site.invalid");
  if (url.pathname !== formResultPath(context.locale)) return path;
  return (await context.results.get(url.searchParams.get(RESULT_TOKEN_PARAM)))?.returnPath ?? fallback;
}

/** The outcome to keep for a native submission (text values only, messages translated). */
async function outcomeOf(
  req: IncomingMessage,
  context: NativeContext,
  form: NativeForm,
  { fields: submitted, result }: Submission,
): Promise<FormOutcome> {
  const offerUid = form.kind === "application" && isPossibleUid(submitted.offer) ? submitted.offer : null;
  const base = { form: form.kind, returnPath: await returnPathOf(req, context, form.kind, offerUid), offerUid };
  if (result.ok) return { ...base, ok: true, details: result.accepted.details };
  const { status, fields, messageKey } = result.error;
  const values = Object.fromEntries(
    form.keptFields.flatMap((field) => (typeof submitted[field] === "string" ? [[field, submitted[field]]] : [])),
  );
  const errors = translateFieldErrors(context.locale, fields);
  const message = translateFormMessage(context.locale, messageKey);
  return { ...base, ok: false, status, initial: { values, errors, message } };
}

/** Answers a native submission: keeps its outcome under a new token and sends the browser to the result page. */
export async function sendNativeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  context: NativeContext,
  form: NativeForm,
  submission: Submission,
): Promise<void> {
  const token = await context.results.put(await outcomeOf(req, context, form, submission));
  const { result } = submission;
  seeOther(res, formResultUrl(context.locale, token), result.ok ? {} : refusalHeaders(result.error));
}

/** Whether a form post is the browser's own (JavaScript off): it asks for a page, never for JSON as the script does. */
export function isNativeFormPost(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** A 303 to a page of this site: the browser then GETs it, and a reload does not post again. */
export function seeOther(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.end(location);
}
