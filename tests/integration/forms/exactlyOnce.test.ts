/**
 * Exactly-once submissions over real HTTP, against the real mail sink: a repeated idempotency key
 * is answered with the first answer and sends nothing, concurrent posts with one key send once,
 * and a submission that failed half-way is reported as what the company received.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_CONFIRMATION_TEMPLATE_ID, INTERNAL_NOTIFICATION_TEMPLATE_ID } from "@/config/mailTemplates";
import { handleContact } from "@/forms/contact/contactHandler";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import { MailDeliveryError } from "@/server/mail/mailer";
import {
  APPLICANT,
  CONTACT_REQUEST,
  PDF,
  SITE,
  nativeHeaders,
  postMultipart,
  serveHandler,
  UNCAPPED,
  startSink,
  type Sink,
} from "./formsHarness";

type StoredMessage = { To: { Email: string }[]; TemplateID?: number };
let sink: Sink;
let contact: Awaited<ReturnType<typeof serveHandler>>;
let confirmationRefused: Awaited<ReturnType<typeof serveHandler>>;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;
let jobs: Awaited<ReturnType<typeof serveHandler>>;

const messages = async (): Promise<StoredMessage[]> => {
  const body = await (await fetch(`${sink.url}/api/messages`)).json();
  return Array.isArray(body) ? body : body.messages;
};
const counts = async () => {
  const stored = await messages();
  return {
    internal: stored.filter((m) => m.TemplateID === INTERNAL_NOTIFICATION_TEMPLATE_ID).length,
    client: stored.filter((m) => m.TemplateID === CLIENT_CONFIRMATION_TEMPLATE_ID).length,
  };
};
const postContact = (url: string, key: string, fields: Record<string, string> = CONTACT_REQUEST) =>
  postMultipart(url, fields, [], SITE, { "Idempotency-Key": key });

beforeAll(async () => {
  sink = await startSink();
  // The same address many times: its confirmations are not what these tests count against a cap.
  contact = await serveHandler(handleContact, sink, { rateLimit: 50, recipients: UNCAPPED });
  // The provider refuses every message to the visitor (the confirmation), and only those.
  confirmationRefused = await serveHandler(handleContact, sink, {
    wrapMailer: (mailer) => ({
      ...mailer,
      send: async (message) => {
        if (message.To.some((to) => to.Email === CONTACT_REQUEST.email))
          throw new MailDeliveryError('Unsuccessful: Status Code: "400"', 400);
        return mailer.send(message);
      },
    }),
  });
  newsletter = await serveHandler(handleNewsletter, sink);
  jobs = await serveHandler(handleJobApplication, sink);
});
afterAll(async () => {
  await Promise.all([contact, confirmationRefused, newsletter, jobs].map((api) => api?.close()));
  await sink?.close();
});
beforeEach(async () => {
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
  sink.faults?.clear?.();
});

describe("one idempotency key, one submission", () => {
  it("answers a repeated key with the first answer and sends nothing again", async () => {
    const key = randomUUID();
    const first = await postContact(contact.url, key);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await postContact(contact.url, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await counts()).toEqual({ internal: 1, client: 1 });
    // Another key is another submission.
    expect((await postContact(contact.url, randomUUID())).status).toBe(200);
    expect(await counts()).toEqual({ internal: 2, client: 2 });
  });

  it("sends once when the same key is posted five times at once", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postContact(contact.url, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(4);
    expect(await counts()).toEqual({ internal: 1, client: 1 });
  });

  it("lets the same key be sent again after the message to the company failed (502)", async () => {
    const key = randomUUID();
    sink.faults.set({ status: 503, count: 5 });
    expect((await postContact(contact.url, key)).status).toBe(502);
    sink.faults.clear();
    expect(await counts()).toEqual({ internal: 0, client: 0 });
    const retry = await postContact(contact.url, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await counts()).toEqual({ internal: 1, client: 1 });
  });

  it("lets a corrected submission use its key after a refusal (400), which sent nothing", async () => {
    const key = randomUUID();
    expect((await postContact(contact.url, key, { ...CONTACT_REQUEST, email: "ana@" })).status).toBe(400);
    expect((await postContact(contact.url, key)).status).toBe(200);
    expect(await counts()).toEqual({ internal: 1, client: 1 });
  });

  it("reports success when only the confirmation failed, logs it, and does not send again", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const key = randomUUID();
      const first = await postContact(confirmationRefused.url, key);
      expect(first.status).toBe(200);
      expect(
        errors.mock.calls.some((call) => String(call[0]).includes("confirmation to the visitor was not accepted")),
      ).toBe(true);
      const again = await postContact(confirmationRefused.url, key);
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await counts()).toEqual({ internal: 1, client: 0 });
    } finally {
      errors.mockRestore();
    }
  });

  it("refuses a malformed key with 400 and a Spanish message, and sends nothing", async () => {
    for (const key of ["not-a-key", "0f8fad5b-d9cb-469f-a165-70867728950e; drop", "x".repeat(4_000)]) {
      const response = await postContact(contact.url, key);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain("El formulario no se ha enviado correctamente");
    }
    expect(await counts()).toEqual({ internal: 0, client: 0 });
  });

  it("takes a submission without a key as a new one each time (a form posted without JavaScript)", async () => {
    expect((await postMultipart(contact.url, CONTACT_REQUEST)).status).toBe(200);
    expect((await postMultipart(contact.url, CONTACT_REQUEST)).status).toBe(200);
    expect(await counts()).toEqual({ internal: 2, client: 2 });
  });

  it("answers a repeated native post with the result page of a success", async () => {
    const key = randomUUID();
    const headers = { ...nativeHeaders(), "Idempotency-Key": key };
    const first = await postMultipart(contact.url, CONTACT_REQUEST, [], SITE, headers);
    const again = await postMultipart(contact.url, CONTACT_REQUEST, [], SITE, headers);
    expect([first.status, again.status]).toEqual([303, 303]);
    const outcome = contact.results.get(new URL(again.headers.get("location")!, SITE).searchParams.get("envio"));
    expect(outcome?.ok).toBe(true);
    expect(await counts()).toEqual({ internal: 1, client: 1 });
  });

  it("gives the newsletter and the job application the same behaviour", async () => {
    const key = randomUUID();
    const subscribe = () =>
      fetch(newsletter.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE, "Idempotency-Key": key },
        body: JSON.stringify({ email: "lector@example.org" }),
      });
    expect((await subscribe()).headers.get("idempotent-replayed")).toBeNull();
    const again = await subscribe();
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const apply = () =>
      postMultipart(
        jobs.url,
        APPLICANT,
        [{ field: "cv", name: "cv.pdf", content: PDF, type: "application/pdf" }],
        SITE,
        { "Idempotency-Key": key },
      );
    const [a, b] = await Promise.all([apply(), apply()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The key is per form: the newsletter's use of it did not answer the application.
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")].sort()).toEqual([null, "true"]);
    expect((await messages()).filter((m) => m.To.some((to) => to.Email === jobs.config.careersMailbox))).toHaveLength(
      1,
    );
  });

  it("does not count a repeat against the visitor's rate", async () => {
    const limited = await serveHandler(handleContact, sink, { rateLimit: 1 });
    try {
      const key = randomUUID();
      expect((await postContact(limited.url, key)).status).toBe(200);
      expect((await postContact(limited.url, key)).status).toBe(200);
      expect((await postContact(limited.url, randomUUID())).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
