import { CONFIRMATION_TTL_MS } from "@/config/constants";
import { isLocale, LOCALES } from "@/config/countries";
import { sectionPaths } from "@/config/routeTable";
import type { MailjetMessage } from "@/server/mail/mailer";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import { formatFormMessage } from "@/server/serverMessages";
import { escapeHtml } from "@/server/forms/pipeline/delivery";
import { CONFIRMATION_STATE_PARAM, CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";

/**
 * The newsletter's double opt-in (issue 32): a sign-up sends one e-mail with a link that expires in
 * 48 hours; only confirming from it adds the address to the list. The link's token is the address
 * and its expiry sealed (AES-256-GCM, sealedBox.ts) with a key derived from SIGNING_SECRET for this
 * purpose and bound to the site's locale (issue 40): opaque to whoever sees the URL, checkable by
 * any instance with the same secret. Which links were already used is kept under a keyed digest of
 * the token (Redis when REDIS_URL is set), for "already confirmed".
 */

/** The purpose the token's key is derived for: a value sealed for anything else never opens. */
const PURPOSE = "newsletter-confirmation";
/** The purpose of the key that names used links. */
const USED_LINKS_PURPOSE = "newsletter-used-links";

/**
 * Longest token looked at: an address of 254 characters of up to 4 bytes each would not fit, but
 * every address the sign-up accepts in practice does (≈ 47 + 4/3 of its bytes); longer is refused
 * before any work.
 */
const MAX_TOKEN_CHARS = 1_024;

/** What a link turned out to be. */
export type ConfirmationLink =
  { state: "valid"; email: string; id: string } | { state: "expired" } | { state: "invalid" };

/** The sealed box of confirmation links, and the context that binds a token to a site. */
const tokenBox = (secret: string) => sealedBox(derivedKey(secret, PURPOSE));
const contextOf = (locale: string) => `${PURPOSE}:${locale}`;

/**
 * A confirmation link's token for `email`, signed up on the site of `locale`: `<expiry in seconds,
 * base 36> <address>` sealed, as base64url (no address, digest or other readable part).
 */
export function confirmationToken(secret: string, email: string, locale: string, now = Date.now()): string {
  const expires = Math.floor((now + CONFIRMATION_TTL_MS) / 1000).toString(36); // never later than 48 h
  return tokenBox(secret).seal(`${expires} ${email}`, contextOf(locale));
}

/**
 * Reads a link's token: valid (its address, and a keyed id for the used-links store), expired, or
 * invalid (missing, malformed, respelt, tampered, sealed with another key, for another purpose or
 * for the other site, or a link of the old signed format). Never throws.
 */
export function readConfirmationLink(
  secret: string,
  token: unknown,
  locale: string,
  now = Date.now(),
): ConfirmationLink {
  if (typeof token !== "string" || token.length > MAX_TOKEN_CHARS) return { state: "invalid" };
  // Base64url's last character carries bits no byte uses: only the spelling the site wrote is the
  // token, so a link's id cannot be changed (and the link used twice) by respelling it.
  if (Buffer.from(token, "base64url").toString("base64url") !== token) return { state: "invalid" };
  const text = tokenBox(secret).open(token, contextOf(locale));
  const match = text === null ? null : /^([0-9a-z]{1,10}) (.+)$/s.exec(text);
  if (!match) return { state: "invalid" };
  if (parseInt(match[1], 36) * 1000 <= now) return { state: "expired" };
  return { state: "valid", email: match[2], id: sealedBox(derivedKey(secret, USED_LINKS_PURPOSE)).digest(token) };
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
