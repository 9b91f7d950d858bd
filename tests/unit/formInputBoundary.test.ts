import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTACHMENTS_TOTAL_BYTES } from "@/config/constants";
import { contactSchema } from "@/forms/contact/contactSchema";
import { fieldErrors } from "@/server/forms/pipeline/formError";
import { jobApplicationSchema } from "@/forms/jobApplication/jobApplicationSchema";
import { newsletterSchema } from "@/forms/newsletter/newsletterSchema";
import { clientKey, clientNetwork } from "@/server/forms/abuse/clientKey";
import { contentMatchesExtension, zipEntryNames } from "@/server/forms/uploads/fileContent";
import { sanitizeFileName } from "@/server/forms/uploads/multipartBody";
import { createRateLimiter } from "@/server/forms/abuse/rateLimit";
import { withSafeHeaders } from "@/server/mail/headerSafe";
import { loadFormsConfig } from "@/server/formsConfig";
import { storedZip } from "@tests/support/storedZip";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

const valid = {
  ...CONTACT_REQUEST_EXAMPLE,
  family_name: "López",
  email: "ana@example.org",
  phone_number: "",
  zipcode: "",
  message: "Hola",
  requester_type: "particular",
  attachments: [],
};
const errorOf = (input: Record<string, unknown>, field: string) => {
  const result = contactSchema.safeParse(input);
  return result.success ? undefined : fieldErrors(result.error)[field];
};

describe("single-line fields (issue 13: CR/LF and invisible characters never reach an e-mail header)", () => {
  it.each([
    ["given_name", "Ana\r\nBcc: x@example.com"],
    ["given_name", "Ana\nMaría"],
    ["family_name", "Ló\u202epez"],
    ["family_name", "Ló\u2066pez"],
    ["given_name", "An\u200ba"],
    ["given_name", "An\ufeffa"],
    ["given_name", "An\u0085a"],
    ["given_name", "An\u2028a"],
    ["phone_number", "600\t000"],
    ["zipcode", "310\u000001"],
    ["given_name", "\rAna"],
    ["family_name", "López\r\n"],
    ["email", "ana@example.org\n"],
    ["given_name", "\u2028Ana"],
    ["given_name", "Ana\ufeff"],
  ])("%s = %j → errors.controlCharacters", (field, value) => {
    expect(errorOf({ ...valid, [field]: value }, field)).toBe("errors.controlCharacters");
  });

  it("accepts accents, ñ, apostrophes and hyphens in names", () => {
    expect(contactSchema.safeParse({ ...valid, given_name: "María José", family_name: "O'Neill-Ibáñez" }).success).toBe(
      true,
    );
  });

  it("keeps line breaks and tabs in the message, refuses other control characters and bidi overrides there", () => {
    expect(errorOf({ ...valid, message: "Uno\r\nDos\n\tTres 👩‍⚕️" }, "message")).toBeUndefined();
    expect(errorOf({ ...valid, message: "Uno\u0000" }, "message")).toBe("errors.invisibleCharacters");
    expect(errorOf({ ...valid, message: "Uno \u202e dos" }, "message")).toBe("errors.invisibleCharacters");
  });

  it("applies to job applications and their e-mail too", () => {
    const result = jobApplicationSchema.safeParse({
      given_name: "Luis\r\n",
      family_name: "Pé\u200drez",
      email: "l@example.org",
      phone_number: "",
      message: "x",
      cv: { name: "cv.pdf", size: 10 },
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).family_name).toBe("errors.controlCharacters");
  });
});

describe("e-mail addresses (RFC 5321 limits that Mailjet enforces)", () => {
  const emailError = (email: unknown) => {
    const result = newsletterSchema.safeParse({ email });
    return result.success ? undefined : fieldErrors(result.error).email;
  };
  it.each([
    [`${"a".repeat(64)}@example.org`, undefined],
    [`${"a".repeat(65)}@example.org`, "errors.emailLocalTooLong"],
    [`ana@${"b".repeat(63)}.es`, undefined],
    [`ana@${"b".repeat(64)}.es`, "errors.emailDomain"],
    ["ana@dominio-.es", "errors.emailDomain"],
    ["ana@-dominio.es", "errors.email"],
    [`${"a".repeat(60)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.es`, "errors.emailTooLong"],
    ["  ana@example.org ", undefined],
    ["ana@example.org\r\n", "errors.controlCharacters"],
    ["ana@exa\r\nmple.org", "errors.controlCharacters"],
    [42, "errors.required"],
  ])("%j → %s", (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});

describe("contact attachments: the total Mailjet can carry", () => {
  const file = (size: number) => ({ name: "a.pdf", size });
  it("accepts exactly 15 MB in total and refuses one byte more on the field", () => {
    expect(
      errorOf(
        { ...valid, attachments: [file(MAX_ATTACHMENTS_TOTAL_BYTES / 2), file(MAX_ATTACHMENTS_TOTAL_BYTES / 2)] },
        "attachments",
      ),
    ).toBeUndefined();
    expect(
      errorOf(
        { ...valid, attachments: [file(MAX_ATTACHMENTS_TOTAL_BYTES / 2), file(MAX_ATTACHMENTS_TOTAL_BYTES / 2 + 1)] },
        "attachments",
      ),
    ).toBe("errors.attachmentsTooBig");
  });
});

describe("attachment names", () => {
  it.each([
    ["receta\u202efdp.exe", "receta_fdp.exe"],
    ["a\r\nb.pdf", "a__b.pdf"],
    ["C:\\Users\\ana\\cv.pdf", "cv.pdf"],
    ["\u200b", "_"],
    ["", "archivo"],
  ])("%j → %j", (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it("cleans header fields of every message the mailer sends", () => {
    const safe = withSafeHeaders({
      From: { Email: "web@example.org", Name: "Web" },
      To: [{ Email: "a@example.org", Name: "Ana\r\nBcc: x@example.org" }],
      ReplyTo: { Email: "a@example.org", Name: "A\u202eB" },
      Subject: "Candidatura: Técnico\r\nBcc: x@example.org",
      Attachments: [{ ContentType: "application/pdf", Filename: "a\nb.pdf", Base64Content: "" }],
    });
    expect(JSON.stringify(safe)).not.toMatch(/[\r\n\u202e]/);
    expect(safe.Subject).toBe("Candidatura: Técnico  Bcc: x@example.org");
  });
});

describe("office documents are checked as packages", () => {
  const types =
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const docx = storedZip([
    { name: "[Content_Types].xml", content: types },
    { name: "word/document.xml", content: "<w:document/>" },
  ]);
  it("accepts a Word package and refuses a ZIP that is not one, or hides a program", async () => {
    expect(await contentMatchesExtension("a.docx", docx)).toBe(true);
    expect(await contentMatchesExtension("a.docx", storedZip([{ name: "evil.exe", content: "MZ" }]))).toBe(false);
    expect(
      await contentMatchesExtension(
        "a.docx",
        storedZip([
          { name: "[Content_Types].xml", content: types },
          { name: "word/document.xml", content: "" },
          { name: "x/setup.EXE", content: "MZ" },
        ]),
      ),
    ).toBe(false);
    expect(await contentMatchesExtension("a.docx", storedZip([{ name: "[Content_Types].xml", content: types }]))).toBe(
      false,
    );
  });

  it("takes a .doc or .cfb for what file-type reads in an OLE compound file, and nothing else for them", async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
    expect(await contentMatchesExtension("a.doc", ole)).toBe(true);
    expect(await contentMatchesExtension("a.cfb", ole)).toBe(true);
    expect(await contentMatchesExtension("a.doc", docx)).toBe(false);
    expect(await contentMatchesExtension("a.pdf", ole)).toBe(false);
  });

  it("wants a PDF's header to name its version", async () => {
    expect(await contentMatchesExtension("a.pdf", Buffer.from("%PDF-1.7\n%%EOF\n"))).toBe(true);
    expect(await contentMatchesExtension("a.pdf", Buffer.from("%PDF"))).toBe(false);
    expect(await contentMatchesExtension("a.pdf", Buffer.from("%PDF 1.7\n%%EOF\n"))).toBe(false);
  });

  it("never throws on hostile bytes", async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
      // A real end record with a random directory behind it, now and then.
      if (i % 3 === 0 && bytes.length >= 22) bytes.writeUInt32LE(0x06054b50, bytes.length - 22);
      const zip = Buffer.concat([Buffer.from("PK\u0003\u0004"), bytes]);
      const names = await zipEntryNames(zip);
      expect(names === null || Array.isArray(names)).toBe(true);
      await expect(contentMatchesExtension("a.docx", zip)).resolves.toBe(false);
    }
  });
});

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("the rate limit's client key", () => {
  it("uses the socket's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientKey(request("203.0.113.9", "198.51.100.1"), 0)).toBe("203.0.113.9");
  });

  it("uses the right-most address that no trusted proxy added", () => {
    // The client wrote "1.1.1.1"; our one proxy appended the address it saw.
    expect(clientKey(request("10.0.0.2", "1.1.1.1, 203.0.113.9"), 1)).toBe("203.0.113.9");
    // A CDN then a load balancer: the CDN saw the visitor, the balancer saw the CDN.
    expect(clientKey(request("10.0.0.2", "1.1.1.1, 203.0.113.9, 198.51.100.7"), 2)).toBe("203.0.113.9");
    // Fewer hops than proxies: the left-most there is.
    expect(clientKey(request("10.0.0.2", "203.0.113.9"), 2)).toBe("203.0.113.9");
    expect(clientKey(request("10.0.0.2", "garbage"), 1)).toBe("10.0.0.2");
  });

  it("groups IPv6 clients by /64 and reads IPv4-mapped addresses as IPv4", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("[2001:db8::5]")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("not an address")).toBeNull();
  });

  it("reads TRUST_PROXY as false, true or a number of proxies", () => {
    expect(loadFormsConfig({ SITE_MODE: "local" }).trustedProxies).toBe(0);
    expect(loadFormsConfig({ SITE_MODE: "local", TRUST_PROXY: "true" }).trustedProxies).toBe(1);
    expect(loadFormsConfig({ SITE_MODE: "local", TRUST_PROXY: "2" }).trustedProxies).toBe(2);
    expect(() => loadFormsConfig({ SITE_MODE: "local", TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => loadFormsConfig({ SITE_MODE: "local", REQUEST_BODY_IDLE_TIMEOUT_MS: "0" })).toThrow(
      /REQUEST_BODY_IDLE_TIMEOUT_MS/,
    );
    expect(() => loadFormsConfig({ SITE_MODE: "local", FORM_UPLOAD_MEMORY_MB: "lots" })).toThrow(
      /FORM_UPLOAD_MEMORY_MB/,
    );
  });

  it("gives numbers, not the defaults' text, when the limits are unset", async () => {
    const config = loadFormsConfig({ SITE_MODE: "local" });
    expect(config.rateLimitPer10Minutes).toBe(5);
    expect(config.bodyTimeouts).toEqual({ idleTimeoutMs: 15_000, totalTimeoutMs: 180_000 });
    expect(config.uploadMemoryBytes).toBe(96 * 1_048_576);
    // A limiter built from the default configuration works (rate-limiter-flexible refuses "5").
    const limiter = createRateLimiter({ limit: config.rateLimitPer10Minutes, windowMs: 600_000 });
    expect((await limiter.take("a")).allowed).toBe(true);
  });
});

describe("the rate limiter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgets a hit given back, and opens again when the key's window ends", async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    const first = await limiter.take("a");
    if (first.allowed) first.giveBack();
    if (first.allowed) first.giveBack();
    expect((await limiter.take("a")).allowed).toBe(true);
    vi.advanceTimersByTime(2_500);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    // A refused hit does not count: the window still ends when the first hit's does.
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect((await limiter.take("b")).allowed).toBe(true);
    vi.advanceTimersByTime(7_500);
    expect((await limiter.take("a")).allowed).toBe(true);
  });
});
