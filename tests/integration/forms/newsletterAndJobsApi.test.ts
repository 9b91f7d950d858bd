import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { handleNewsletter, handleNewsletterConfirmation } from "@/forms/newsletter/newsletterHandler";
import { CONFIRMATION_TTL_MS } from "@/config/constants";
import { confirmationToken } from "@/forms/newsletter/newsletterConfirmation";
import { createRecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { LOCAL_SIGNING_SECRET } from "@/config/environment";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { APPLICANT, EXE, PDF, SITE, postMultipart, serveHandler, startSink, type Sink } from "./formsHarness";

let sink: Sink;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;
let confirmation: Awaited<ReturnType<typeof serveHandler>>;
let jobs: Awaited<ReturnType<typeof serveHandler>>;

const OFFERS: Record<string, { title: string; open: boolean }> = {
  "tecnico-de-control-de-calidad": { title: "Técnico/a de control de calidad", open: true },
  "tecnico-de-laboratorio-practicas": { title: "Técnico/a de laboratorio en prácticas", open: false },
};

type Stored = { To: { Email: string }[]; Subject?: string; TextPart?: string; Attachments?: { Filename: string }[] };
const stored = async (): Promise<Stored[]> => {
  const body = await (await fetch(`${sink.url}/api/messages`)).json();
  return Array.isArray(body) ? body : body.messages;
};
const contacts = async (): Promise<{ Email: string; listId?: number; ListID?: number; Action?: string }[]> => {
  const body = await (await fetch(`${sink.url}/api/contacts`)).json();
  return Array.isArray(body) ? body : body.contacts;
};
const subscribe = (email: unknown, origin = SITE) =>
  fetch(newsletter.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email }),
  });

/** The confirmation page's button: posts the link's token, as JSON caller unless told otherwise. */
const confirm = (token: string, headers: Record<string, string> = {}) =>
  fetch(confirmation.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams({ codigo: token }),
    redirect: "manual",
  });

beforeAll(async () => {
  sink = await startSink();
  // One process's caps, as the site's three routes share them.
  const recipients = createRecipientCaps(null, LOCAL_SIGNING_SECRET);
  newsletter = await serveHandler(handleNewsletter, sink, { recipients });
  confirmation = await serveHandler(handleNewsletterConfirmation, sink);
  jobs = await serveHandler(handleJobApplication, sink, { findOffer: async (uid) => OFFERS[uid] ?? null, recipients });
});
afterAll(async () => {
  await newsletter?.close();
  await confirmation?.close();
  await jobs?.close();
  await sink?.close();
});
beforeEach(async () => {
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
  await fetch(`${sink.url}/api/contacts`, { method: "DELETE" });
});

describe("POST /api/newsletter: double opt-in", () => {
  /** The confirmation e-mails the sink holds for an address, and the token of each one's link. */
  const confirmations = async (email: string) =>
    (await stored())
      .filter((m) => m.To[0].Email === email)
      .map((m) => ({ ...m, token: /codigo=([\w.-]+)/.exec(m.TextPart ?? "")?.[1] ?? "" }));
  const onList = async (email: string) => (await contacts()).filter((c) => c.Email === email);

  it("mails a signed link and adds nothing to the list; only the link does, once", async () => {
    const email = "lectora@example.org";
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    const [mail, ...more] = await confirmations(email);
    expect(more).toHaveLength(0);
    expect(mail.Subject).toBe("Confirma tu suscripción al boletín de Laboratorios Brezo");
    expect(mail.TextPart).toContain(`${SITE}/confirmar-suscripcion?codigo=${mail.token}`);
    expect(await onList(email)).toHaveLength(0);

    const first = await confirm(mail.token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, alreadyConfirmed: false });
    const mine = await onList(email);
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0])).toContain(String(NEWSLETTER_LIST_ID));
    expect(JSON.stringify(mine[0])).toContain("addnoforce");

    const again = await confirm(mail.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, alreadyConfirmed: true });
    expect(await onList(email)).toHaveLength(1);
  });

  it("sends one link per address every 10 minutes, answering the same", async () => {
    const email = "repetida@example.org";
    for (let i = 0; i < 3; i++) {
      const answer = await subscribe(i % 2 ? email.toUpperCase() : email);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true });
    }
    expect(await confirmations(email)).toHaveLength(1);
  });

  it("sends nothing for a filled honeypot, with a person's answer", async () => {
    const answer = await fetch(newsletter.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ email: "bot@example.org", website: "https://spam.example" }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(0);
  });

  it("refuses forged, altered, expired and other-site links with a 4xx, adding nothing", async () => {
    const secret = newsletter.config.signingSecret;
    const valid = confirmationToken(secret, "otra@example.org", "es-es");
    const forged = confirmationToken("someone-else-s-secret-of-32-characters", "otra@example.org", "es-es");
    const expired = confirmationToken(secret, "otra@example.org", "es-es", Date.now() - CONFIRMATION_TTL_MS - 1);
    const coSite = confirmationToken(secret, "otra@example.org", "es-co");
    for (const [token, status] of [
      [forged, 400],
      [`${valid}x`, 400],
      [valid.replace(/^./, (c) => (c === "e" ? "f" : "e")), 400],
      [coSite, 400],
      ["", 400],
      [expired, 410],
    ] as const) {
      const answer = await confirm(token);
      expect(answer.status, token).toBe(status);
      expect((await answer.json()).message).toMatch(/enlace|48 horas/);
    }
    expect(await contacts()).toHaveLength(0);
  });

  it("answers a browser's own post with the confirmation page, confirmed", async () => {
    const token = confirmationToken(newsletter.config.signingSecret, "nativa@example.org", "es-es");
    const answer = await confirm(token, { Accept: "text/html" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/confirmar-suscripcion?codigo=${token}&estado=confirmada`);
    expect(await onList("nativa@example.org")).toHaveLength(1);
  });

  it("refuses an invalid address with a field message, and cross-site posts and confirmations", async () => {
    const response = await subscribe("lector@");
    expect(response.status).toBe(400);
    expect((await response.json()).fields.email).toContain("dirección de correo válida");
    expect((await subscribe("lector@example.org", "https://evil.example")).status).toBe(403);
    const token = confirmationToken(newsletter.config.signingSecret, "lector@example.org", "es-es");
    expect((await confirm(token, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await contacts()).toHaveLength(0);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 502 when the provider is down, and the link works once it is back", async () => {
    sink.faults.set({ status: 500, count: 3 });
    expect((await subscribe("caida@example.org")).status).toBe(502);
    sink.faults.clear();
    // The failed e-mail did not use up the address's 10 minutes.
    expect((await subscribe("caida@example.org")).status).toBe(200);
    const [mail] = await confirmations("caida@example.org");
    sink.faults.set({ status: 500, count: 3 });
    expect((await confirm(mail.token)).status).toBe(502);
    sink.faults.clear();
    expect(await (await confirm(mail.token)).json()).toEqual({ ok: true, alreadyConfirmed: false });
  });
});

describe("POST /api/job-application", () => {
  const applicant = APPLICANT;

  it("sends an application to an open offer to the careers mailbox with the CV, and a confirmation", async () => {
    const response = await postMultipart(jobs.url, { ...applicant, offer: "tecnico-de-control-de-calidad" }, [
      { field: "cv", name: "cv-luis.pdf", content: PDF },
    ]);
    expect(response.status).toBe(200);
    const messages = await stored();
    expect(messages).toHaveLength(2);
    const careers = messages.find((m) => m.To[0].Email === jobs.config.careersMailbox)!;
    expect(careers.Subject).toContain("Técnico/a de control de calidad");
    expect(careers.Attachments?.map((a) => a.Filename)).toEqual(["cv-luis.pdf"]);
    expect(messages.some((m) => m.To[0].Email === applicant.email)).toBe(true);
  });

  it("caps the confirmations to one typed address at 3 a day, counting the newsletter's link; every application arrives", async () => {
    const email = "candidata.ajena@example.org";
    expect((await subscribe(email)).status).toBe(200); // the newsletter's link: the first of the day's 3
    for (let i = 0; i < 4; i++) {
      const response = await postMultipart(jobs.url, { ...applicant, email }, [
        { field: "cv", name: "cv.pdf", content: PDF },
      ]);
      expect(response.status).toBe(200);
    }
    const messages = await stored();
    expect(messages.filter((m) => m.To[0].Email === jobs.config.careersMailbox)).toHaveLength(4);
    expect(messages.filter((m) => m.To[0].Email === email)).toHaveLength(3);
  });

  it("sends a spontaneous application", async () => {
    expect((await postMultipart(jobs.url, applicant, [{ field: "cv", name: "cv.pdf", content: PDF }])).status).toBe(
      200,
    );
    const careers = (await stored()).find((m) => m.To[0].Email === jobs.config.careersMailbox)!;
    expect(careers.Subject).toContain("Candidatura espontánea");
  });

  it("answers 404 for a closed or unknown offer, and sends nothing", async () => {
    for (const offer of ["tecnico-de-laboratorio-practicas", "no-existe"]) {
      expect(
        (await postMultipart(jobs.url, { ...applicant, offer }, [{ field: "cv", name: "cv.pdf", content: PDF }]))
          .status,
      ).toBe(404);
    }
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a CV that is an image, a missing CV and a renamed executable", async () => {
    const image = await postMultipart(jobs.url, applicant, [
      { field: "cv", name: "foto.jpg", content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
    ]);
    expect(image.status).toBe(400);
    expect((await image.json()).fields.cv).toBe("Este tipo de archivo no está permitido.");
    const missing = await postMultipart(jobs.url, applicant);
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.cv).toBe("Adjunta el archivo.");
    expect((await postMultipart(jobs.url, applicant, [{ field: "cv", name: "cv.docx", content: EXE }])).status).toBe(
      415,
    );
    expect(await stored()).toHaveLength(0);
  });
});
