/** The hidden form field only bots fill in: such a submission is answered as accepted, and nothing is sent. */
export const HONEYPOT_FIELD = "website";
