import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  apiMessages,
  bodyOf,
  mailjetClient,
  message,
  pdfBytes,
  raw,
  rejectionOf,
  removeTemporaryDirs,
  send,
  startSink,
  templateVariables,
  type MailSink,
} from "./mailSinkHelpers";

let sink: MailSink;

beforeAll(async () => {
  sink = await startSink();
});
afterEach(async () => {
  sink.faults.clear();
  await sink.clear();
});
afterAll(async () => {
  await sink.close();
  await removeTemporaryDirs();
});

describe("a templated send with a PDF attachment", () => {
  const pdf = pdfBytes();
  const request = {
    Messages: [
      {
        From: { Email: "web@laboratoriosbrezo.example", Name: "Laboratorios Brezo" },
        To: [{ Email: "ana@example.org", Name: "Ana Pérez" }],
        TemplateID: 5889754,
        TemplateLanguage: true,
        Variables: {
          firstname: "Ana",
          lastname: "Pérez",
          email: "ana@example.org",
          phone: "600 000 000",
          postalcode: "28001",
          profile: "particular",
          message: "¿Tenéis árnica?",
        },
        Attachments: [
          { ContentType: "application/pdf", Filename: "currículum ñ.pdf", Base64Content: pdf.toString("base64") },
        ],
        CustomID: "contacto-1",
      },
    ],
  };

  it("answers like Mailjet, stores it, lists it and serves the attachment byte for byte", async () => {
    const result = await send(mailjetClient(sink), request);
    expect(result.response.status).toBe(200);
    const body = bodyOf(result);
    expect(body.Messages).toHaveLength(1);
    const [entry] = body.Messages;
    expect(entry).toMatchObject({ Status: "success", CustomID: "contacto-1", Cc: [], Bcc: [] });
    expect(entry.To).toHaveLength(1);
    const [recipient] = entry.To;
    expect(recipient.Email).toBe("ana@example.org");
    expect(recipient.MessageUUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // node-mailjet parses numbers of 16+ digits as strings (json-bigint), as with Mailjet's real ids.
    expect(String(recipient.MessageID)).toMatch(/^\d{16}$/);
    expect(recipient.MessageHref).toBe(`https://api.mailjet.com/v3/REST/message/${recipient.MessageID}`);

    const [stored] = await apiMessages(sink);
    expect(stored).toMatchObject({
      id: String(recipient.MessageID),
      messageIds: [Number(recipient.MessageID)],
      From: request.Messages[0].From,
      To: request.Messages[0].To,
      TemplateID: 5889754,
      TemplateLanguage: true,
      Variables: request.Messages[0].Variables,
      CustomID: "contacto-1",
      response: { Status: "success", To: [{ MessageUUID: recipient.MessageUUID }] },
    });
    expect(Date.now() - Date.parse(stored.receivedAt)).toBeLessThan(60_000);
    expect(stored.Attachments).toEqual([
      {
        ContentType: "application/pdf",
        Filename: "currículum ñ.pdf",
        size: pdf.length,
        url: `${sink.url}/messages/${stored.id}/attachments/0`,
      },
    ]);
    expect(sink.messages()).toEqual([stored]);

    const download = await fetch(`${stored.Attachments![0].url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="curr_culum _.pdf"; filename*=UTF-8''curr%C3%ADculum%20%C3%B1.pdf`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("gives the base64 back only with ?include=content", async () => {
    await send(mailjetClient(sink), request);
    const [withoutContent] = await apiMessages(sink);
    expect(withoutContent.Attachments![0]).not.toHaveProperty("Base64Content");
    const [withContent] = await apiMessages(sink, "?include=content");
    expect(withContent.Attachments![0].Base64Content).toBe(pdf.toString("base64"));
    const single = await (await fetch(`${sink.url}/api/messages/${withContent.id}?include=content`)).json();
    expect(single.Attachments[0].Base64Content).toBe(pdf.toString("base64"));
  });
});

describe("several recipients and messages", () => {
  it("gives every recipient (To, Cc, Bcc) its own MessageID and stores one record per message", async () => {
    const result = await send(mailjetClient(sink), {
      Messages: [
        message({
          To: [{ Email: "a@example.org" }, { Email: "b@example.org" }],
          Cc: [{ Email: "c@example.org" }],
          Bcc: [{ Email: "d@example.org" }],
        }),
        message({ Subject: "Segundo" }),
      ],
    });
    const entries = bodyOf(result).Messages;
    expect(entries.map((entry) => entry.Status)).toEqual(["success", "success"]);
    expect(entries[0].To.map((r) => r.Email)).toEqual(["a@example.org", "b@example.org"]);
    expect(entries[0].Cc.map((r) => r.Email)).toEqual(["c@example.org"]);
    expect(entries[0].Bcc.map((r) => r.Email)).toEqual(["d@example.org"]);
    const ids = [...entries[0].To, ...entries[0].Cc, ...entries[0].Bcc, ...entries[1].To].map((r) =>
      Number(r.MessageID),
    );
    expect(new Set(ids).size).toBe(5);
    const stored = await apiMessages(sink);
    expect(stored.map((m) => m.Subject)).toEqual(["Hola", "Segundo"]);
    expect(stored[0].messageIds).toEqual(ids.slice(0, 4));
  });

  it("processes the valid messages of a batch and reports the others (Mailjet's documented behaviour)", async () => {
    const error = await rejectionOf(
      send(mailjetClient(sink), { Messages: [message({ Subject: "buena" }), message({ TextPart: undefined })] }),
    );
    expect(error.statusCode).toBe(400);
    const entries = error.response.data.Messages;
    expect(entries[0]).toMatchObject({ Status: "success", To: [{ Email: "ana@example.org" }] });
    expect(entries[1]).toMatchObject({ Status: "error", Errors: [{ ErrorCode: "send-0003", StatusCode: 400 }] });
    expect((await apiMessages(sink)).map((m) => m.Subject)).toEqual(["buena"]);
  });

  it("applies Globals: scalars as defaults, objects merged, arrays appended; To is not allowed", async () => {
    await send(mailjetClient(sink), {
      Globals: {
        From: { Email: "web@laboratoriosbrezo.example" },
        Subject: "Global",
        Variables: { a: "1", b: "2" },
        Cc: [{ Email: "g@example.org" }],
      },
      Messages: [
        {
          To: [{ Email: "x@example.org" }],
          TextPart: "uno",
          Variables: { b: "tres" },
          Cc: [{ Email: "m@example.org" }],
        },
        { To: [{ Email: "y@example.org" }], TextPart: "dos", Subject: "Propio" },
      ],
    });
    const [first, second] = await apiMessages(sink);
    expect(first).toMatchObject({
      Subject: "Global",
      From: { Email: "web@laboratoriosbrezo.example" },
      Variables: { a: "1", b: "tres" },
    });
    expect(first.Cc.map((r: { Email: string }) => r.Email)).toEqual(["g@example.org", "m@example.org"]);
    expect(second.Subject).toBe("Propio");

    const withTo = await raw(sink, "/v3.1/send", {
      Globals: { To: [{ Email: "z@example.org" }] },
      Messages: [message()],
    });
    expect(withTo.status).toBe(400);
    expect(withTo.json).toMatchObject({ ErrorCode: "mj-0004", ErrorRelatedTo: ["Globals.To"] });
  });
});

describe("SandboxMode", () => {
  it("validates and answers without ids, storing nothing", async () => {
    const result = await send(mailjetClient(sink), { SandboxMode: true, Messages: [message()] });
    expect(bodyOf(result).Messages[0]).toEqual({
      Status: "success",
      CustomID: "",
      To: [
        {
          Email: "ana@example.org",
          MessageUUID: "",
          MessageID: 0,
          MessageHref: "https://api.mailjet.com/v3/message/0",
        },
      ],
      Cc: [],
      Bcc: [],
    });
    expect(sink.messages()).toEqual([]);
    const invalid = await rejectionOf(
      send(mailjetClient(sink), { SandboxMode: true, Messages: [message({ To: [] })] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.response.data.Messages[0].Errors[0].ErrorCode).toBe("mj-0007");
  });
});

describe("credentials", () => {
  it("answers 401 with Mailjet's body to wrong keys (client error statusCode 401) and stores nothing", async () => {
    const error = await rejectionOf(send(mailjetClient(sink, "local-key", "wrong-secret"), { Messages: [message()] }));
    expect(error.statusCode).toBe(401);
    expect(error.ErrorMessage).toBe(
      "API key authentication/authorization failure. You may be unauthorized to access the API or your API key may be expired. Visit API keys management section to check your keys.",
    );
    expect(error.ErrorIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.response.data).toEqual({
      ErrorIdentifier: error.ErrorIdentifier,
      StatusCode: 401,
      ErrorMessage: error.ErrorMessage,
    });
    expect(
      (await rejectionOf(send(mailjetClient(sink, "other-key", "local-secret"), { Messages: [message()] }))).statusCode,
    ).toBe(401);
    expect(sink.messages()).toEqual([]);
  });

  it("answers 401 without credentials or with another scheme", async () => {
    expect((await raw(sink, "/v3.1/send", { Messages: [message()] }, {})).status).toBe(401);
    expect(
      (await raw(sink, "/v3.1/send", { Messages: [message()] }, { authorization: "Bearer local-key" })).status,
    ).toBe(401);
    expect(
      (await raw(sink, "/v3.1/send", { Messages: [message()] }, { authorization: "Basic !!!" })).json.StatusCode,
    ).toBe(401);
  });

  it("accepts the credentials it was started with", async () => {
    const custom = await startSink({ apiKey: "clave", apiSecret: "secreto:con:dos-puntos" });
    try {
      await send(mailjetClient(custom, "clave", "secreto:con:dos-puntos"), { Messages: [message()] });
      expect((await rejectionOf(send(mailjetClient(custom), { Messages: [message()] }))).statusCode).toBe(401);
      expect(custom.messages()).toHaveLength(1);
    } finally {
      await custom.close();
    }
  });
});

describe("faults", () => {
  it("answers the next N calls with the injected status and a Mailjet-like body, then recovers", async () => {
    sink.faults.set({ status: 503, count: 2 });
    const client = mailjetClient(sink);
    for (let i = 0; i < 2; i += 1) {
      const error = await rejectionOf(send(client, { Messages: [message()] }));
      expect(error.statusCode).toBe(503);
      expect(error.response.data).toMatchObject({
        StatusCode: 503,
        ErrorMessage: expect.stringContaining("Service Unavailable"),
      });
    }
    await send(client, { Messages: [message()] });
    expect(sink.messages()).toHaveLength(1);
    expect(
      sink.requestLog
        .entries()
        .slice(-3)
        .map((entry) => [entry.status, entry.fault]),
    ).toEqual([
      [503, "status 503"],
      [503, "status 503"],
      [200, undefined],
    ]);
  });

  it("can target one endpoint, drop the connection, or add latency", async () => {
    const client = mailjetClient(sink);
    sink.faults.set({ status: 500, count: 1, endpoints: ["contacts"] });
    await send(client, { Messages: [message()] });
    sink.faults.set({ disconnect: true });
    const dropped = await rejectionOf(send(client, { Messages: [message()] }));
    expect(dropped.statusCode).toBeNull();
    expect(dropped.code).toMatch(/ECONNRESET|ERR_BAD_RESPONSE|ECONNABORTED/);
    sink.faults.set({ latencyMs: 300 });
    const started = performance.now();
    await send(client, { Messages: [message()] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(sink.messages()).toHaveLength(2);
  });

  it("is also driven over HTTP (/api/faults) and validated", async () => {
    const set = await fetch(`${sink.url}/api/faults`, {
      method: "POST",
      body: JSON.stringify({ status: 500, count: 1 }),
    });
    expect(await set.json()).toEqual({
      faults: { status: 500, disconnect: false, count: 1, latencyMs: 0, endpoints: ["all"] },
    });
    expect((await raw(sink, "/v3.1/send", { Messages: [message()] })).status).toBe(500);
    expect((await (await fetch(`${sink.url}/api/faults`)).json()).faults.count).toBe(0);
    const invalid = await fetch(`${sink.url}/api/faults`, { method: "POST", body: JSON.stringify({ status: 418 }) });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toMatch(/faults\.status must be one of 429, 500, 502, 503, 504/);
    await fetch(`${sink.url}/api/faults`, { method: "DELETE" });
    expect((await raw(sink, "/v3.1/send", { Messages: [message()] })).status).toBe(200);
  });
});

describe("the JSON API", () => {
  it("filters messages by recipient, template and CustomID, and clears them", async () => {
    const client = mailjetClient(sink);
    await send(client, {
      Messages: [
        message({
          To: [{ Email: "Ana@Example.org" }],
          TemplateID: 5889754,
          Variables: templateVariables(5889754),
          TextPart: undefined,
          CustomID: "c1",
        }),
      ],
    });
    await send(client, {
      Messages: [
        message({
          To: [{ Email: "luis@example.org" }],
          TemplateID: 5889682,
          Variables: templateVariables(5889682),
          TextPart: undefined,
        }),
      ],
    });
    expect((await apiMessages(sink, "?to=ana@example.org")).map((m) => m.CustomID)).toEqual(["c1"]);
    expect((await apiMessages(sink, "?templateId=5889682")).map((m) => m.To[0].Email)).toEqual(["luis@example.org"]);
    expect(await apiMessages(sink, "?customId=c1")).toHaveLength(1);
    expect((await fetch(`${sink.url}/api/messages/123`)).status).toBe(404);
    expect(await (await fetch(`${sink.url}/api/messages`, { method: "DELETE" })).json()).toEqual({ deleted: 2 });
    expect(await apiMessages(sink)).toEqual([]);
  });

  it("logs Mailjet calls without bodies or credentials", async () => {
    sink.requestLog.clear();
    await send(mailjetClient(sink), { Messages: [message()] });
    const log = await (await fetch(`${sink.url}/api/log`)).json();
    expect(log).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v3.1/send",
        status: 200,
        stored: 1,
        bytes: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(log)).not.toContain("local-secret");
  });

  it("answers Mailjet-style 404 and 405 on other API paths", async () => {
    expect((await raw(sink, "/v3/REST/contact", {})).json).toEqual({
      ErrorInfo: "",
      ErrorMessage: "Object not found",
      StatusCode: 404,
    });
    const get = await fetch(`${sink.url}/v3.1/send`, {
      headers: { authorization: `Basic ${Buffer.from("local-key:local-secret").toString("base64")}` },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
