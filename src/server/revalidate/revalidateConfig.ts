/** The publishing webhook's secret (server side only: never sent to the browser, never echoed). */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { LOCAL_WEBHOOK_SECRET } from "@/config/environment";

/** Longest secret accepted (Prismic's form has no stated limit; this only bounds the work per request). */
const MAX_SECRET_LENGTH = 256;

/** Why the webhook cannot accept anything: unset, or set to something unusable. */
export class WebhookConfigError extends Error {
  override name = "WebhookConfigError";
}

export type WebhookConfig = { secret: string };

const secretSchema = z
  .string()
  .max(MAX_SECRET_LENGTH, `longer than ${MAX_SECRET_LENGTH} characters`)
  .regex(/^\S+$/, "contains white space");

/**
 * PRISMIC_WEBHOOK_SECRET, checked; a WebhookConfigError (never naming the value) when unset or
 * unusable, or the public local default against a real repository.
 */
export function loadWebhookConfig(env: Record<string, string | undefined>, contentIsLocal: boolean): WebhookConfig {
  const raw = (env.PRISMIC_WEBHOOK_SECRET ?? "").trim();
  if (!raw) {
    throw new WebhookConfigError(
      "Publishing webhook not configured: set PRISMIC_WEBHOOK_SECRET to the secret of the Prismic webhook (docs/publishing.md).",
    );
  }
  const parsed = secretSchema.safeParse(raw);
  if (!parsed.success) {
    throw new WebhookConfigError(
      `Publishing webhook misconfigured: PRISMIC_WEBHOOK_SECRET ${parsed.error.issues[0]?.message ?? "is invalid"}.`,
    );
  }
  if (raw === LOCAL_WEBHOOK_SECRET && !contentIsLocal) {
    throw new WebhookConfigError(
      `Publishing webhook misconfigured: PRISMIC_WEBHOOK_SECRET is the local default "${LOCAL_WEBHOOK_SECRET}", which is public; set a secret of your own with a real Prismic repository.`,
    );
  }
  return { secret: raw };
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether a webhook's secret is the configured one, compared in constant time: both are hashed first,
 * so the comparison neither depends on where they differ nor reveals the secret's length.
 */
export function webhookSecretMatches(given: unknown, expected: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(expected));
}
