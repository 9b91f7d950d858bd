import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleContact } from "@/forms/contact/contactHandler";
import { MAX_UPLOAD_BYTES } from "@/config/constants";
import {
  CLIENT_CONFIRMATION_TEMPLATE_ID,
  INTERNAL_NOTIFICATION_TEMPLATE_ID,
  TEMPLATE_VARIABLES,
} from "@/config/mailTemplates";
import { CONTACT_REQUEST, EXE, PDF, postMultipart, serveHandler, startSink, type Sink } from "./formsHarness";

let sink: Sink;
let api: Awaited<ReturnType<typeof serveHandler>>;

const valid = CONTACT_REQUEST;

type StoredMessage = {
  To: { Email: string }[];
  TemplateID?: number;
  Variables?: Record<string, string>;
  Attachments?: { Filename: string; ContentType: string; size: number }[];
};
const messages = async () =>
  (await (await fetch(`${sink.url}/api/messages`)).json()) as StoredMessage[] | { messages: StoredMessage[] };
const list = async () => {
  const body = await messages();
  return Array.isArray(body) ? body : body.messages;
};

beforeAll(async () => {
  sink = await startSink();
  api = await serveHandler(handleContact, sink);
});
afterAll(async () => {
  await api?.close();
  await sink?.close();
});
beforeEach(async () => {
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
  sink.faults?.clear?.();
});

describe("POST /api/contact against the real mail sink", () => {
  it("delivers the internal notification (with the attachment) and the confirmation, once each", async () => {
    const response = await postMultipart(api.url, valid, [
      { field: "attachments", name: "receta médica.pdf", content: PDF, type: "application/pdf" },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, requester_type: "farmaceutico" });
    const stored = await list();
    expect(stored).toHaveLength(2);
    const internal = stored.find((m) => m.TemplateID === INTERNAL_NOTIFICATION_TEMPLATE_ID)!;
    const confirmation = stored.find((m) => m.TemplateID === CLIENT_CONFIRMATION_TEMPLATE_ID)!;
    expect(internal.To).toEqual([{ Email: api.config.contactMailboxes.farmaceutico }]);
    expect(confirmation.To[0].Email).toBe(valid.email);
    const variables = {
      firstname: "Ana",
      lastname: "López Ruiz",
      email: valid.email,
      phone: valid.phone_number,
      postalcode: "31001",
      profile: "farmaceutico",
      message: valid.message,
    };
    expect(internal.Variables).toEqual(variables);
    expect(confirmation.Variables).toEqual(variables);
    // Exactly the variables each template declares (src/config/mailTemplates.json), no more, no fewer.
    for (const sent of [internal, confirmation])
      expect(Object.keys(sent.Variables ?? {}).sort(), `template ${sent.TemplateID}`).toEqual(
        [...TEMPLATE_VARIABLES[sent.TemplateID!]].sort(),
      );
    expect(internal.Attachments?.map((a) => [a.Filename, a.ContentType])).toEqual([
      ["receta médica.pdf", "application/pdf"],
    ]);
    expect(confirmation.Attachments ?? []).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain("gdpr");
  });

  it("a handler whose Variables differ from the template's declaration is refused by the sink (502, nothing sent)", async () => {
    const changes: Array<(variables: Record<string, string>) => Record<string, string>> = [
      (variables) => ({ ...variables, city: "Pamplona" }),
      ({ postalcode: _omitted, ...variables }) => variables,
    ];
    for (const change of changes) {
      const drifted = await serveHandler(handleContact, sink, {
        wrapMailer: (mailer) => ({
          ...mailer,
          send: (message) => mailer.send({ ...message, Variables: change(message.Variables ?? {}) }),
        }),
      });
      try {
        expect((await postMultipart(drifted.url, valid)).status).toBe(502);
        expect(await list()).toEqual([]);
      } finally {
        await drifted.close();
      }
    }
  });

  it("answers field-level Spanish messages for invalid input, and sends nothing", async () => {
    const response = await postMultipart(api.url, {
      ...valid,
      given_name: "A",
      email: "ana@",
      phone_number: "600-ABC",
      zipcode: "31 001",
      requester_type: "",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.fields).toMatchObject({
      given_name: "Debe tener al menos 2 caracteres.",
      email: expect.stringContaining("dirección de correo válida"),
      phone_number: "Usa solo números, espacios y los signos + y -.",
      zipcode: "Usa solo números.",
      requester_type: "Elige una opción de la lista.",
    });
    expect(await list()).toHaveLength(0);
  });

  it("refuses a disallowed extension with 400", async () => {
    const response = await postMultipart(api.url, valid, [
      { field: "attachments", name: "programa.exe", content: EXE },
    ]);
    expect(response.status).toBe(400);
    expect((await response.json()).fields.attachments).toBe("Este tipo de archivo no está permitido.");
    expect(await list()).toHaveLength(0);
  });

  it("refuses a renamed executable by its content with 415", async () => {
    const response = await postMultipart(api.url, valid, [
      { field: "attachments", name: "informe.pdf", content: EXE, type: "application/pdf" },
    ]);
    expect(response.status).toBe(415);
    expect((await response.json()).fields.attachments).toBe("El contenido del archivo no corresponde a su extensión.");
    expect(await list()).toHaveLength(0);
  });

  it("accepts a file of exactly 10485760 bytes and cuts off one byte more with 413", async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length, 0x20)]);
    expect(
      (await postMultipart(api.url, valid, [{ field: "attachments", name: "a.pdf", content: exact }])).status,
    ).toBe(200);
    await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
    const tooBig = Buffer.concat([exact, Buffer.from(" ")]);
    const response = await postMultipart(api.url, valid, [{ field: "attachments", name: "a.pdf", content: tooBig }]);
    expect(response.status).toBe(413);
    expect((await response.json()).fields.attachments).toBe("El archivo supera el tamaño máximo de 10 MB.");
    expect(await list()).toHaveLength(0);
  });

  it("refuses cross-site posts and posts without Origin (403)", async () => {
    expect((await postMultipart(api.url, valid, [], "https://evil.example")).status).toBe(403);
    expect((await postMultipart(api.url, valid, [], "")).status).toBe(403);
    expect(await list()).toHaveLength(0);
  });

  it("answers a filled honeypot exactly as a person's accepted request, and sends nothing", async () => {
    const person = await postMultipart(api.url, { ...valid, email: "persona.real@example.org" });
    const bot = await postMultipart(api.url, {
      ...valid,
      email: "persona.real@example.org",
      website: "http://spam.example",
    });
    expect(bot.status).toBe(person.status);
    expect(await bot.text()).toBe(await person.text());
    expect([...bot.headers.keys()].filter((name) => name !== "date")).toEqual(
      [...person.headers.keys()].filter((name) => name !== "date"),
    );
    expect(await list()).toHaveLength(2); // the person's two messages only
  });

  it("caps the confirmations to one typed address at 3 a day; the company gets every request", async () => {
    const stranger = "desconocida@example.org";
    for (let i = 0; i < 5; i++) {
      const response = await postMultipart(api.url, { ...valid, email: i % 2 ? stranger.toUpperCase() : stranger });
      expect(response.status).toBe(200);
    }
    const messages = await list();
    expect(messages.filter((m) => m.TemplateID === 5889682)).toHaveLength(5);
    expect(messages.filter((m) => m.TemplateID === 5889754)).toHaveLength(3);
  });

  it("answers 502 with a Spanish message and claims nothing when the provider refuses", async () => {
    sink.faults.set({ status: 503, count: 5 });
    const response = await postMultipart(api.url, valid);
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.message).toContain("No hemos podido enviar tu mensaje");
    sink.faults.clear();
    expect(await list()).toHaveLength(0);
  });

  it("delivers 20 concurrent valid submissions, once each", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postMultipart(api.url, { ...valid, email: `persona${i}@example.org`, requester_type: "particular" }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const stored = await list();
    const internal = stored.filter((m) => m.TemplateID === INTERNAL_NOTIFICATION_TEMPLATE_ID);
    expect(internal).toHaveLength(20);
    expect(new Set(internal.map((m) => m.Variables?.email)).size).toBe(20);
    expect(stored.filter((m) => m.TemplateID === CLIENT_CONFIRMATION_TEMPLATE_ID)).toHaveLength(20);
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After past the limit, and does not count refusals the visitor can correct", async () => {
    const limited = await serveHandler(handleContact, sink, { rateLimit: 2 });
    try {
      const invalid = { ...valid, given_name: "" };
      for (let i = 0; i < 4; i++) expect((await postMultipart(limited.url, invalid)).status).toBe(400);
      expect((await postMultipart(limited.url, valid)).status).toBe(200);
      expect((await postMultipart(limited.url, valid)).status).toBe(200);
      const third = await postMultipart(limited.url, valid);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await third.json()).message).toContain("demasiados formularios");
      expect(await list()).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});
