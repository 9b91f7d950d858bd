import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_ATTACHMENTS_TOTAL_BYTES, MAX_UPLOAD_BYTES } from "@/config/constants";
import { CLIENT_CONFIRMATION_TEMPLATE_ID, INTERNAL_NOTIFICATION_TEMPLATE_ID } from "@/config/mailTemplates";
import {
  CONTACT_TEMPLATE_VARIABLES,
  contactSchema,
  MAX_ATTACHMENTS,
  type ContactRequest,
  type ContactTextField,
} from "./contactSchema";
import { fieldErrors } from "@/forms/fieldRules";
import type { MailjetMessage } from "@/server/mail/mailer";
import { deliverSubmission } from "@/server/forms/pipeline/delivery";
import { contentMatchesExtension, mimeTypeOf } from "@/server/forms/uploads/fileContent";
import { FormError } from "@/server/forms/pipeline/formError";
import { runFormRequest, uploadSettings, type FormDependencies } from "@/server/forms/pipeline/formRequest";
import { withMultipart, type ReceivedFile } from "@/server/forms/uploads/multipartBody";
import type { NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

/** Multipart fields besides the files: at most one field's worth over the files. */
const FIELDS_ALLOWANCE_BYTES = 1_048_576;

/** The contact form as a native post is answered: its text fields come back after a refusal. */
const CONTACT_FORM: NativeForm = { kind: "contact", keptFields: Object.keys(CONTACT_TEMPLATE_VARIABLES) };

/** Files whose bytes are not what their extension promises (a renamed executable), as field errors. */
export async function assertFileContents(files: ReceivedFile[], field: string): Promise<void> {
  const matches = await Promise.all(files.map((file) => contentMatchesExtension(file.name, file.content)));
  if (matches.includes(false)) {
    throw new FormError(415, "errors.fileContentRefused", { [field]: "errors.fileContent" });
  }
}

/**
 * Whether a submission filled the honeypot (with any value). Such a submission is answered exactly
 * as a person's accepted one, and nothing is sent: the answer never tells a bot it was caught.
 * One log line says it happened.
 */
export function filledHoneypot(honeypot: unknown, form: string): boolean {
  const filled = honeypot !== undefined && honeypot !== null && honeypot !== "";
  if (filled) console.warn(`${form}: the hidden field was filled; answered as accepted, nothing sent`);
  return filled;
}

/** Mailjet attachment entries for received files (declared type from the checked extension). */
export function toAttachments(files: ReceivedFile[]): NonNullable<MailjetMessage["Attachments"]> {
  return files.map((file) => ({
    ContentType: mimeTypeOf(file.name),
    Filename: file.name,
    Base64Content: file.content.toString("base64"),
  }));
}

/** Template variables of both contact e-mails (R7), named by CONTACT_TEMPLATE_VARIABLES. */
function contactVariables(request: ContactRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CONTACT_TEMPLATE_VARIABLES).map(([field, variable]) => [
      variable,
      request[field as ContactTextField],
    ]),
  );
}

/**
 * Handles POST /api/contact: validates the multipart request (streamed, bounded) with the shared
 * schema, checks the files' contents, then sends the internal notification (with the attachments)
 * to the requester type's mailbox and the confirmation to the requester. Success only when Mailjet
 * accepted the internal notification; otherwise 502 and nothing is claimed.
 */
export function handleContact(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  const limits = {
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles: MAX_ATTACHMENTS,
    maxBodyBytes: MAX_ATTACHMENTS_TOTAL_BYTES + FIELDS_ALLOWANCE_BYTES,
    fileField: "attachments",
    tooLargeKey: "errors.attachmentsTooBig",
  };
  return runFormRequest(req, res, deps, CONTACT_FORM, (submitted) =>
    withMultipart(
      req,
      limits,
      uploadSettings(deps),
      async ({ fields, files }) => {
        const parsed = contactSchema.safeParse({
          ...fields,
          attachments: files.map(({ name, size }) => ({ name, size })),
        });
        if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
        await assertFileContents(files, "attachments");

        const request = parsed.data;
        const variables = contactVariables(request);
        const mailbox = deps.config.contactMailboxes[request.requester_type] ?? deps.config.defaultContactMailbox;
        const from = { Email: deps.config.from.email, Name: deps.config.from.name };
        const requester = `${request.given_name} ${request.family_name}`;
        const accepted = {
          answer: { ok: true, requester_type: request.requester_type },
          details: { name: request.given_name, email: request.email },
        };
        if (filledHoneypot(fields[HONEYPOT_FIELD], "contact")) return accepted;
        await deliverSubmission(
          deps.mailer,
          {
            From: from,
            To: [{ Email: mailbox }],
            ReplyTo: { Email: request.email, Name: requester },
            Subject: `Consulta web (${request.requester_type}): ${requester}`,
            TemplateID: INTERNAL_NOTIFICATION_TEMPLATE_ID,
            TemplateLanguage: true,
            Variables: variables,
            ...(files.length > 0 ? { Attachments: toAttachments(files) } : {}),
          },
          {
            From: from,
            To: [{ Email: request.email, Name: requester }],
            TemplateID: CLIENT_CONFIRMATION_TEMPLATE_ID,
            TemplateLanguage: true,
            Variables: variables,
          },
          "contact",
          deps.recipients,
        );
        return accepted;
      },
      submitted,
    ),
  );
}
