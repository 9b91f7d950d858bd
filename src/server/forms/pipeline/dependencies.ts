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

const TEN_MINUTES_MS = 10 * 60_000;

let dependencies: FormDependencies | null = null;

/**
 * The rate limit and the submissions' keys: in this process's memory, or — with REDIS_URL — in the
 * Redis every instance shares, with the memory ones answering while Redis cannot (docs/deploy.md).
 */
function sharedState(
  limit: number,
  totalBodyTimeoutMs: number,
  secret: string,
): Pick<FormDependencies, "limiter" | "submissions" | "recipients" | "newsletterLinks"> {
  const shared = { redis: processFormsRedis(), secret };
  return {
    limiter: createRateLimiter({ name: "rate", limit, windowMs: TEN_MINUTES_MS, shared }),
    submissions: createSubmissionStore({ shared, inFlightTtlMs: inFlightTtlFor(totalBodyTimeoutMs) }),
    ...processRecipientState(shared.redis, secret),
  };
}

const RECIPIENT_STATE_KEY = Symbol.for("laboratorios-brezo.recipientState");

/**
 * The caps on e-mails to typed addresses and the used confirmation links, one per process (kept on
 * globalThis: Next bundles each API route and page apart, and the contact form, the job
 * application and the newsletter must count one address together, the confirmation page must see
 * what its button recorded).
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

/**
 * The node-mailjet client, as it comes: Mailjet's API, or the local mail sink, which answers HTTPS
 * with a certificate its launcher's NODE_EXTRA_CA_CERTS trusts (docs/mail-sink.md).
 */
export function mailjetClient(config: ReturnType<typeof loadFormsConfig>): Mailjet {
  const { apiUrl, apiKey, apiSecret } = config.mailjet;
  return new Mailjet({
    apiKey,
    apiSecret,
    config: { host: new URL(apiUrl).host },
    options: { timeout: MAILJET_TIMEOUT_MS },
  });
}

/** The forms' dependencies for this server process (configuration validated on first use). */
export function formDependencies(): FormDependencies {
  if (!dependencies) {
    const config = loadFormsConfig(process.env);
    dependencies = {
      siteUrl: siteConfig.siteUrl,
      locale: siteConfig.country.defaultLocale,
      config,
      mailer: createMailjetMailer(mailjetClient(config)),
      ...sharedState(config.rateLimitPer10Minutes, config.bodyTimeouts.totalTimeoutMs, config.signingSecret),
      uploads: processUploadBudget(config.uploadMemoryBytes),
      results: processResults(),
    };
  }
  return dependencies;
}
