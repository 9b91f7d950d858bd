// @ts-check
/** Mailjet's Send API v3.1 limits (dev.mailjet.com "Send API errors"). */

/** Messages per call, and items per array property (Attachments, Headers, Variables…): mj-0008. */
export const MAX_ITEMS = 50;
/** To + Cc + Bcc of one message: send-0015. */
export const MAX_RECIPIENTS = 50;
/** Decoded bytes of all attachments (regular and inlined) of one message: mj-0011. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
/** The sink's own request-body limit (413), above two 15 MB attachments' worth of base64. */
export const MAX_BODY_BYTES = 30 * 1024 * 1024;
