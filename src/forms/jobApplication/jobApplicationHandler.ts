import { MAX_UPLOAD_BYTES } from "@/config/constants";
import { isPossibleUid } from "@/lib/prismic/uid";
import { deliverSubmission, escapeHtml } from "@/server/forms/pipeline/delivery";
import { FormError, validInput } from "@/server/forms/pipeline/formError";
import { serveForm, type FormDependencies } from "@/server/forms/pipeline/formRequest";
import { assertFileContents, toAttachments } from "@/server/forms/uploads/fileContent";
import { formatFormMessage, translateFormMessage } from "@/server/serverMessages";
import { jobApplicationSchema } from "./jobApplicationSchema";

/** The offer an application is for (null: no such offer). Rejects when content cannot be read. */
export type OfferLookup = (uid: string) => Promise<{ title: string; open: boolean } | null>;

/** The open offer the `offer` field names (null: spontaneous); 404 when closed or gone, 503 when unreadable. */
async function offerAppliedTo(value: unknown, findOffer: OfferLookup): Promise<{ title: string } | null> {
  const uid = typeof value === "string" ? value.trim() : "";
  if (!uid) return null;
  if (!isPossibleUid(uid)) throw new FormError(404, "errors.offerClosed");
  const offer = await findOffer(uid).catch((error: unknown) => {
    console.error("job application: the offer could not be read:", error instanceof Error ? error.message : error);
    throw new FormError(503, "errors.offerUnavailable");
  });
  if (!offer || !offer.open) throw new FormError(404, "errors.offerClosed");
  return offer;
}

/** POST /api/job-application: the CV to the careers mailbox, a confirmation to the applicant (texts: forms.json). */
export const handleJobApplication = serveForm({
  kind: "application",
  logName: "job application",
  keptFields: ["given_name", "family_name", "email", "phone_number", "message"],
  body: {
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    maxBodyBytes: MAX_UPLOAD_BYTES + 1_048_576,
    fileField: "cv",
    tooLargeKey: "errors.fileTooBig",
  },
  async validate({ fields, files }, deps: FormDependencies & { findOffer: OfferLookup }) {
    const cv = files[0] ? { name: files[0].name, size: files[0].size } : undefined;
    const application = validInput(jobApplicationSchema, { ...fields, cv });
    await assertFileContents(files, "cv");
    return { application, files, offer: await offerAppliedTo(fields.offer, deps.findOffer) };
  },
  accepted: ({ application }) => ({ answer: { ok: true }, details: { name: application.given_name } }),
  async deliver({ application, files, offer }, deps) {
    const applicant = `${application.given_name} ${application.family_name}`;
    const text = (key: string) => translateFormMessage(deps.locale, `emails.application.${key}`);
    const position = offer ? offer.title : text("spontaneous");
    const lines = [
      [text("position"), position],
      [text("name"), applicant],
      [text("email"), application.email],
      [text("phone"), application.phone_number || "—"],
      [text("message"), application.message],
    ];
    const html = lines.map(
      ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`,
    );
    const variables = { name: application.given_name, applicant, position };
    await deliverSubmission(
      deps,
      "job application",
      {
        To: [{ Email: deps.config.careersMailbox }],
        ReplyTo: { Email: application.email, Name: applicant },
        Subject: formatFormMessage(deps.locale, "emails.application.subject", variables),
        TextPart: lines.map(([label, value]) => `${label}: ${value}`).join("\n"),
        HTMLPart: `<h1>${escapeHtml(position)}</h1><dl>${html.join("")}</dl>`,
        Attachments: toAttachments(files),
      },
      {
        To: [{ Email: application.email, Name: applicant }],
        Subject: formatFormMessage(deps.locale, "emails.applicationConfirmation.subject", variables),
        TextPart: formatFormMessage(deps.locale, "emails.applicationConfirmation.text", variables),
      },
    );
  },
});
