import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import { createRateLimiter, type RateLimiter } from "./rateLimit";
import type { FormsRedis } from "./sharedRedis";

/** E-mails the site may send to one address that a visitor typed, in 24 hours (all kinds together). */
export const TYPED_ADDRESS_DAILY_LIMIT = 3;

/** One e-mail that may go: how to take it back if the provider did not accept it. */
type RecipientAllowance = { giveBack: () => void };

/** The caps on e-mails to typed addresses (issue 32): 3 a day, and one newsletter link in 10 minutes. */
export type RecipientCaps = {
  /** Counts one e-mail of `kind` to `address`: its allowance, or null when the address had its share. */
  take(address: string, kind: "confirmation" | "newsletter"): Promise<RecipientAllowance | null>;
};

/** The mailbox an address names: lowercased, without a `+tag` (one mailbox however it is tagged). */
function recipientMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const local = at > 0 ? lower.slice(0, at).replace(/\+.*$/, "") : lower;
  return at > 0 ? `${local || lower.slice(0, at)}${lower.slice(at)}` : lower;
}

/** The key an address is counted under: a keyed digest of its mailbox, so no store holds an address (issue 40). */
export function recipientKey(secret: string, address: string): string {
  return sealedBox(derivedKey(secret, "recipient-caps")).digest(recipientMailbox(address));
}

/** Takes one hit from each limiter in turn; when one refuses, the ones taken are given back. */
async function takeAll(limiters: RateLimiter[], key: string): Promise<RecipientAllowance | null> {
  const taken: (() => void)[] = [];
  for (const limiter of limiters) {
    const verdict = await limiter.take(key);
    if (!verdict.allowed) {
      for (const giveBack of taken) giveBack();
      return null;
    }
    taken.push(verdict.giveBack);
  }
  return { giveBack: () => taken.forEach((giveBack) => giveBack()) };
}

/** The caps, counted as the visitors' rate limit is (Redis, or this instance's memory). */
export function createRecipientCaps(redis: FormsRedis | null, secret: string): RecipientCaps {
  const shared = { redis, secret };
  const daily = createRateLimiter({
    name: "recipient-day",
    limit: TYPED_ADDRESS_DAILY_LIMIT,
    windowMs: 86_400_000,
    shared,
  });
  const newsletter = createRateLimiter({ name: "recipient-newsletter", limit: 1, windowMs: 600_000, shared });
  return {
    take: (address, kind) =>
      takeAll(kind === "newsletter" ? [newsletter, daily] : [daily], recipientKey(secret, address)),
  };
}
