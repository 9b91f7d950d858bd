/** Name of the hidden form field that only bots fill in; the API refuses submissions that carry it. */
export const HONEYPOT_FIELD = "website";
