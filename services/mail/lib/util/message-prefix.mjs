// @ts-check
/** Prefix of every one-line message the sink prints or throws. */
export const MESSAGE_PREFIX = "mail sink: ";
