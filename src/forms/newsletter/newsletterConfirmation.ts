import { isLocale, LOCALES } from "@/config/countries";
import { sectionPaths } from "@/config/routeTable";
import type { MailjetMessage } from "@/server/mail/mailer";
import type { RateLimiter } from "@/server/forms/abuse/rateLimit";
import { createLimiter } from "@/server/forms/abuse/sharedRateLimit";
import type { FormsRedis } from "@/server/forms/abuse/sharedRedis";
import { signToken, tokenId, verifyToken } from "@/server/signing/signedToken";
import { formatFormMessage } from "@/server/serverMessages";
import { CONFIRMATION_STATE_PARAM, CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";

/**
 * The newsletter's double opt-in (issue 32): a sign-up sends one e-mail with a signed link that
 * expires in 48 hours; only confirming from it adds the address to the list. The link is checked
 * by its signature alone (SIGNING_SECRET), so any instance can; which links were already used is
 * remembered like the rate limit (Redis when REDIS_URL is set), for "already confirmed".
 */

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

/** The signing purpose of confirmation links: a token signed for anything else is never one. */
const PURPOSE = "newsletter-confirmation";

/** What a confirmation link names: the address, and the site locale it was signed up on. */
type ConfirmationPayload = { e: string; l: string };

/** What a link turned out to be. */
export type ConfirmationLink =
  { state: "valid"; email: string; id: string } | { state: "expired" } | { state: "invalid" };

/** A confirmation link's token for `email`, signed up on the site of `locale`. */
export function confirmationToken(secret: string, email: string, locale: string, now = Date.now()): string {
  return signToken(secret, PURPOSE, { e: email, l: locale } satisfies ConfirmationPayload, now + CONFIRMATION_TTL_MS);
}

/**
 * Reads a link's token: valid (its address, and an id for the used-links store), expired, or
 * invalid (missing, malformed, forged, or signed for the other site). Never throws.
 */
export function readConfirmationLink(
  secret: string,
  token: unknown,
  locale: string,
  now = Date.now(),
): ConfirmationLink {
  const verified = verifyToken<ConfirmationPayload>(secret, PURPOSE, token, now);
  if (!verified.ok) return { state: verified.reason === "expired" ? "expired" : "invalid" };
  const { e, l } = (verified.payload ?? {}) as Partial<ConfirmationPayload>;
  if (typeof e !== "string" || l !== locale) return { state: "invalid" };
  return { state: "valid", email: e, id: tokenId(token as string) };
}

/** The public path of the confirmation page (`/confirmar-suscripcion`). */
export function confirmationPagePath(locale: string): string {
  return sectionPaths(isLocale(locale) ? locale : LOCALES[0]).newsletterConfirmation;
}

/** The confirmation page for a token, with the state of a confirmation just made, if any. */
export function confirmationPageUrl(locale: string, token: string, state?: "confirmada" | "error"): string {
  const query = new URLSearchParams({ [CONFIRMATION_TOKEN_PARAM]: token });
  if (state) query.set(CONFIRMATION_STATE_PARAM, state);
  return `${confirmationPagePath(locale)}?${query}`;
}

/** Which confirmation links were used: one use per link while it can still work. */
export type ConfirmedLinks = {
  /** Marks the link used: true the first time; `undo` frees it again (the list did not take it). */
  claim(id: string): Promise<{ first: boolean; undo: () => void }>;
  /** Whether the link was used. */
  used(id: string): Promise<boolean>;
};

/** Counted as a limit of one per link over its lifetime: in Redis when REDIS_URL is set, else in this instance. */
export function createConfirmedLinks(redis: FormsRedis | null): ConfirmedLinks {
  const links: RateLimiter = createLimiter(redis, {
    name: "newsletter-confirmed",
    limit: 1,
    windowMs: CONFIRMATION_TTL_MS + 60_000,
  });
  return {
    async claim(id) {
      const verdict = await links.take(id);
      return verdict.allowed ? { first: true, undo: verdict.giveBack } : { first: false, undo: () => {} };
    },
    used: async (id) => (await links.count(id)) > 0,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The confirmation e-mail (texts: `emails.newsletterConfirmation.*` of the site locale's forms.json,
 * tú on es, usted on co): what the address will be used for, the link and its expiry, what to do
 * when it was not the reader who asked, and how to leave the list.
 */
export function confirmationMessage({
  from,
  email,
  locale,
  siteUrl,
  token,
}: {
  from: MailjetMessage["From"];
  email: string;
  locale: string;
  siteUrl: string;
  token: string;
}): MailjetMessage {
  const link = new URL(confirmationPageUrl(locale, token), siteUrl).href;
  const text = (key: string) => formatFormMessage(locale, `emails.newsletterConfirmation.${key}`, { email });
  const paragraphs = [text("intro"), text("expiry"), text("notYou"), text("privacy")];
  return {
    From: from,
    To: [{ Email: email }],
    Subject: text("subject"),
    TextPart: [paragraphs[0], `${text("button")}: ${link}`, ...paragraphs.slice(1), from.Name ?? ""].join("\n\n"),
    HTMLPart: [
      `<p>${escapeHtml(paragraphs[0])}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text("button"))}</a></p>`,
      ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(from.Name ?? "")}</p>`,
    ].join(""),
  };
}
