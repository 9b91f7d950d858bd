import { MAX_ATTACHMENTS_TOTAL_BYTES, MAX_UPLOAD_BYTES } from "@/config/constants";
import { CLIENT_CONFIRMATION_TEMPLATE_ID, INTERNAL_NOTIFICATION_TEMPLATE_ID } from "@/config/mailTemplates";
import { deliverSubmission } from "@/server/forms/pipeline/delivery";
import { validInput } from "@/server/forms/pipeline/formError";
import { serveForm } from "@/server/forms/pipeline/formRequest";
import { assertFileContents, toAttachments } from "@/server/forms/uploads/fileContent";
import { CONTACT_TEMPLATE_VARIABLES, contactSchema, MAX_ATTACHMENTS, type ContactTextField } from "./contactSchema";

/** POST /api/contact (R5, R7): the request with attachments to the type's mailbox, a confirmation to the requester. */
export const handleContact = serveForm({
  kind: "contact",
  logName: "contact",
  keptFields: Object.keys(CONTACT_TEMPLATE_VARIABLES),
  body: {
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles: MAX_ATTACHMENTS,
    // The text fields: at most one field's worth over the files.
    maxBodyBytes: MAX_ATTACHMENTS_TOTAL_BYTES + 1_048_576,
    fileField: "attachments",
    tooLargeKey: "errors.attachmentsTooBig",
  },
  async validate({ fields, files }) {
    const attachments = files.map(({ name, size }) => ({ name, size }));
    const request = validInput(contactSchema, { ...fields, attachments });
    await assertFileContents(files, "attachments");
    return { request, files };
  },
  accepted: ({ request }) => ({
    answer: { ok: true, requester_type: request.requester_type },
    details: { name: request.given_name, email: request.email },
  }),
  async deliver({ request, files }, deps) {
    const variables = Object.fromEntries(
      Object.entries(CONTACT_TEMPLATE_VARIABLES).map(([field, name]) => [name, request[field as ContactTextField]]),
    );
    const requester = `${request.given_name} ${request.family_name}`;
    const mailbox = deps.config.contactMailboxes[request.requester_type] ?? deps.config.defaultContactMailbox;
    await deliverSubmission(
      deps,
      "contact",
      {
        To: [{ Email: mailbox }],
        ReplyTo: { Email: request.email, Name: requester },
        Subject: `Consulta web (${request.requester_type}): ${requester}`,
        TemplateID: INTERNAL_NOTIFICATION_TEMPLATE_ID,
        TemplateLanguage: true,
        Variables: variables,
        ...(files.length > 0 ? { Attachments: toAttachments(files) } : {}),
      },
      {
        To: [{ Email: request.email, Name: requester }],
        TemplateID: CLIENT_CONFIRMATION_TEMPLATE_ID,
        TemplateLanguage: true,
        Variables: variables,
      },
    );
  },
});
