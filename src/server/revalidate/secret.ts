import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether the secret a webhook carries equals the configured one, compared in constant time:
 * both are hashed to SHA-256 first, so the comparison neither depends on where they differ nor
 * reveals the configured secret's length. Anything but a string (missing, null) never matches.
 */
export function webhookSecretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  return timingSafeEqual(digest(given), digest(expected));
}
