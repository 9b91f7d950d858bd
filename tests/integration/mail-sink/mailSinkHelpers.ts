import fs from "node:fs/promises";
import { startedForFile } from "@tests/support/startedForFile";
import { rejectionOf as rejectionOfAny } from "@tests/support/rejectionOf";
import os from "node:os";
import path from "node:path";
import Mailjet from "node-mailjet";
import { trustMailSink } from "@tests/support/trustMailSink";
import { TEMPLATE_VARIABLES } from "@/config/mailTemplates";
import { startMailSink } from "@services/mail/server.mjs";

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
export type SinkOptions = Partial<Parameters<typeof startMailSink>[0]>;
export type StoredMessage = ReturnType<MailSink["messages"]>[number];

/** One recipient of a Send API success entry. */
export type SentRecipient = { Email: string; MessageUUID: string; MessageID: number | string; MessageHref: string };
export type MessageError = {
  ErrorIdentifier: string;
  ErrorCode: string;
  StatusCode: number;
  ErrorMessage: string;
  ErrorRelatedTo: string[];
};
/** A `Messages[]` entry of a Send API answer, with the fields of both shapes (success / error) for assertions. */
export type SendEntry = {
  Status: string;
  CustomID: string;
  To: SentRecipient[];
  Cc: SentRecipient[];
  Bcc: SentRecipient[];
  Errors: MessageError[];
};
/** Any of the sink's Mailjet answers, loosely: Send API entries, global/REST errors, REST data. */
export type MailjetBody = {
  Messages: SendEntry[];
  ErrorIdentifier?: string;
  ErrorCode?: string;
  ErrorMessage: string;
  ErrorRelatedTo?: string[];
  ErrorInfo?: unknown;
  StatusCode: number;
  Count: number;
  Data: Array<{ ContactID: number; Email: string; Action: string; Name: string; Properties: Record<string, unknown> }>;
  Total: number;
};
/** What node-mailjet throws for an unsuccessful call. */
export type MailjetError = Error & {
  statusCode: number | null;
  code?: string;
  ErrorMessage?: string;
  ErrorCode?: string;
  ErrorIdentifier?: string;
  ErrorRelatedTo?: string[];
  response: { data: MailjetBody };
};

/** The body of a successful node-mailjet call. */
export function bodyOf(result: { body: unknown }): MailjetBody {
  return result.body as MailjetBody;
}

/** The credentials every test sink accepts (the sink's defaults). */
export const KEY = "local-key";
export const SECRET = "local-secret";

const temporary: string[] = [];

/** A fresh temporary data directory (removed by `removeTemporaryDirs`). */
export async function temporaryDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mail-sink-"));
  temporary.push(dir);
  return dir;
}

export async function removeTemporaryDirs(): Promise<void> {
  await Promise.all(temporary.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

/** Starts a sink on a free port over a fresh data directory (or the one given). */
export async function startSink(options: SinkOptions = {}): Promise<MailSink> {
  const sink = await startMailSink({ port: 0, dataDir: options.dataDir ?? (await temporaryDir()), ...options });
  trustMailSink(sink);
  return sink;
}

/** The real node-mailjet client, as it comes, pointed at the sink's HTTPS side. */
export function mailjetClient(sink: MailSink, apiKey = KEY, apiSecret = SECRET): Mailjet {
  return new Mailjet({ apiKey, apiSecret, config: { host: new URL(sink.mailjetUrl).host } });
}

/** Sends through node-mailjet: `POST /v3.1/send`. */
export function send(client: Mailjet, body: Record<string, unknown>) {
  return client.post("send", { version: "v3.1" }).request(body);
}

/** `POST /v3/REST/contactslist/{id}/managecontact` through node-mailjet. */
export function manageContact(client: Mailjet, listId: number, body: Record<string, unknown>) {
  return client.post("contactslist", { version: "v3" }).id(listId).action("managecontact").request(body);
}

export const BASIC_AUTH = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString("base64")}`;

/** A raw HTTP call (for inputs node-mailjet cannot produce); `body` strings are sent as they are. */
export async function raw(
  sink: MailSink,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = { authorization: BASIC_AUTH },
) {
  const response = await fetch(`${sink.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: MailjetBody | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json: json as MailjetBody, text, headers: response.headers };
}

/** A minimal valid message; `overrides` replace (or with `undefined`, remove) properties. */
export function message(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    From: { Email: "web@laboratoriosbrezo.example", Name: "Laboratorios Brezo" },
    To: [{ Email: "ana@example.org", Name: "Ana" }],
    Subject: "Hola",
    TextPart: "Texto",
  };
  const merged = { ...base, ...overrides };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged;
}

/** Every variable a site template declares (src/config/mailTemplates.json), each "x" unless overridden. */
export function templateVariables(
  templateId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...Object.fromEntries(TEMPLATE_VARIABLES[templateId].map((name) => [name, "x"])), ...overrides };
}

/** A small but real PDF document. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n" +
      "\u00e1rnica \u00ff\u0000\u0001binario",
    "latin1",
  );
}

/** The GET /api/messages list. */
export async function apiMessages(sink: MailSink, query = ""): Promise<StoredMessage[]> {
  return (await fetch(`${sink.url}/api/messages${query}`)).json();
}

/** The rejection of a promise (fails the test if it resolves). */
export const rejectionOf = (promise: Promise<unknown>) => rejectionOfAny<MailjetError>(promise);

/** One sink for the whole test file, emptied after each test and closed (with its folders) at the end. */
export function sharedSinkForFile(options: SinkOptions = {}): MailSink {
  return startedForFile(() => startSink(options), {
    afterEach: (sink) => sink.clear(),
    stop: async (sink) => {
      await sink.close();
      await removeTemporaryDirs();
    },
  });
}
