import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { APPLICANT, EXE, PDF, SITE, postMultipart, serveHandler, startSink, type Sink } from "./formsHarness";

let sink: Sink;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;
let jobs: Awaited<ReturnType<typeof serveHandler>>;

const OFFERS: Record<string, { title: string; open: boolean }> = {
  "tecnico-de-control-de-calidad": { title: "Técnico/a de control de calidad", open: true },
  "tecnico-de-laboratorio-practicas": { title: "Técnico/a de laboratorio en prácticas", open: false },
};

type Stored = { To: { Email: string }[]; Subject?: string; Attachments?: { Filename: string }[] };
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

beforeAll(async () => {
  sink = await startSink();
  newsletter = await serveHandler(handleNewsletter, sink);
  jobs = await serveHandler(handleJobApplication, sink, { findOffer: async (uid) => OFFERS[uid] ?? null });
});
afterAll(async () => {
  await newsletter?.close();
  await jobs?.close();
  await sink?.close();
});
beforeEach(async () => {
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
  await fetch(`${sink.url}/api/contacts`, { method: "DELETE" });
});

describe("POST /api/newsletter", () => {
  it("adds the address to list 190022, and an address already there is a success too", async () => {
    expect((await subscribe("lector@example.org")).status).toBe(200);
    expect((await subscribe("lector@example.org")).status).toBe(200);
    const all = await contacts();
    const mine = all.filter((c) => c.Email === "lector@example.org");
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0])).toContain(String(NEWSLETTER_LIST_ID));
  });

  it("refuses an invalid address with a field message, and cross-site posts", async () => {
    const response = await subscribe("lector@");
    expect(response.status).toBe(400);
    expect((await response.json()).fields.email).toContain("dirección de correo válida");
    expect((await subscribe("lector@example.org", "https://evil.example")).status).toBe(403);
    expect(await contacts()).toHaveLength(0);
  });

  it("answers 502 when the provider is down", async () => {
    sink.faults.set({ status: 500, count: 3 });
    expect((await subscribe("lector@example.org")).status).toBe(502);
    sink.faults.clear();
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
