import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_CONFIRMATION_TEMPLATE_ID, INTERNAL_NOTIFICATION_TEMPLATE_ID, MAX_UPLOAD_BYTES } from "@/config/constants";
import { contactSchema, fieldErrors, MAX_ATTACHMENTS, type ContactRequest } from "@/forms/schemas";
import type { Mailer, MailjetMessage } from "@/server/mail/mailer";
import { MailDeliveryError } from "@/server/mail/mailer";
import type { FormsConfig } from "@/server/formsConfig";
import { contentMatchesExtension, mimeTypeOf } from "./fileContent";
import { FormError } from "./formError";
import { headOf, readMultipart, type ReceivedFile } from "./multipart";
import type { RateLimiter } from "./rateLimit";
import { HONEYPOT_FIELD } from "@/forms/honeypot";
import { answerForm } from "./respond";
import { assertPost, assertSameOrigin, assertWithinRate, clientAddress } from "./requestGuards";

/** What the form handlers need from their environment (injected, so tests can run them on a bare server). */
export type FormDependencies = {
  siteUrl: string;
  locale: string;
  mailer: Mailer;
  limiter: RateLimiter;
  config: FormsConfig;
};


/** Guards every form endpoint shares: POST, same origin, within the client's rate. */
export function guardFormRequest(req: IncomingMessage, deps: FormDependencies): void {
  assertPost(req);
  assertSameOrigin(req, deps.siteUrl);
  assertWithinRate(deps.limiter, clientAddress(req, deps.config.trustProxy));
}

/** Files whose bytes do not match their extension (a renamed executable), as field errors. */
export function assertFileContents(files: ReceivedFile[], field: string): void {
  if (files.some((file) => !contentMatchesExtension(file.name, headOf(file)))) {
    throw new FormError(415, "errors.fileContentRefused", { [field]: "errors.fileContent" });
  }
}

/** Refuses submissions that filled the honeypot (nothing is sent). */
export function assertNotBot(fields: Record<string, string>): void {
  if (fields[HONEYPOT_FIELD]) throw new FormError(400, "errors.spam");
}

/** Mailjet attachment entries for received files (declared type from the checked extension). */
export function toAttachments(files: ReceivedFile[]): NonNullable<MailjetMessage["Attachments"]> {
  return files.map((file) => ({ ContentType: mimeTypeOf(file.name), Filename: file.name, Base64Content: file.content.toString("base64") }));
}

/** Template variables of both contact e-mails (spec §7). */
export function contactVariables(request: ContactRequest): Record<string, string> {
  return {
    firstname: request.given_name,
    lastname: request.family_name,
    email: request.email,
    phone: request.phone_number,
    postalcode: request.zipcode,
    profile: request.requester_type,
    message: request.message,
  };
}

/**
 * Handles POST /api/contact: validates the multipart request (streamed, bounded) with the shared
 * schema, checks the files' contents, then sends the internal notification (with the attachments)
 * to the requester type's mailbox and the confirmation to the requester. Success only when Mailjet
 * accepted the internal notification; otherwise 502 and nothing is claimed.
 */
export function handleContact(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  return answerForm(res, deps.locale, async () => {
    guardFormRequest(req, deps);
    const { fields, files } = await readMultipart(req, {
      maxFileBytes: MAX_UPLOAD_BYTES,
      maxFiles: MAX_ATTACHMENTS,
      maxBodyBytes: MAX_ATTACHMENTS * MAX_UPLOAD_BYTES + 1_048_576,
      fileFields: ["attachments"],
    });
    assertNotBot(fields);
    const parsed = contactSchema.safeParse({ ...fields, attachments: files.map(({ name, size }) => ({ name, size })) });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    assertFileContents(files, "attachments");

    const request = parsed.data;
    const variables = contactVariables(request);
    const mailbox = deps.config.contactMailboxes[request.requester_type] ?? deps.config.defaultContactMailbox;
    try {
      await deps.mailer.send({
        From: { Email: deps.config.from.email, Name: deps.config.from.name },
        To: [{ Email: mailbox }],
        ReplyTo: { Email: request.email, Name: `${request.given_name} ${request.family_name}` },
        Subject: `Consulta web (${request.requester_type}): ${request.given_name} ${request.family_name}`,
        TemplateID: INTERNAL_NOTIFICATION_TEMPLATE_ID,
        TemplateLanguage: true,
        Variables: variables,
        ...(files.length > 0 ? { Attachments: toAttachments(files) } : {}),
      });
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.deliveryFailed");
      throw error;
    }
    try {
      await deps.mailer.send({
        From: { Email: deps.config.from.email, Name: deps.config.from.name },
        To: [{ Email: request.email, Name: `${request.given_name} ${request.family_name}` }],
        TemplateID: CLIENT_CONFIRMATION_TEMPLATE_ID,
        TemplateLanguage: true,
        Variables: variables,
      });
    } catch (error) {
      // The request reached the company; only the courtesy copy failed. Logged for the operators.
      console.error("contact: the confirmation to the requester was not accepted:", error instanceof Error ? error.message : error);
    }
    return { ok: true, requester_type: request.requester_type };
  });
}
