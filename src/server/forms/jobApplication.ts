import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_UPLOAD_BYTES } from "@/config/constants";
import { fieldErrors, jobApplicationSchema } from "@/forms/schemas";
import { MailDeliveryError } from "@/server/mail/mailer";
import { assertFileContents, assertNotBot, guardFormRequest, toAttachments, type FormDependencies } from "./contact";
import { FormError } from "./formError";
import { readMultipart } from "./multipart";
import { answerForm } from "./respond";

/** The offer an application is for, as the page resolved it (null: spontaneous application). */
export type OfferLookup = (uid: string) => Promise<{ title: string; open: boolean } | null>;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Handles POST /api/job-application: a spontaneous application, or one to an open offer
 * (`offer` field = its uid; a closed or unknown offer answers 404). The CV goes to the careers
 * mailbox with the offer named; the applicant gets a confirmation. Success only when the careers
 * mailbox's message was accepted.
 */
export function handleJobApplication(req: IncomingMessage, res: ServerResponse, deps: FormDependencies & { findOffer: OfferLookup }): Promise<void> {
  return answerForm(res, deps.locale, async () => {
    guardFormRequest(req, deps);
    const { fields, files } = await readMultipart(req, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 1, maxBodyBytes: MAX_UPLOAD_BYTES + 1_048_576, fileFields: ["cv"] });
    assertNotBot(fields);
    const cv = files[0];
    const parsed = jobApplicationSchema.safeParse({ ...fields, cv: cv ? { name: cv.name, size: cv.size } : undefined });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    assertFileContents(files, "cv");

    const offerUid = (fields.offer ?? "").trim();
    const offer = offerUid ? await deps.findOffer(offerUid) : null;
    if (offerUid && (!offer || !offer.open)) throw new FormError(404, "errors.offerClosed");
    const application = parsed.data;
    const applicant = `${application.given_name} ${application.family_name}`;
    const position = offer ? offer.title : "Candidatura espontánea";
    const lines = [
      ["Puesto", position],
      ["Nombre", applicant],
      ["Correo electrónico", application.email],
      ["Teléfono", application.phone_number || "—"],
      ["Mensaje", application.message],
    ];
    try {
      await deps.mailer.send({
        From: { Email: deps.config.from.email, Name: deps.config.from.name },
        To: [{ Email: deps.config.careersMailbox }],
        ReplyTo: { Email: application.email, Name: applicant },
        Subject: `Candidatura: ${position} — ${applicant}`,
        TextPart: lines.map(([label, value]) => `${label}: ${value}`).join("\n"),
        HTMLPart: `<h1>${escapeHtml(position)}</h1><dl>${lines.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`).join("")}</dl>`,
        Attachments: toAttachments(files),
      });
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.deliveryFailed");
      throw error;
    }
    try {
      await deps.mailer.send({
        From: { Email: deps.config.from.email, Name: deps.config.from.name },
        To: [{ Email: application.email, Name: applicant }],
        Subject: `Hemos recibido tu candidatura: ${position}`,
        TextPart: `Hola, ${application.given_name}:\n\nHemos recibido tu candidatura (${position}). El equipo de selección la revisará y se pondrá en contacto contigo si tu perfil encaja.\n\nLaboratorios Brezo`,
      });
    } catch (error) {
      console.error("job application: the confirmation to the applicant was not accepted:", error instanceof Error ? error.message : error);
    }
    return { ok: true };
  });
}
