import Mailjet from "node-mailjet";
import { loadFormsConfig } from "@/server/formsConfig";
import { createMailjetMailer, MAILJET_TIMEOUT_MS } from "@/server/mail/mailjetMailer";
import { siteConfig } from "@/lib/siteConfig";
import { createRecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { createConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import { createRateLimiter } from "@/server/forms/abuse/rateLimit";
import { processFormsRedis } from "@/server/forms/abuse/sharedRedis";
import { createSubmissionStore, inFlightTtlFor } from "@/server/forms/abuse/submissionStore";
import { perProcess } from "@/lib/perProcess";
import type { FormDependencies } from "./formRequest";
import { processUploadBudget } from "@/server/forms/uploads/uploadMemory";
import { processResults } from "@/server/forms/noJs/resultStore";

let dependencies: FormDependencies | null = null;

/** The node-mailjet client: Mailjet's API, or the local mail sink (docs/mail-sink.md). */
export function mailjetClient(config: ReturnType<typeof loadFormsConfig>): Mailjet {
  const { apiUrl, apiKey, apiSecret } = config.mailjet;
  const host = new URL(apiUrl).host;
  return new Mailjet({ apiKey, apiSecret, config: { host }, options: { timeout: MAILJET_TIMEOUT_MS } });
}

/** The forms' dependencies for this server process (configuration validated on first use; docs/deploy.md). */
export function formDependencies(): FormDependencies {
  if (dependencies) return dependencies;
  const config = loadFormsConfig(process.env);
  const mailer = createMailjetMailer(mailjetClient(config));
  const shared = { redis: processFormsRedis(), secret: config.signingSecret };
  const inFlightTtlMs = inFlightTtlFor(config.bodyTimeouts.totalTimeoutMs);
  return (dependencies = {
    siteUrl: siteConfig.siteUrl,
    locale: siteConfig.country.defaultLocale,
    config,
    mailer,
    limiter: createRateLimiter({ limit: config.rateLimitPer10Minutes, windowMs: 10 * 60_000, shared }),
    submissions: createSubmissionStore({ shared, inFlightTtlMs }),
    // One per process: the forms count one address together, the confirmation page sees its button's links.
    ...perProcess("recipientState", () => ({
      recipients: createRecipientCaps(shared.redis, shared.secret),
      newsletterLinks: createConfirmedLinks(shared.redis),
    })),
    uploads: processUploadBudget(config.uploadMemoryBytes),
    results: processResults(),
  });
}
