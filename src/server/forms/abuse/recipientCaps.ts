import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import { createRateLimiter, type RateLimiter } from "./rateLimit";
import type { FormsRedis } from "./sharedRedis";

/** E-mails the site may send to one address that a visitor typed, in 24 hours (all kinds together). */
export const TYPED_ADDRESS_DAILY_LIMIT = 3;
/** Newsletter confirmation e-mails to one address within 10 minutes. */
export const NEWSLETTER_CONFIRMATIONS_PER_10_MINUTES = 1;

const DAY_MS = 24 * 60 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;

/** What is sent to an address a visitor typed: a courtesy confirmation, or the newsletter's link (capped more tightly). */
export type TypedAddressMail = "confirmation" | "newsletter";

/** One e-mail that may go: how to take it back if the provider did not accept it. */
export type RecipientAllowance = { giveBack(): void };

/** The caps on e-mails to addresses that visitors type, whoever names them. */
export type RecipientCaps = {
  /** Counts one e-mail of `kind` to `address`: its allowance, or null when the address had its share. */
  take(address: string, kind: TypedAddressMail): Promise<RecipientAllowance | null>;
};

/** The mailbox an address names: lowercased, without a `+tag`. */
export function recipientMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const local = at > 0 ? lower.slice(0, at).replace(/\+.*$/, "") : lower;
  return at > 0 ? `${local || lower.slice(0, at)}${lower.slice(at)}` : lower;
}

/** The key an address is counted under: a keyed digest of its mailbox (no address in memory or Redis). */
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

/** The caps, counted as the visitors' rate limit is. */
export function createRecipientCaps(redis: FormsRedis | null, secret: string): RecipientCaps {
  const shared = { redis, secret };
  const daily = createRateLimiter({
    name: "recipient-day",
    limit: TYPED_ADDRESS_DAILY_LIMIT,
    windowMs: DAY_MS,
    shared,
  });
  const newsletter = createRateLimiter({
    name: "recipient-newsletter",
    limit: NEWSLETTER_CONFIRMATIONS_PER_10_MINUTES,
    windowMs: TEN_MINUTES_MS,
    shared,
  });
  return {
    take: (address, kind) =>
      takeAll(kind === "newsletter" ? [newsletter, daily] : [daily], recipientKey(secret, address)),
  };
}
