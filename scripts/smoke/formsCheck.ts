/**
 * The forms half of `npm run smoke:live`: runs the site's own form handlers (contact, job
 * application) in this process on a loopback port, with the deployment's configuration, and posts
 * one submission per contact requester type and one spontaneous application with a CV. Every
 * e-mail goes to Mailjet with SandboxMode: Mailjet validates sender, recipients, template and
 * attachments, and delivers nothing. The newsletter is not posted: Mailjet has no sandbox for
 * contact lists, and a subscription would be real.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleContact } from "@/forms/contact/contactHandler";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { REQUESTER_MAILBOX_VARIABLES } from "@/config/environment";
import { siteConfig } from "@/lib/siteConfig";
import { loadFormsConfig } from "@/server/formsConfig";
import { createMailjetMailer } from "@/server/mail/mailjetMailer";
import type { MailjetMessage } from "@/server/mail/mailer";
import { mailjetClient } from "@/server/forms/pipeline/dependencies";
import { createRateLimiter } from "@/server/forms/abuse/rateLimit";
import { createRecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { createConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import { createSubmissionStore } from "@/server/forms/abuse/submissionStore";
import { UploadMemoryBudget } from "@/server/forms/uploads/uploadMemory";
import { createResultStore } from "@/server/forms/noJs/resultStore";
import type { CheckLine } from "./contentCheck";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

/** A minimal valid PDF, as a CV and an attachment. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The smoke check's own sender-side address: Mailjet validates it, SandboxMode delivers nothing. */
const VISITOR = { email: "smoke-live@example.org", given_name: "Prueba", family_name: "Smoke Live" };

/** Posts multipart fields (and the PDF under `fileField`) to a handler, as the island does. */
async function post(url: string, fields: Record<string, string>, fileField: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(fileField, new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "prueba.pdf");
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { Origin: siteConfig.siteUrl, Accept: "application/json" },
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Sends every form's e-mails in SandboxMode; one line per submission. */
export async function checkForms(): Promise<CheckLine[]> {
  const config = loadFormsConfig(process.env);
  const sent: MailjetMessage[] = [];
  const mailer = createMailjetMailer(mailjetClient(config), { sandbox: true });
  const deps = {
    siteUrl: siteConfig.siteUrl,
    locale: siteConfig.country.defaultLocale,
    config,
    mailer: {
      ...mailer,
      send: async (message: MailjetMessage) => (await mailer.send(message), void sent.push(message)),
    },
    limiter: createRateLimiter({ limit: 1_000, windowMs: 600_000 }),
    uploads: new UploadMemoryBudget(config.uploadMemoryBytes),
    results: createResultStore(),
    submissions: createSubmissionStore(),
    recipients: createRecipientCaps(null, config.signingSecret),
    newsletterLinks: createConfirmedLinks(null),
    findOffer: async () => null,
  };
  const server = http.createServer((req, res) => {
    const handler = req.url === "/api/job-application" ? handleJobApplication : handleContact;
    void handler(req, res, deps);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lines: CheckLine[] = [];
  const report = (label: string, answer: { status: number; body: Record<string, unknown> }, before: number) => {
    const messages = sent.slice(before);
    lines.push({
      ok: answer.status === 200,
      text:
        answer.status === 200
          ? `${label}: ${messages.length} e-mail(s) validated by Mailjet (sandbox) — to ${messages.map((message) => message.To.map((to) => to.Email).join(", ")).join("; ")}`
          : `${label}: ${answer.status} ${String(answer.body.message ?? "")}`,
    });
  };
  try {
    for (const type of Object.keys(REQUESTER_MAILBOX_VARIABLES)) {
      const before = sent.length;
      const answer = await post(
        `${origin}/api/contact`,
        {
          ...CONTACT_REQUEST_EXAMPLE,
          ...VISITOR,
          // One address per submission: each typed address gets at most 3 confirmations a day.
          email: `smoke-live-${type.replaceAll("_", "-")}@example.org`,
          requester_type: type,
          zipcode: "28001",
          message: "Comprobación de la configuración (smoke:live).",
        },
        "attachments",
      );
      report(`contact form (${type})`, answer, before);
    }
    const before = sent.length;
    const answer = await post(
      `${origin}/api/job-application`,
      { ...VISITOR, message: "Comprobación de la configuración (smoke:live)." },
      "cv",
    );
    report("job application (spontaneous, with a CV)", answer, before);
  } finally {
    server.close();
  }
  lines.push({ ok: true, warning: true, text: "newsletter: not sent (Mailjet has no sandbox for contact lists)" });
  return lines;
}
