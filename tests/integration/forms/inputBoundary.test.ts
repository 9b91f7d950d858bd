import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { handleContact } from "@/forms/contact/contactHandler";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import { ContentUnavailableError } from "@/lib/prismic/contentFetch";
import { SPOOL_PREFIX } from "@/server/forms/uploads/uploadSpool";
import {
  APPLICANT,
  CONTACT_REQUEST,
  EXE,
  PDF,
  SITE,
  postMultipart,
  serveHandler,
  startSink,
  type Sink,
} from "./formsHarness";
import { storedZip } from "@tests/support/storedZip";

/**
 * The forms' input boundary (issue 13) over real HTTP against the real mail sink: what a visitor
 * could not correct never reaches Mailjet, and what they can correct is named on its field.
 */

let sink: Sink;
let contact: Awaited<ReturnType<typeof serveHandler>>;
let jobs: Awaited<ReturnType<typeof serveHandler>>;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;
let offerLookups: string[] = [];

const valid = CONTACT_REQUEST;
const applicant = APPLICANT;

const messageCount = async () => {
  const body = await (await fetch(`${sink.url}/api/messages`)).json();
  return (Array.isArray(body) ? body : body.messages).length as number;
};
// This file's own temporary folder: the forms' other test files upload beside it, in other processes.
const ownTmp = fs.mkdtempSync(path.join(os.tmpdir(), "input-boundary-"));
vi.spyOn(os, "tmpdir").mockReturnValue(ownTmp);
afterAll(() => fs.rmSync(ownTmp, { recursive: true, force: true }));
/** Upload folders made since `since` and still on disk (every request must remove its own). */
const spoolsLeftSince = (since: number) =>
  fs
    .readdirSync(os.tmpdir())
    .filter(
      (name) => name.startsWith(SPOOL_PREFIX) && fs.statSync(path.join(os.tmpdir(), name)).mtimeMs >= since - 1_000,
    );
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

beforeAll(async () => {
  sink = await startSink();
  contact = await serveHandler(handleContact, sink, { env: { REQUEST_BODY_IDLE_TIMEOUT_MS: "800" } });
  newsletter = await serveHandler(handleNewsletter, sink, { env: { REQUEST_BODY_IDLE_TIMEOUT_MS: "800" } });
  jobs = await serveHandler(handleJobApplication, sink, {
    findOffer: async (uid) => {
      offerLookups.push(uid);
      if (uid === "oferta-en-apagon")
        throw new ContentUnavailableError("Content service unreachable: connect ECONNREFUSED");
      return uid === "tecnico-de-calidad" ? { title: "Técnico/a de calidad", open: true } : null;
    },
  });
});
afterAll(async () => {
  await Promise.all([contact?.close(), jobs?.close(), newsletter?.close()]);
  await sink?.close();
});
beforeEach(async () => {
  offerLookups = [];
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
});

describe("single-line fields refuse what would reach e-mail headers", () => {
  it.each([
    ["given_name", "Ana\r\nBcc: x@example.com"],
    ["family_name", "López\u202eRuiz"],
    ["given_name", "A\u200bna"],
    ["phone_number", "600\n000"],
    ["zipcode", "310\u000001"],
    ["email", "ana@example.org\r\nBcc: x@example.com"],
  ])("%s = %j → 400 on the field, nothing sent", async (field, value) => {
    const response = await postMultipart(contact.url, { ...valid, [field]: value });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields[field]).toMatch(/saltos de línea|caracteres|correo|números/);
    expect(await messageCount()).toBe(0);
  });

  it("keeps line breaks in the message but refuses control characters in it", async () => {
    expect((await postMultipart(contact.url, { ...valid, message: "Línea uno\r\nLínea dos\ttab" })).status).toBe(200);
    const refused = await postMultipart(contact.url, { ...valid, message: "Hola\u0007 \u202e" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields.message).toContain("caracteres de control o invisibles");
  });
});

describe("e-mail addresses within RFC 5321's limits", () => {
  it.each([
    [`${"a".repeat(64)}@example.org`, 200],
    [`${"a".repeat(65)}@example.org`, 400],
    [`ana@${"b".repeat(63)}.es`, 200],
    [`ana@${"b".repeat(64)}.es`, 400],
    ["ana@dominio-.es", 400],
    ["ana@-dominio.es", 400],
  ])("%s → %i", async (email, status) => {
    const response = await postMultipart(contact.url, { ...valid, email });
    expect(response.status).toBe(status);
    if (status === 400) expect((await response.json()).fields.email).toMatch(/@|dominio/);
  });
});

describe("contact attachments: 15 MB in total", () => {
  it("refuses 7.6 MB + 7.6 MB on the field (the schema's total), sending nothing", async () => {
    const file = pdfOf(8_000_000);
    const response = await postMultipart(contact.url, valid, [
      { field: "attachments", name: "a.pdf", content: file },
      { field: "attachments", name: "b.pdf", content: file },
    ]);
    expect(response.status).toBe(400);
    expect((await response.json()).fields.attachments).toContain("15 MB en total");
    expect(await messageCount()).toBe(0);
  });

  it("cuts off 8 MiB + 8 MiB while reading (413) with the same field message", async () => {
    const file = pdfOf(8 * 1_048_576);
    const response = await postMultipart(contact.url, valid, [
      { field: "attachments", name: "a.pdf", content: file },
      { field: "attachments", name: "b.pdf", content: file },
    ]);
    expect(response.status).toBe(413);
    expect((await response.json()).fields.attachments).toContain("15 MB en total");
    expect(await messageCount()).toBe(0);
    expect(contact.uploads.held).toBe(0);
  });
});

describe("files are what they say", () => {
  // A Word package's content types name its main document part.
  const types =
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const docx = storedZip([
    { name: "[Content_Types].xml", content: types },
    { name: "_rels/.rels", content: "<Relationships/>" },
    { name: "word/document.xml", content: "<w:document/>" },
  ]);

  it("accepts a real OOXML .docx", async () => {
    expect(
      (await postMultipart(contact.url, valid, [{ field: "attachments", name: "informe.docx", content: docx }])).status,
    ).toBe(200);
  });

  it.each([
    ["a ZIP holding a program", storedZip([{ name: "evil.exe", content: EXE }])],
    [
      "a Word package with a program inside",
      storedZip([
        { name: "[Content_Types].xml", content: types },
        { name: "word/document.xml", content: "<w:document/>" },
        { name: "word/run.exe", content: EXE },
      ]),
    ],
    ["a ZIP header and nothing else", Buffer.from("PK\u0003\u0004garbage")],
  ])("refuses %s named .docx with 415", async (_, content) => {
    const response = await postMultipart(contact.url, valid, [{ field: "attachments", name: "informe.docx", content }]);
    expect(response.status).toBe(415);
    expect(await messageCount()).toBe(0);
  });

  it("cleans control, bidi and zero-width characters out of attachment names", async () => {
    const response = await postMultipart(contact.url, valid, [
      { field: "attachments", name: "receta\u202efdp\u200b.pdf", content: PDF },
    ]);
    expect(response.status).toBe(200);
    const stored = await (await fetch(`${sink.url}/api/messages`)).json();
    const names = (Array.isArray(stored) ? stored : stored.messages).flatMap(
      (m: { Attachments?: { Filename: string }[] }) => m.Attachments?.map((a) => a.Filename) ?? [],
    );
    expect(names).toEqual(["receta_fdp_.pdf"]);
  });
});

describe("stalled uploads", () => {
  it("drops a body that stops sending, gives its memory back and leaves no file behind", async () => {
    const started = Date.now();
    const { port } = new URL(contact.url);
    const closed = await new Promise<{ status: number | null }>((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "15000000" },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? null }));
      });
      req.on("error", () => resolve({ status: null }));
      req.write(
        `--x\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-${"x".repeat(2_000_000)}`,
      );
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect([408, null]).toContain(closed.status);
    expect(contact.uploads.held).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spoolsLeftSince(started)).toEqual([]);
  });

  it("writes uploads to a private folder while they arrive and removes it once delivered", async () => {
    const started = Date.now();
    expect(
      (await postMultipart(contact.url, valid, [{ field: "attachments", name: "a.pdf", content: pdfOf(3_000_000) }]))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spoolsLeftSince(started)).toEqual([]);
  });

  it("answers 503 with Retry-After while uploads in flight fill the memory budget", async () => {
    const small = await serveHandler(handleContact, sink, {
      env: { FORM_UPLOAD_MEMORY_MB: "20", REQUEST_BODY_IDLE_TIMEOUT_MS: "1500" },
    });
    try {
      const { port } = new URL(small.url);
      const stalled = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "15000000" },
      });
      stalled.on("error", () => undefined);
      stalled.on("response", (res) => res.resume());
      stalled.write(`--x\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await postMultipart(small.url, valid, [
        { field: "attachments", name: "b.pdf", content: pdfOf(9_000_000) },
      ]);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await response.json()).message).toContain("inténtalo de nuevo en un minuto");
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(small.uploads.held).toBe(0);
      expect(
        (await postMultipart(small.url, valid, [{ field: "attachments", name: "b.pdf", content: pdfOf(9_000_000) }]))
          .status,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });

  it("drops a stalled newsletter body too", async () => {
    const { port } = new URL(newsletter.url);
    const status = await new Promise<number | null>((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/json", "Content-Length": "100" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? null);
      });
      req.on("error", () => resolve(null));
      req.write('{"email":"lec');
    });
    expect([408, null]).toContain(status);
  });
});

describe("job applications name a real, reachable offer", () => {
  const cv = [{ field: "cv", name: "cv.pdf", content: PDF }];

  it("answers 503 with a Spanish message, sending nothing, when the offer cannot be read", async () => {
    const response = await postMultipart(jobs.url, { ...applicant, offer: "oferta-en-apagon" }, cv);
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain("no podemos comprobar esta oferta");
    expect(await messageCount()).toBe(0);
  });

  it.each(["\\", 'a"b', "../x", "ABC", "x".repeat(200)])(
    "answers 404 for the offer %j without looking it up",
    async (offer) => {
      const response = await postMultipart(jobs.url, { ...applicant, offer }, cv);
      expect(response.status).toBe(404);
      expect(offerLookups).toEqual([]);
      expect(await messageCount()).toBe(0);
    },
  );

  it("still takes spontaneous applications and applications to an open offer", async () => {
    expect((await postMultipart(jobs.url, applicant, cv)).status).toBe(200);
    expect((await postMultipart(jobs.url, { ...applicant, offer: "tecnico-de-calidad" }, cv)).status).toBe(200);
    expect(await messageCount()).toBe(4);
  });
});

describe("newsletter", () => {
  it.each([1, true, { a: 1 }, ["x"], " "])(
    "treats the honeypot %j as a bot: a person's answer, nothing sent",
    async (website) => {
      const response = await fetch(newsletter.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE },
        body: JSON.stringify({ email: "lector@example.org", website }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(await messageCount()).toBe(0);
    },
  );

  it.each([42, null, ["a@b.es"], { email: "a@b.es" }])("refuses the e-mail %j with a field message", async (email) => {
    const response = await fetch(newsletter.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.email).toBeTruthy();
  });
});
