import { CONFIRMATION_TTL_MS } from "@/config/constants";
import { isLocale, LOCALES } from "@/config/countries";
import { sectionPaths } from "@/config/routeTable";
import type { MailjetMessage } from "@/server/mail/mailer";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import { formatFormMessage } from "@/server/serverMessages";
import { escapeHtml } from "@/server/forms/pipeline/delivery";
import { CONFIRMATION_STATE_PARAM, CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";

// The newsletter's double opt-in link (issue 32): its token is the address and its expiry sealed with
// a key derived from SIGNING_SECRET, bound to the site's locale (issue 40): opaque to whoever sees the URL.

/** The purpose the token's key is derived for: a value sealed for anything else never opens. */
const PURPOSE = "newsletter-confirmation";

/** Longest token looked at (every address the sign-up accepts in practice fits); longer is refused before any work. */
const MAX_TOKEN_CHARS = 1_024;

/** What a link turned out to be. */
export type ConfirmationLink =
  { state: "valid"; email: string; id: string } | { state: "expired" } | { state: "invalid" };

/** The sealed box of confirmation links, and the context that binds a token to a site. */
const tokenBox = (secret: string) => sealedBox(derivedKey(secret, PURPOSE));
const contextOf = (locale: string) => `${PURPOSE}:${locale}`;

/** A confirmation link's token for `email` on the site of `locale`: `<expiry, base 36> <address>` sealed, base64url. */
export function confirmationToken(secret: string, email: string, locale: string, now = Date.now()): string {
  const expires = Math.floor((now + CONFIRMATION_TTL_MS) / 1000).toString(36); // never later than 48 h
  return tokenBox(secret).seal(`${expires} ${email}`, contextOf(locale));
}

/** Reads a link's token: valid (its address, a keyed id for the used-links store), expired, or invalid. */
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
  return { state: "valid", email: match[2], id: sealedBox(derivedKey(secret, "newsletter-used-links")).digest(token) };
}

/** The confirmation page for a token, with the state of a confirmation just made, if any. */
export function confirmationPageUrl(locale: string, token: string, state?: "confirmada" | "error"): string {
  const query = new URLSearchParams({ [CONFIRMATION_TOKEN_PARAM]: token });
  if (state) query.set(CONFIRMATION_STATE_PARAM, state);
  return `${sectionPaths(isLocale(locale) ? locale : LOCALES[0]).newsletterConfirmation}?${query}`;
}

type ConfirmationMail = { from: MailjetMessage["From"]; email: string; locale: string; siteUrl: string; token: string };

/** The confirmation e-mail (texts: `emails.newsletterConfirmation.*` of the site locale's forms.json). */
export function confirmationMessage({ from, email, locale, siteUrl, token }: ConfirmationMail): MailjetMessage {
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
