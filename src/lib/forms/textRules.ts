/**
 * Characters a visitor never means to type and that change how text is read or where it goes:
 * C0/C1 control characters (CR/LF would split an e-mail header), bidirectional overrides and
 * isolates (they reorder what a reader sees), zero-width characters and the Unicode line and
 * paragraph separators. Shared by the forms' schemas and the upload file names.
 */
const BIDI = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
const SEPARATORS = "\\u2028\\u2029";

/** Any character a single-line field (name, phone, zip code, e-mail address, file name) refuses. */
export const SINGLE_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f${BIDI}${SEPARATORS}\\u200b-\\u200d\\u2060\\ufeff]`,
  "u",
);
/**
 * What a multi-line message refuses: the same, except line breaks and tabs, and the zero-width
 * joiner that emoji sequences use.
 */
export const MULTI_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}${SEPARATORS}\\u200b\\u200c\\u2060\\ufeff]`,
  "u",
);

/** Every forbidden character of a single line replaced by `replacement` (file names are cleaned, not refused). */
export function withoutForbiddenCharacters(text: string, replacement: string): string {
  return text.replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, "gu"), replacement);
}

/** The limits of RFC 5321 §4.5.3.1 that Mailjet enforces: local part, domain label, whole address. */
const EMAIL_LOCAL_PART_MAX = 64;
const EMAIL_LABEL_MAX = 63;
export const EMAIL_ADDRESS_MAX = 254;

const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Why an address that looks like one still cannot be delivered, as a message key; null when it can. */
export function emailLimitProblem(address: string): "errors.emailLocalTooLong" | "errors.emailDomain" | null {
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  if (at > EMAIL_LOCAL_PART_MAX) return "errors.emailLocalTooLong";
  const labels = address.slice(at + 1).split(".");
  if (labels.some((label) => label.length > EMAIL_LABEL_MAX || !DOMAIN_LABEL.test(label))) return "errors.emailDomain";
  return null;
}
