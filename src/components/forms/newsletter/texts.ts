import { COMMON_TEXT_KEYS } from "../shared/texts";

/** The `forms` texts the newsletter's island shows. */
export const NEWSLETTER_TEXT_KEYS = [...COMMON_TEXT_KEYS, "newsletter.label", "newsletter.submit", "newsletter.sending", "newsletter.success"] as const;
