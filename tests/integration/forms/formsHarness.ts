import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { startMailSink } from "@services/mail/server.mjs";
import Mailjet from "node-mailjet";
import { trustMailSink } from "@tests/support/trustMailSink";
import { loadFormsConfig } from "@/server/formsConfig";
import { createMailjetMailer } from "@/server/mail/mailjetMailer";
import type { Mailer } from "@/server/mail/mailer";
import { createRateLimiter } from "@/server/forms/abuse/rateLimit";
import type { FormDependencies } from "@/server/forms/pipeline/formRequest";
import { UploadMemoryBudget } from "@/server/forms/uploads/uploadMemory";
import { createResultStore, FormResultStore } from "@/server/forms/noJs/resultStore";
import { createSubmissionStore, type SubmissionStore } from "@/server/forms/abuse/submissionStore";
import { createRecipientCaps, type RecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { createConfirmedLinks, type ConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import type { OfferLookup } from "@/forms/jobApplication/jobApplicationHandler";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

export type Sink = Awaited<ReturnType<typeof startMailSink>>;
type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deps: FormDependencies & { findOffer: OfferLookup },
) => Promise<void>;

/** The site origin the API routes accept posts from. */
export const SITE = "http://localhost:3000";

/** Caps that never refuse: for tests that send to one address many times and count something else. */
export const UNCAPPED: RecipientCaps = { take: async () => ({ giveBack: () => {} }) };

/** Starts the real mail sink (fresh data directory) on a free port. */
export async function startSink(): Promise<Sink> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-sink-"));
  const sink = await startMailSink({ port: 0, dataDir, apiKey: "local-key", apiSecret: "local-secret" });
  trustMailSink(sink);
  return sink;
}

/**
 * Serves one form handler over real HTTP, delivering through node-mailjet to the sink,
 * with its own rate limiter (so a test can set a low limit).
 */
export async function serveHandler(
  handler: Handler,
  sink: Sink,
  options: {
    rateLimit?: number;
    findOffer?: OfferLookup;
    env?: Record<string, string>;
    locale?: string;
    results?: FormResultStore;
    submissions?: SubmissionStore;
    /** The per-recipient caps (default: the real ones, this server's alone). */
    recipients?: RecipientCaps;
    newsletterLinks?: ConfirmedLinks;
    wrapMailer?: (mailer: Mailer) => Mailer;
  } = {},
) {
  const config = loadFormsConfig({ SITE_MODE: "local", MAILJET_API_URL: sink.mailjetUrl, ...options.env });
  const results = options.results ?? new FormResultStore();
  const deps = {
    siteUrl: SITE,
    locale: options.locale ?? "es-es",
    config,
    mailer: (options.wrapMailer ?? ((mailer: Mailer) => mailer))(
      createMailjetMailer(new Mailjet({ ...config.mailjet, config: { host: new URL(config.mailjet.apiUrl).host } })),
    ),
    limiter: createRateLimiter({ limit: options.rateLimit ?? 10_000, windowMs: 600_000 }),
    uploads: new UploadMemoryBudget(config.uploadMemoryBytes),
    results: createResultStore({ memory: results }),
    submissions: options.submissions ?? createSubmissionStore(),
    recipients: options.recipients ?? createRecipientCaps(null, config.signingSecret),
    newsletterLinks: options.newsletterLinks ?? createConfirmedLinks(null),
    findOffer: options.findOffer ?? (async () => null),
  };
  const server = http.createServer((req, res) => void handler(req, res, deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    uploads: deps.uploads,
    /** The memory store the handler keeps native outcomes in (read synchronously by the tests). */
    results,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A contact request the schema accepts (text fields, as a form posts them). */
export const CONTACT_REQUEST: Record<string, string> = { ...CONTACT_REQUEST_EXAMPLE };

/** A job applicant's text fields the schema accepts (the CV goes as a file). */
export const APPLICANT = {
  given_name: "Luis",
  family_name: "Pérez Sanz",
  email: "luis@example.org",
  phone_number: "600 000 000",
  message: "Me interesa el puesto.",
};

/** A minimal valid PDF. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

/** Posts multipart form data with the site's Origin (or another), and any other headers. */
export function postMultipart(
  url: string,
  fields: Record<string, string>,
  files: { field: string; name: string; content: Buffer; type?: string }[] = [],
  origin = SITE,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files)
    body.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return fetch(url, {
    method: "POST",
    body,
    headers: { ...(origin ? { Origin: origin } : {}), ...headers },
    redirect: "manual",
  });
}

/** What Chromium sends as Accept when it submits a form itself (JavaScript off). */
export const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7";

/** The headers of a browser's native form post from a page of the site. */
export const nativeHeaders = (page = "/contacto") => ({ Accept: BROWSER_ACCEPT, Referer: `${SITE}${page}` });
