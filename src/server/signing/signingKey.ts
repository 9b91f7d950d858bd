/**
 * The site's signing secret (SIGNING_SECRET, src/config/environment.ts: required in production, a
 * fixed public default only in the explicit local mode) and the keys derived from it, one per use,
 * so that nothing made for one purpose is accepted for another.
 */
import { createHmac } from "node:crypto";
import { LOCAL_SIGNING_SECRET, readEnvironment, type Environment } from "@/config/environment";

/** SIGNING_SECRET from the environment (the local mode's default when it is unset there). */
export function signingSecret(env: Record<string, string | undefined> = process.env): string {
  return signingSecretOf(readEnvironment(env));
}

/** SIGNING_SECRET from an environment already read (production refuses to start without it). */
export function signingSecretOf(vars: Environment): string {
  return vars.SIGNING_SECRET ?? LOCAL_SIGNING_SECRET;
}

/**
 * A 32-byte key for one purpose, derived from the secret with HMAC-SHA-256.
 * @param secret the signing secret
 * @param purpose what the key is for, e.g. "form-results"
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`laboratorios-brezo:${purpose}`).digest();
}
