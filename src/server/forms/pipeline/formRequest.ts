import type { IncomingMessage, ServerResponse } from "node:http";
import type { FormsConfig } from "@/server/formsConfig";
import type { Mailer } from "@/server/mail/mailer";
import { clientKey } from "@/server/forms/abuse/clientKey";
import { once } from "@/server/forms/abuse/exactlyOnce";
import { idempotencyKeyOf } from "@/server/forms/abuse/idempotencyKey";
import { FormError } from "./formError";
import type { UploadSettings } from "@/server/forms/uploads/multipartBody";
import type { RateLimiter } from "@/server/forms/abuse/rateLimit";
import { assertPost, assertSameOrigin, assertWithinRate } from "./requestGuards";
import type { NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { answerForm, type FormAccepted } from "./respond";
import type { ResultStore } from "@/server/forms/noJs/resultStore";
import type { SubmissionStore } from "@/server/forms/abuse/submissionStore";
import type { UploadMemoryBudget } from "@/server/forms/uploads/uploadMemory";
import type { RecipientCaps } from "@/server/forms/abuse/recipientCaps";
import type { ConfirmedLinks } from "@/forms/newsletter/newsletterConfirmation";

/** What the form handlers need from their environment (injected, so tests can run them on a bare server). */
export type FormDependencies = {
  siteUrl: string;
  locale: string;
  mailer: Mailer;
  /** The per-visitor rate limit: shared by every instance through Redis when REDIS_URL is set. */
  limiter: RateLimiter;
  /** The idempotency keys of submissions: shared through Redis when REDIS_URL is set. */
  submissions: SubmissionStore;
  /** The caps on e-mails to addresses visitors type: shared through Redis when REDIS_URL is set. */
  recipients: RecipientCaps;
  /** The newsletter confirmation links already used: shared through Redis when REDIS_URL is set. */
  newsletterLinks: ConfirmedLinks;
  /** The memory that uploads in flight may hold in this process. */
  uploads: UploadMemoryBudget;
  /** Where the outcomes of native (JavaScript-off) submissions wait for the result page. */
  results: ResultStore;
  config: FormsConfig;
};

/**
 * Refusals made before anything was handed to the provider: the visitor can correct them (or they
 * were not the visitor's doing), so they do not use up the visitor's rate-limit quota.
 */
const NOTHING_SENT = new Set([400, 404, 408, 409, 413, 415, 503]);

/** The header that tells a caller its answer is the first answer to the same key, given again. */
const REPLAYED_HEADER = "Idempotent-Replayed";

/**
 * Runs one form submission: POST only, same origin; then, when it carries an idempotency key, at
 * most once per key (exactlyOnce.ts: a repeat gets the first answer and sends nothing, and is not
 * counted against the rate); within the visitor's rate; then `handle`, which puts the text fields
 * it reads into `submitted` (what a refused native post is shown again with).
 * Answered by answerForm: JSON for the site's script, a 303 to the result page for a native post.
 */
export function runFormRequest(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FormDependencies,
  form: NativeForm,
  handle: (submitted: Record<string, string>) => Promise<FormAccepted>,
): Promise<void> {
  return answerForm(req, res, deps, form, async (submitted) => {
    assertPost(req);
    assertSameOrigin(req, deps.siteUrl);
    const key = idempotencyKeyOf(req);
    const send = async () => {
      const giveBack = await assertWithinRate(deps.limiter, clientKey(req, deps.config.trustedProxies));
      try {
        return await handle(submitted);
      } catch (error) {
        if (error instanceof FormError && NOTHING_SENT.has(error.status)) giveBack();
        throw error;
      }
    };
    if (key === null) return send();
    const { accepted, replayed } = await once(deps.submissions, `${form.kind}:${key}`, send);
    if (replayed) {
      // The body is not needed: the first answer is given again.
      req.resume();
      res.setHeader(REPLAYED_HEADER, "true");
    }
    return accepted;
  });
}

/** How this site's form routes read bodies: the process's upload memory and the configured deadlines. */
export function uploadSettings(deps: FormDependencies): UploadSettings {
  return { budget: deps.uploads, ...deps.config.bodyTimeouts };
}
