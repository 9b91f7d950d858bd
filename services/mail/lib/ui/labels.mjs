// @ts-check
import { SITE_TEMPLATE_LABELS } from "../config/site-templates.mjs";

/** Names shown next to the spec's ids (R7, R9). */

/** @type {Record<number, string>} */
export const TEMPLATE_LABELS = SITE_TEMPLATE_LABELS;

/** @type {Record<number, string>} */
export const LIST_LABELS = { 190022: "Newsletter" };

/** @type {Record<import("../contacts/contact-book.mjs").ListStatus, string>} */
export const STATUS_LABELS = { subscribed: "Suscrito", unsubscribed: "Baja", removed: "Eliminado" };
