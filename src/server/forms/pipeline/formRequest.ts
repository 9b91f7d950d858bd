import type { IncomingMessage, ServerResponse } from "node:http";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import type { FormsConfig } from "@/server/formsConfig";
import type { Mailer } from "@/server/mail/mailer";
import { clientKey } from "@/server/forms/abuse/clientKey";
import type { ConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import { claimOnce, idempotencyKeyOf } from "@/server/forms/abuse/exactlyOnce";
import type { RateLimiter } from "@/server/forms/abuse/rateLimit";
import type { RecipientCaps } from "@/server/forms/abuse/recipientCaps";
import type { SubmissionStore } from "@/server/forms/abuse/submissionStore";
import type { NativeForm } from "@/server/forms/noJs/nativeAnswer";
import type { ResultStore } from "@/server/forms/noJs/resultStore";
import { readMultipart, type FormBody, type MultipartLimits } from "@/server/forms/uploads/multipartBody";
import type { UploadMemoryBudget } from "@/server/forms/uploads/uploadMemory";
import { readFields } from "./fieldsBody";
import { FormError, type FormAccepted, type Submission } from "./formError";
import { refusalOf, respond } from "./respond";

/** What the forms need from their environment (injected, so tests can run them on a bare server). */
export type FormDependencies = {
  siteUrl: string;
  locale: string;
  mailer: Mailer;
  limiter: RateLimiter;
  submissions: SubmissionStore;
  recipients: RecipientCaps;
  newsletterLinks: ConfirmedLinks;
  uploads: UploadMemoryBudget;
  /** Where the outcomes of native (JavaScript-off) submissions wait for the result page. */
  results: ResultStore;
  config: FormsConfig;
};

/** A form, declared once (src/forms/<form>/): how its body is read, what it accepts, what it sends. */
export type FormDefinition<T, D extends FormDependencies = FormDependencies> = NativeForm & {
  logName: string;
  /** A multipart body within these limits, or a small JSON or urlencoded one. */
  body: MultipartLimits | "fields";
  /** The submission checked: a FormError refuses it. */
  validate(body: FormBody, deps: D): Promise<T>;
  /** The answer to an accepted submission, also to a bot that filled the honeypot (nothing is then delivered). */
  accepted(data: T): FormAccepted;
  deliver(data: T, deps: D): Promise<void>;
};

/** Refusals made before anything was handed to the provider: they do not use up the visitor's rate. */
const NOTHING_SENT = new Set([400, 404, 408, 409, 413, 415, 503]);

/** The handler of a form's API route: the pipeline serving its definition. */
export function serveForm<T, D extends FormDependencies>(form: FormDefinition<T, D>) {
  return async (req: IncomingMessage, res: ServerResponse, deps: D): Promise<void> =>
    respond(req, res, deps, form, await submit(form, req, res, deps));
}

/** One submission, top-down: POST, same origin, once per idempotency key (a repeat is not counted), rate, delivery. */
async function submit<T, D extends FormDependencies>(
  form: FormDefinition<T, D>,
  req: IncomingMessage,
  res: ServerResponse,
  deps: D,
): Promise<Submission> {
  let claim: Awaited<ReturnType<typeof claimOnce>> | null = null;
  try {
    assertPost(req);
    assertSameOrigin(req, deps.siteUrl);
    const key = idempotencyKeyOf(req);
    claim = key === null ? null : await claimOnce(deps.submissions, `${form.kind}:${key}`);
    if (claim?.state === "accepted") {
      // The body is not needed: the first answer is given again.
      req.resume();
      res.setHeader("Idempotent-Replayed", "true");
      return { fields: {}, result: { ok: true, accepted: claim.accepted } };
    }
    const verdict = await deps.limiter.take(clientKey(req, deps.config.trustedProxies));
    if (!verdict.allowed) throw new FormError(429, "errors.rateLimited", {}, verdict.retryAfterSeconds);
    const submission = await deliver(form, req, deps);
    const { result } = submission;
    if (!result.ok && NOTHING_SENT.has(result.error.status)) verdict.giveBack();
    await (result.ok ? claim?.accept(result.accepted) : claim?.release());
    return submission;
  } catch (error) {
    if (claim?.state === "claimed") await claim.release();
    return { fields: {}, result: refusalOf(error) };
  }
}

/** Reads the body, checks it, and delivers it unless a bot filled the honeypot. */
async function deliver<T, D extends FormDependencies>(
  form: FormDefinition<T, D>,
  req: IncomingMessage,
  deps: D,
): Promise<Submission> {
  const body =
    form.body === "fields"
      ? await readFields(req, deps.config.bodyTimeouts)
      : await readMultipart(req, form.body, { budget: deps.uploads, ...deps.config.bodyTimeouts });
  const { fields } = body;
  try {
    if (body.refusal) throw body.refusal;
    const data = await form.validate(body, deps);
    if (!filledHoneypot(fields[HONEYPOT_FIELD], form.logName)) await form.deliver(data, deps);
    return { fields, result: { ok: true, accepted: form.accepted(data) } };
  } catch (error) {
    return { fields, result: refusalOf(error) };
  } finally {
    body.release();
  }
}

/** Whether a submission filled the honeypot: answered as accepted, nothing sent (a bot never learns it was caught). */
function filledHoneypot(honeypot: unknown, form: string): boolean {
  const filled = honeypot !== undefined && honeypot !== null && honeypot !== "";
  if (filled) console.warn(`${form}: the hidden field was filled; answered as accepted, nothing sent`);
  return filled;
}

/**
 * Refuses cross-site posts: Origin must be this site's (configured, or the request's Host). A
 * no-referrer page (the newsletter's confirmation) sends `Origin: null`: accepted only with
 * `Sec-Fetch-Site: same-origin`, a header no page can set.
 */
export function assertSameOrigin(req: IncomingMessage, siteUrl: string): void {
  const origin = req.headers.origin;
  if (origin === "null" && req.headers["sec-fetch-site"] === "same-origin") return;
  const host = req.headers.host;
  const allowed = new Set([new URL(siteUrl).origin]);
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!origin || !allowed.has(origin)) throw new FormError(403, "errors.crossSite");
}

/** Only POST is accepted. */
export function assertPost(req: IncomingMessage): void {
  if (req.method !== "POST") throw new FormError(405, "errors.method");
}
