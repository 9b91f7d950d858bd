import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_UPLOAD_BYTES } from "@/config/constants";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { fieldErrors } from "@/forms/fieldRules";
import { jobApplicationSchema } from "./jobApplicationSchema";
import { isPossibleUid } from "@/lib/prismic/uid";
import { assertFileContents, filledHoneypot, toAttachments } from "@/forms/contact/contactHandler";
import { deliverSubmission } from "@/server/forms/pipeline/delivery";
import { FormError } from "@/server/forms/pipeline/formError";
import { runFormRequest, uploadSettings, type FormDependencies } from "@/server/forms/pipeline/formRequest";
import { withMultipart } from "@/server/forms/uploads/multipartBody";
import type { NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { formatFormMessage, translateFormMessage } from "@/server/serverMessages";

/** The offer an application is for, as the page resolved it (null: no such offer). Rejects when content cannot be read. */
export type OfferLookup = (uid: string) => Promise<{ title: string; open: boolean } | null>;

/** The application form as a native post is answered: its text fields come back after a refusal. */
const APPLICATION_FORM: NativeForm = {
  kind: "application",
  keptFields: ["given_name", "family_name", "email", "phone_number", "message"],
};

/** The CV is the only file: the body is that file plus the fields. */
const CV_LIMITS = {
  maxFileBytes: MAX_UPLOAD_BYTES,
  maxFiles: 1,
  maxBodyBytes: MAX_UPLOAD_BYTES + 1_048_576,
  fileField: "cv",
  tooLargeKey: "errors.fileTooBig",
};

/**
 * The open offer named by the form's `offer` field, or null for a spontaneous application. A value
 * that cannot be an offer's uid, or an offer closed or gone, is 404; content that cannot be read
 * right now is 503 (nothing is sent: the application must name the right offer).
 */
async function offerAppliedTo(value: string | undefined, findOffer: OfferLookup): Promise<{ title: string } | null> {
  const uid = (value ?? "").trim();
  if (!uid) return null;
  if (!isPossibleUid(uid)) throw new FormError(404, "errors.offerClosed");
  let offer: Awaited<ReturnType<OfferLookup>>;
  try {
    offer = await findOffer(uid);
  } catch (error) {
    console.error("job application: the offer could not be read:", error instanceof Error ? error.message : error);
    throw new FormError(503, "errors.offerUnavailable");
  }
  if (!offer || !offer.open) throw new FormError(404, "errors.offerClosed");
  return offer;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Handles POST /api/job-application: a spontaneous application, or one to an open offer
 * (`offer` field = its uid; a closed or unknown offer answers 404). The CV goes to the careers
 * mailbox with the offer named; the applicant gets a confirmation. Both e-mails' texts come from
 * the site locale's forms.json (`emails.*`). Success only when the careers mailbox's message was
 * accepted.
 */
export function handleJobApplication(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FormDependencies & { findOffer: OfferLookup },
): Promise<void> {
  return runFormRequest(req, res, deps, APPLICATION_FORM, (submitted) =>
    withMultipart(
      req,
      CV_LIMITS,
      uploadSettings(deps),
      async ({ fields, files }) => {
        const cv = files[0];
        const parsed = jobApplicationSchema.safeParse({
          ...fields,
          cv: cv ? { name: cv.name, size: cv.size } : undefined,
        });
        if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
        await assertFileContents(files, "cv");

        const offer = await offerAppliedTo(fields.offer, deps.findOffer);
        const accepted = { answer: { ok: true }, details: { name: parsed.data.given_name } };
        if (filledHoneypot(fields[HONEYPOT_FIELD], "job application")) return accepted;
        const application = parsed.data;
        const applicant = `${application.given_name} ${application.family_name}`;
        // The e-mails speak the site's language: es-co addresses the applicant as "usted".
        const text = (key: string) => translateFormMessage(deps.locale, `emails.application.${key}`);
        const position = offer ? offer.title : text("spontaneous");
        const lines = [
          [text("position"), position],
          [text("name"), applicant],
          [text("email"), application.email],
          [text("phone"), application.phone_number || "—"],
          [text("message"), application.message],
        ];
        const variables = { name: application.given_name, applicant, position };
        const from = { Email: deps.config.from.email, Name: deps.config.from.name };
        await deliverSubmission(
          deps.mailer,
          {
            From: from,
            To: [{ Email: deps.config.careersMailbox }],
            ReplyTo: { Email: application.email, Name: applicant },
            Subject: formatFormMessage(deps.locale, "emails.application.subject", variables),
            TextPart: lines.map(([label, value]) => `${label}: ${value}`).join("\n"),
            HTMLPart: `<h1>${escapeHtml(position)}</h1><dl>${lines.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`).join("")}</dl>`,
            Attachments: toAttachments(files),
          },
          {
            From: from,
            To: [{ Email: application.email, Name: applicant }],
            Subject: formatFormMessage(deps.locale, "emails.applicationConfirmation.subject", variables),
            TextPart: formatFormMessage(deps.locale, "emails.applicationConfirmation.text", variables),
          },
          "job application",
          deps.recipients,
        );
        return accepted;
      },
      submitted,
    ),
  );
}
