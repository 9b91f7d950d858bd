import { describe, expect, it } from "vitest";
import {
  bodyOf,
  mailjetClient,
  message,
  raw,
  rejectionOf,
  send,
  sharedSinkForFile,
  startSink,
  templateVariables,
} from "./mailSinkHelpers";

const sink = sharedSinkForFile();

const MB15 = 15 * 1024 * 1024;
const attachment = (bytes: number, filename = "a.bin") => ({
  ContentType: "application/octet-stream",
  Filename: filename,
  Base64Content: Buffer.alloc(bytes, 7).toString("base64"),
});
const addresses = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ Email: `${prefix}${i}@example.org` }));

describe("global errors (the whole request)", () => {
  const cases: Array<[string, string, string, string[] | undefined]> = [
    ["broken JSON", '{"Messages": [', "mj-0002", undefined],
    ["a JSON array", "[]", "mj-0002", undefined],
    ["Messages that is not an array", JSON.stringify({ Messages: { From: {} } }), "mj-0002", undefined],
    ["a non-boolean SandboxMode", JSON.stringify({ Messages: [message()], SandboxMode: "yes" }), "mj-0002", undefined],
    ["Globals that is not an object", JSON.stringify({ Messages: [message()], Globals: [] }), "mj-0002", undefined],
    ["no Messages", JSON.stringify({ SandboxMode: false }), "mj-0003", ["Messages"]],
    ["an empty Messages", JSON.stringify({ Messages: [] }), "mj-0007", ["Messages"]],
    ["51 messages", JSON.stringify({ Messages: Array.from({ length: 51 }, () => message()) }), "mj-0008", ["Messages"]],
  ];
  for (const [what, body, code, relatedTo] of cases) {
    it(`400 ${code} for ${what}`, async () => {
      const { status, json } = await raw(sink, "/v3.1/send", body);
      expect(status).toBe(400);
      expect(json).toMatchObject({
        ErrorCode: code,
        StatusCode: 400,
        ErrorMessage: expect.any(String),
        ErrorIdentifier: expect.any(String),
      });
      if (relatedTo) expect(json.ErrorRelatedTo).toEqual(relatedTo);
      if (code === "mj-0002")
        expect(json.ErrorMessage).toBe("Malformed JSON, please review the syntax and properties types.");
    });
  }

  it("surfaces through node-mailjet as a 400 with ErrorCode", async () => {
    const error = await rejectionOf(send(mailjetClient(sink), { Messages: [] }));
    expect(error).toMatchObject({ statusCode: 400, ErrorCode: "mj-0007", ErrorRelatedTo: ["Messages"] });
    expect(error.message).toBe('Unsuccessful: Status Code: "400" Message: "Array must contain at least one element."');
  });
});

describe("per-message errors", () => {
  const pdf = attachment(10, "cv.pdf");
  const cases: Array<[string, Record<string, unknown>, string, string[]]> = [
    ["no From", { From: undefined }, "mj-0003", ["From"]],
    ["a null From", { From: null }, "mj-0003", ["From"]],
    ["a string From", { From: "web@laboratoriosbrezo.example" }, "mj-0004", ["From"]],
    ["From without Email", { From: { Name: "Web" } }, "mj-0003", ["From.Email"]],
    ["an empty From.Email", { From: { Email: "" } }, "mj-0012", ["From.Email"]],
    ["a malformed From.Email", { From: { Email: "web.laboratoriosbrezo.example" } }, "mj-0013", ["From.Email"]],
    ["no To", { To: undefined }, "mj-0003", ["To"]],
    ["To that is not an array", { To: { Email: "ana@example.org" } }, "mj-0004", ["To"]],
    ["an empty To", { To: [] }, "mj-0007", ["To"]],
    ["a To entry that is not an object", { To: ["ana@example.org"] }, "mj-0004", ["To[0]"]],
    ["a malformed To address", { To: [{ Email: "ana@example.org" }, { Email: "luis@" }] }, "mj-0013", ["To[1].Email"]],
    ["a To.Email with spaces", { To: [{ Email: "ana perez@example.org" }] }, "mj-0013", ["To[0].Email"]],
    ["a numeric To.Name", { To: [{ Email: "ana@example.org", Name: 7 }] }, "mj-0004", ["To[0].Name"]],
    ["a malformed Cc address", { Cc: [{ Email: "copia" }] }, "mj-0013", ["Cc[0].Email"]],
    ["Bcc that is not an array", { Bcc: "oculto@example.org" }, "mj-0004", ["Bcc"]],
    ["a malformed ReplyTo", { ReplyTo: { Email: "responder" } }, "mj-0013", ["ReplyTo.Email"]],
    [
      "51 recipients in To + Cc + Bcc",
      { To: addresses(30, "t"), Cc: addresses(20, "c"), Bcc: addresses(1, "b") },
      "send-0015",
      ["To", "Cc", "Bcc"],
    ],
    [
      "no TextPart, HTMLPart or TemplateID",
      { TextPart: undefined },
      "send-0003",
      ["HTMLPart", "TextPart", "TemplateID"],
    ],
    ["only an empty TextPart", { TextPart: "" }, "send-0003", ["HTMLPart", "TextPart", "TemplateID"]],
    ["a string TemplateID", { TemplateID: "5889754" }, "mj-0004", ["TemplateID"]],
    ["a fractional TemplateID", { TemplateID: 5889754.5 }, "mj-0004", ["TemplateID"]],
    ["a string TemplateLanguage", { TemplateID: 5889754, TemplateLanguage: "true" }, "mj-0004", ["TemplateLanguage"]],
    ["Variables that are an array", { Variables: ["Ana"] }, "mj-0004", ["Variables"]],
    ["a numeric Subject", { Subject: 42 }, "mj-0004", ["Subject"]],
    ["a numeric CustomID", { CustomID: 7 }, "mj-0004", ["CustomID"]],
    ["Attachments that are an object", { Attachments: pdf }, "mj-0004", ["Attachments"]],
    [
      "an attachment without ContentType",
      { Attachments: [{ ...pdf, ContentType: undefined }] },
      "mj-0003",
      ["Attachments[0].ContentType"],
    ],
    ["a numeric ContentType", { Attachments: [{ ...pdf, ContentType: 5 }] }, "mj-0004", ["Attachments[0].ContentType"]],
    ["an empty Filename", { Attachments: [pdf, { ...pdf, Filename: "" }] }, "mj-0012", ["Attachments[1].Filename"]],
    [
      "an empty Base64Content",
      { Attachments: [{ ...pdf, Base64Content: "" }] },
      "mj-0012",
      ["Attachments[0].Base64Content"],
    ],
    [
      "Base64Content that is not base64",
      { Attachments: [{ ...pdf, Base64Content: "esto no es base64!" }] },
      "mj-0004",
      ["Attachments[0].Base64Content"],
    ],
    [
      "badly padded base64",
      { Attachments: [{ ...pdf, Base64Content: "QUJD=" }] },
      "mj-0004",
      ["Attachments[0].Base64Content"],
    ],
    ["51 attachments", { Attachments: Array.from({ length: 51 }, () => pdf) }, "mj-0008", ["Attachments"]],
    [
      "a header with a property of its own",
      { Headers: { "reply-to": "x@example.org" } },
      "send-0011",
      ['Headers["reply-to"]'],
    ],
    ["a TrackOpens value Mailjet does not know", { TrackOpens: "sometimes" }, "mj-0005", ["TrackOpens"]],
    [
      "DeduplicateCampaign without CustomCampaign",
      { DeduplicateCampaign: true },
      "send-0012",
      ["CustomCampaign", "DeduplicateCampaign"],
    ],
    [
      "TemplateErrorDeliver without TemplateLanguage",
      { TemplateID: 1, TemplateErrorDeliver: true },
      "send-0016",
      ["TemplateLanguage"],
    ],
  ];

  for (const [what, overrides, code, relatedTo] of cases) {
    it(`400 ${code} for ${what}`, async () => {
      const { status, json } = await raw(sink, "/v3.1/send", { Messages: [message(overrides)] });
      expect(status).toBe(400);
      expect(json.Messages).toHaveLength(1);
      expect(json.Messages[0].Status).toBe("error");
      expect(json.Messages[0].Errors).toContainEqual({
        ErrorIdentifier: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ErrorCode: code,
        StatusCode: 400,
        ErrorMessage: expect.any(String),
        ErrorRelatedTo: relatedTo,
      });
      expect(sink.messages()).toEqual([]);
    });
  }

  it("rejects a Messages entry that is not an object", async () => {
    const { status, json } = await raw(sink, "/v3.1/send", { Messages: ["hola"] });
    expect(status).toBe(400);
    expect(json.Messages[0].Errors[0]).toMatchObject({ ErrorCode: "mj-0004", ErrorRelatedTo: ["Messages"] });
  });

  it("reports every problem of a message together, and the client carries the first", async () => {
    const error = await rejectionOf(
      send(mailjetClient(sink), { Messages: [{ From: { Email: "mal" }, To: [], Subject: 1 }] }),
    );
    expect(error.statusCode).toBe(400);
    const codes = error.response.data.Messages[0].Errors.map((e) => e.ErrorCode);
    expect(codes).toEqual(["mj-0013", "mj-0007", "mj-0004", "send-0003"]);
    expect(error.message).toContain('"mal" is an invalid email address.');
  });

  it("accepts exactly 50 recipients, optional nulls, unknown properties and MIME line breaks in base64", async () => {
    const content = Buffer.from("línea ".repeat(40)).toString("base64");
    const wrapped = content.replace(/(.{76})/g, "$1\r\n");
    const result = await send(mailjetClient(sink), {
      Messages: [
        message({
          To: addresses(48, "t"),
          Cc: addresses(1, "c"),
          Bcc: addresses(1, "b"),
          ReplyTo: null,
          Headers: { "X-Formulario": "contacto" },
          TrackClicks: "disabled",
          Priority: 2,
          Attachments: [{ ContentType: "text/plain; charset=utf-8", Filename: "líneas.txt", Base64Content: wrapped }],
        }),
      ],
    });
    expect(bodyOf(result).Messages[0].Status).toBe("success");
    const [stored] = sink.messages();
    expect(stored.Attachments?.[0].size).toBe(Buffer.from(content, "base64").length);
    expect(stored.Headers).toEqual({ "X-Formulario": "contacto" });
  });
});

describe("the 15 MB attachment limit", () => {
  it("accepts exactly 15 MB of decoded attachments per message", async () => {
    const result = await send(mailjetClient(sink), {
      Messages: [message({ Attachments: [attachment(MB15 - 1000, "a.bin"), attachment(1000, "b.bin")] })],
    });
    expect(bodyOf(result).Messages[0].Status).toBe("success");
    expect(sink.messages()[0].Attachments?.map((a) => a.size)).toEqual([MB15 - 1000, 1000]);
  });

  it("rejects one byte more with mj-0011, inlined attachments included", async () => {
    const over = await rejectionOf(
      send(mailjetClient(sink), { Messages: [message({ Attachments: [attachment(MB15 - 1000), attachment(1001)] })] }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.response.data.Messages[0].Errors).toEqual([
      expect.objectContaining({ ErrorCode: "mj-0011", StatusCode: 400, ErrorRelatedTo: ["Attachments"] }),
    ]);
    const inlined = await rejectionOf(
      send(mailjetClient(sink), {
        Messages: [
          message({
            Attachments: [attachment(MB15)],
            InlinedAttachments: [{ ...attachment(1, "logo.png"), ContentID: "logo" }],
          }),
        ],
      }),
    );
    expect(inlined.response.data.Messages[0].Errors[0]).toMatchObject({
      ErrorCode: "mj-0011",
      ErrorRelatedTo: ["Attachments", "InlinedAttachments"],
    });
    expect(sink.messages()).toEqual([]);
  });

  it("refuses a body over 30 MB with 413 without storing anything", async () => {
    const big = JSON.stringify({ Messages: [message({ Attachments: [attachment(24 * 1024 * 1024)] })] });
    const { status, json } = await raw(sink, "/v3.1/send", big);
    expect(status).toBe(413);
    expect(json).toMatchObject({ StatusCode: 413, ErrorCode: "mj-0011" });
    expect(sink.messages()).toEqual([]);
    // The connection is still usable afterwards.
    expect((await raw(sink, "/v3.1/send", { Messages: [message()] })).status).toBe(200);
  });
});

describe("authorised senders (send-0008)", () => {
  it("answers 403 for a From outside the configured senders", async () => {
    const strict = await startSink({ senders: ["@laboratoriosbrezo.example", "otra@example.com"] });
    try {
      await send(mailjetClient(strict), { Messages: [message(), message({ From: { Email: "OTRA@example.com" } })] });
      const error = await rejectionOf(
        send(mailjetClient(strict), { Messages: [message({ From: { Email: "web@example.net" } })] }),
      );
      expect(error.statusCode).toBe(403);
      expect(error.response.data.Messages[0].Errors[0]).toMatchObject({
        ErrorCode: "send-0008",
        StatusCode: 403,
        ErrorRelatedTo: ["From"],
      });
      expect(strict.messages()).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });
});

describe("a site template's declared Variables (sink-0001, src/config/mailTemplates.json)", () => {
  const templated = (Variables: Record<string, unknown> | undefined) =>
    message({ TextPart: undefined, TemplateID: 5889754, TemplateLanguage: true, Variables });

  it("accepts exactly the declared variables", async () => {
    await send(mailjetClient(sink), { Messages: [templated(templateVariables(5889754))] });
  });

  const cases: Array<[string, Record<string, unknown> | undefined, string]> = [
    ["one declared variable omitted", templateVariables(5889754, { postalcode: undefined }), "missing postalcode"],
    ["a variable not declared", templateVariables(5889754, { city: "Pamplona" }), "not declared city"],
    ["no Variables at all", undefined, "missing firstname, lastname, email, phone, postalcode, profile, message"],
  ];
  for (const [what, variables, detail] of cases) {
    it(`refuses ${what} with a Mailjet-shaped 400 and stores nothing`, async () => {
      const before = sink.messages().length;
      const body = JSON.parse(JSON.stringify({ Messages: [templated(variables)] }));
      const error = await rejectionOf(send(mailjetClient(sink), body));
      expect(error.statusCode).toBe(400);
      const [entry] = error.response.data.Messages;
      expect(entry.Status).toBe("error");
      expect(entry.Errors).toEqual([
        expect.objectContaining({ ErrorCode: "sink-0001", StatusCode: 400, ErrorRelatedTo: ["Variables"] }),
      ]);
      expect(entry.Errors[0].ErrorMessage).toContain(detail);
      expect(sink.messages()).toHaveLength(before);
    });
  }

  it("leaves templates the site does not declare alone", async () => {
    await send(mailjetClient(sink), { Messages: [{ ...templated({ any: "thing" }), TemplateID: 1234567 }] });
  });
});
