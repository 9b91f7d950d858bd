import Mailjet from "node-mailjet";
import { loadFormsConfig } from "@/server/formsConfig";
import { createMailjetMailer, MAILJET_TIMEOUT_MS } from "@/server/mail/mailjetMailer";
import { siteConfig } from "@/lib/siteConfig";
import { createRecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { createConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import { createRateLimiter } from "@/server/forms/abuse/rateLimit";
import { processFormsRedis } from "@/server/forms/abuse/sharedRedis";
import { createSubmissionStore, inFlightTtlFor } from "@/server/forms/abuse/submissionStore";
import type { FormDependencies } from "./formRequest";
import { processUploadBudget } from "@/server/forms/uploads/uploadMemory";
import { processResults } from "@/server/forms/noJs/resultStore";

let dependencies: FormDependencies | null = null;

const RECIPIENT_STATE_KEY = Symbol.for("laboratorios-brezo.recipientState");

/**
 * The caps on typed addresses and the used links, one per process on globalThis: Next bundles each
 * API route and page apart, and the forms must count one address together.
 */
function processRecipientState(redis: ReturnType<typeof processFormsRedis>, secret: string) {
  const holder = globalThis as typeof globalThis & {
    [RECIPIENT_STATE_KEY]?: Pick<FormDependencies, "recipients" | "newsletterLinks">;
  };
  return (holder[RECIPIENT_STATE_KEY] ??= {
    recipients: createRecipientCaps(redis, secret),
    newsletterLinks: createConfirmedLinks(redis),
  });
}

/** The node-mailjet client: Mailjet's API, or the local mail sink (docs/mail-sink.md). */
export function mailjetClient(config: ReturnType<typeof loadFormsConfig>): Mailjet {
  const { apiUrl, apiKey, apiSecret } = config.mailjet;
  return new Mailjet({
    apiKey,
    apiSecret,
    config: { host: new URL(apiUrl).host },
    options: { timeout: MAILJET_TIMEOUT_MS },
  });
}

/**
 * The forms' dependencies for this server process (configuration validated on first use), their
 * state in this process's memory or the Redis every instance shares (docs/deploy.md).
 */
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
    ...processRecipientState(shared.redis, shared.secret),
    uploads: processUploadBudget(config.uploadMemoryBytes),
    results: processResults(),
  });
}
