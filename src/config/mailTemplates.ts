/**
 * The Mailjet templates the forms send (R7, R9): each id with the `Variables` it takes, declared once
 * in ./mailTemplates.json. The handlers send exactly those; the local mail sink reads the same file
 * and refuses a send whose `Variables` differ (docs/mail-sink.md). Server side only.
 */
import templates from "./mailTemplates.json";

export const CLIENT_CONFIRMATION_TEMPLATE_ID = templates.clientConfirmation.id;
export const INTERNAL_NOTIFICATION_TEMPLATE_ID = templates.internalNotification.id;

/** The variable names each template takes, by TemplateID. */
export const TEMPLATE_VARIABLES: Readonly<Record<number, readonly string[]>> = Object.fromEntries(
  Object.values(templates).map((template) => [template.id, template.variables]),
);
