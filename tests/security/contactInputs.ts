/**
 * Class (b), `POST /api/contact` (multipart): valid requests, hostile characters in every field and
 * in file names, wrong values and types, duplicated fields, the honeypot, e-mail limits, files that
 * lie about their type, too many or too large files, malformed bodies, foreign origins and methods.
 */
import { CONTACT_TEMPLATE_VARIABLES, type ContactTextField } from "@/forms/contact/contactSchema";
import { REQUESTER_TYPES } from "@/forms/requesterTypes";
import { emailCases } from "./emailCases";
import { inputCollector, insertAt, type GeneratorContext } from "./generatorContext";
import { FORBIDDEN_IN_LINE, FORBIDDEN_IN_TEXT, ODD_UNDECIDED_NAMES, ODD_VALID_NAMES } from "./hostileStrings";
import {
  HOSTILE_IDEMPOTENCY_KEYS,
  attachmentPart,
  formPost,
  idempotencyKeyFor,
  jsonPost,
  keyLabel,
  multipartPost,
  validContactFields,
  withField,
} from "./formRequests";
import { BOUNDARY, fieldParts, multipartBody, type Part } from "./multipart";
import type { WireRequest } from "./httpClient";
import type { HostileInput } from "./oracle";
import {
  EXE,
  HTML,
  JPEG,
  ODT,
  OLE_DOC,
  PNG,
  REAL_DOCX,
  SHELL,
  SMALL_PDF,
  ZIP_WITH_EXE,
  pdfOfSize,
} from "./sampleFiles";

const PATH = "/api/contact";
/** The one-line text fields, from the schema (every text field but the message): a new field is fuzzed too. */
const LINE_FIELDS = (Object.keys(CONTACT_TEMPLATE_VARIABLES) as ContactTextField[]).filter(
  (field) => field !== "message",
);
const ACCEPTED = { kind: "accepted", emails: 2, contacts: 0 } as const;
/** A filled honeypot: answered as accepted, nothing sent (issue 32). */
const SILENTLY_DROPPED = { kind: "accepted", emails: 0, contacts: 0 } as const;
const MB = 1_048_576;

/** The contact-form inputs. */
export function contactInputs(context: GeneratorContext): HostileInput[] {
  const { prng, origin } = context;
  const { inputs, add } = inputCollector(context, "api: contact");
  const post = (fields: [string, string][], files: Part[] = []) => formPost(PATH, origin, fields, files);

  // Valid requests, some with unusual but legitimate content.
  for (const type of REQUESTER_TYPES) add(`valid (${type})`, ACCEPTED, (m) => post(validContactFields(m, type)));
  for (const name of ODD_VALID_NAMES)
    add(`valid odd name ${JSON.stringify(name)}`, ACCEPTED, (m) =>
      post(withField(validContactFields(m), "given_name", name)),
    );
  // Issue 19: the idempotency key the site's script sends; a malformed one is refused before the body is read.
  const withKey = (request: WireRequest, key: string | string[]): WireRequest => ({
    ...request,
    headers: { ...request.headers, "Idempotency-Key": key },
  });
  add("valid, with an idempotency key", ACCEPTED, (m) => withKey(post(validContactFields(m)), idempotencyKeyFor(m)));
  for (const key of HOSTILE_IDEMPOTENCY_KEYS)
    add(`idempotency key ${keyLabel(key)}`, { kind: "refused", statuses: [400] }, (m) =>
      withKey(post(validContactFields(m)), key),
    );
  add("valid without phone and zipcode", ACCEPTED, (m) =>
    post(withField(withField(validContactFields(m), "phone_number", ""), "zipcode", "")),
  );
  add("valid without optional fields at all", ACCEPTED, (m) =>
    post(
      withField(
        withField(withField(validContactFields(m), "phone_number", undefined), "zipcode", undefined),
        "website",
        undefined,
      ),
    ),
  );
  add("valid message with tabs and CRLF", ACCEPTED, (m) =>
    post(withField(validContactFields(m), "message", `Línea 1 ${m}\r\n\tLínea 2\n\nLínea 3`)),
  );
  add("valid message of 5000 characters", ACCEPTED, (m) =>
    post(withField(validContactFields(m), "message", `${m} ${"ñ".repeat(5000 - m.length - 1)}`)),
  );
  const goodFiles: [string, Buffer][] = [
    ["informe.pdf", SMALL_PDF],
    ["foto.png", PNG],
    ["foto.jpg", JPEG],
    ["foto.JPEG", JPEG],
    ["receta.doc", OLE_DOC],
    ["datos.cfb", OLE_DOC],
    ["carta.docx", REAL_DOCX],
    ["carta.odt", ODT],
    ["receta médica.pdf", SMALL_PDF],
    ["../../etc/passwd.pdf", SMALL_PDF],
    ["C:\\fakepath\\x.pdf", SMALL_PDF],
    ["cv.exe.pdf", SMALL_PDF],
  ];
  for (const [name, content] of goodFiles)
    add(`valid attachment ${JSON.stringify(name)}`, ACCEPTED, (m) =>
      post(validContactFields(m), [attachmentPart(name, content)]),
    );
  add("valid with 5 attachments", ACCEPTED, (m) =>
    post(
      validContactFields(m),
      [SMALL_PDF, PNG, JPEG, REAL_DOCX, ODT].map((content, i) =>
        attachmentPart(`f${i}.${["pdf", "png", "jpg", "docx", "odt"][i]}`, content),
      ),
    ),
  );

  // Hostile characters in every single-line field: refused with that field's error.
  for (const field of LINE_FIELDS) {
    for (const { label, char } of FORBIDDEN_IN_LINE) {
      add(`${label} in ${field}`, { kind: "refused", statuses: [400], field }, (m) => {
        const fields = validContactFields(m);
        const current = fields.find(([key]) => key === field)![1];
        return post(withField(fields, field, insertAt(prng, current, char)));
      });
    }
  }
  for (const { label, char } of FORBIDDEN_IN_TEXT)
    add(`${label} in message`, { kind: "either", field: "message", emails: 2, contacts: 0 }, (m) =>
      post(withField(validContactFields(m), "message", insertAt(prng, `Mensaje ${m}`, char))),
    );
  for (const name of ODD_UNDECIDED_NAMES)
    add(`odd name ${JSON.stringify(name)}`, { kind: "either", field: "given_name", emails: 2, contacts: 0 }, (m) =>
      post(withField(validContactFields(m), "given_name", name)),
    );

  // Wrong values.
  const wrong: [string, string | undefined, string][] = [
    ["given_name", "A", "given_name"],
    ["given_name", "a".repeat(81), "given_name"],
    ["given_name", "   ", "given_name"],
    ["given_name", undefined, "given_name"],
    ["family_name", "", "family_name"],
    ["family_name", "b".repeat(5000), "family_name"],
    ["email", "", "email"],
    ["email", undefined, "email"],
    ["phone_number", "seiscientos", "phone_number"],
    ["phone_number", "6".repeat(31), "phone_number"],
    ["phone_number", "600;rm -rf", "phone_number"],
    ["zipcode", "28O01", "zipcode"],
    ["zipcode", "1".repeat(11), "zipcode"],
    ["zipcode", "-1", "zipcode"],
    ["message", "", "message"],
    ["message", "   \r\n  ", "message"],
    ["message", undefined, "message"],
    ["message", "m".repeat(5001), "message"],
    ["requester_type", "admin", "requester_type"],
    ["requester_type", "", "requester_type"],
    ["requester_type", undefined, "requester_type"],
    ["requester_type", "__proto__", "requester_type"],
    ["requester_type", "Particular", "requester_type"],
    ["requester_type", "particular ", "requester_type"],
  ];
  for (const [field, value, errorField] of wrong) {
    const statuses = field === "requester_type" && value === "particular " ? undefined : [400];
    const expect =
      field === "requester_type" && value === "particular "
        ? ({ kind: "either", field: errorField, emails: 2, contacts: 0 } as const)
        : ({ kind: "refused", statuses, field: errorField } as const);
    add(
      `${field} = ${JSON.stringify(value?.slice(0, 20))}${value && value.length > 20 ? `…(${value.length})` : ""}`,
      expect,
      (m) => post(withField(validContactFields(m), field, value)),
    );
  }
  add("message over the field limit (20 000 bytes)", { kind: "refused", statuses: [400, 413], field: "message" }, (m) =>
    post(withField(validContactFields(m), "message", `${m} ${"é".repeat(12_000)}`)),
  );
  for (const { label, address, valid } of emailCases("")) {
    add(`e-mail: ${label}`, valid ? ACCEPTED : { kind: "refused", statuses: [400], field: "email" }, (m) => {
      const marked = emailCases(m).find((c) => c.label === label)!.address;
      return post(withField(validContactFields(m), "email", marked));
    });
    void address;
  }

  // Duplicated fields and wrong part types.
  add("given_name twice", { kind: "either", field: "given_name", emails: 2, contacts: 0 }, (m) =>
    post([...validContactFields(m), ["given_name", "Otra"]]),
  );
  add("email twice (second invalid)", { kind: "either", field: "email", emails: 2, contacts: 0 }, (m) =>
    post([...validContactFields(m), ["email", "no-es-correo"]]),
  );
  add("requester_type twice", { kind: "either", field: "requester_type", emails: 2, contacts: 0 }, (m) =>
    post([...validContactFields(m), ["requester_type", "medico"]]),
  );
  add("given_name sent as a file", { kind: "refused" }, (m) =>
    post(withField(validContactFields(m), "given_name", undefined), [
      { name: "given_name", filename: "x.txt", content: Buffer.from("Ana") },
    ]),
  );
  add("a file in an unknown field", { kind: "refused" }, (m) =>
    post(validContactFields(m), [{ name: "avatar", filename: "a.png", content: PNG }]),
  );
  add("attachments sent as text", { kind: "either", emails: 2, contacts: 0 }, (m) =>
    post([...validContactFields(m), ["attachments", "informe.pdf"]]),
  );
  add("a file part without a file name", { kind: "either", emails: 2, contacts: 0 }, (m) =>
    post(validContactFields(m), [{ name: "attachments", filename: "", content: SMALL_PDF }]),
  );
  add("31 extra fields", { kind: "refused" }, (m) =>
    post([...validContactFields(m), ...Array.from({ length: 31 }, (_, i): [string, string] => [`extra${i}`, "x"])]),
  );
  add("__proto__ field", { kind: "either", emails: 2, contacts: 0 }, (m) =>
    post([...validContactFields(m), ["__proto__", "x"], ["constructor", "y"]]),
  );

  // The honeypot (issue 32): a person's answer, and nothing sent.
  for (const value of ["http://spam.example", "x", " ", "\u200B"])
    add(`honeypot ${JSON.stringify(value)}`, SILENTLY_DROPPED, (m) =>
      post(withField(validContactFields(m), "website", value)),
    );

  // Files whose content or name is wrong.
  const refusedFiles: [string, Buffer, number[]][] = [
    ["programa.exe", EXE, [400, 415]],
    ["informe.pdf", EXE, [415]],
    ["foto.png", SMALL_PDF, [415]],
    ["foto.jpg", HTML, [415]],
    ["receta.doc", SMALL_PDF, [415]],
    ["carta.docx", ZIP_WITH_EXE, [415]],
    ["carta.odt", REAL_DOCX, [415]],
    ["carta.docx", ODT, [415]],
    ["script.sh", SHELL, [400, 415]],
    ["pagina.html", HTML, [400, 415]],
    ["cv.pdf.exe", EXE, [400, 415]],
    ["sin-extension", SMALL_PDF, [400, 415]],
    ["vacio.pdf", Buffer.alloc(0), [400]],
    [".pdf", SMALL_PDF, [400, 415]],
    ["informe.pdf", Buffer.from("%PDF"), [415]],
  ];
  for (const [name, content, statuses] of refusedFiles)
    add(
      `attachment ${JSON.stringify(name)} (${content.length} B)`,
      { kind: "refused", statuses, field: "attachments" },
      (m) => post(validContactFields(m), [attachmentPart(name, content)]),
    );
  add("6 attachments", { kind: "refused", statuses: [400, 413], field: "attachments" }, (m) =>
    post(
      validContactFields(m),
      Array.from({ length: 6 }, (_, i) => attachmentPart(`f${i}.pdf`, SMALL_PDF)),
    ),
  );
  for (const { label, char } of [
    ...FORBIDDEN_IN_LINE,
    { label: "quote", char: '"' },
    { label: "semicolon", char: ";" },
  ]) {
    add(`${label} in a file name`, { kind: "either", emails: 2, contacts: 0 }, (m) =>
      post(validContactFields(m), [attachmentPart(insertAt(prng, "informe", char) + ".pdf", SMALL_PDF)]),
    );
    add(`${label} in an RFC 5987 file name`, { kind: "either", field: "attachments", emails: 2, contacts: 0 }, (m) =>
      multipartPost(PATH, origin, [
        ...fieldParts(validContactFields(m)),
        {
          raw: `Content-Disposition: form-data; name="attachments"; filename*=UTF-8''${encodeURIComponent(insertAt(prng, "informe", char))}.pdf\r\nContent-Type: application/pdf\r\n\r\n${SMALL_PDF.toString("latin1")}`,
        },
      ]),
    );
  }
  add("RTL override hiding .exe", { kind: "refused", statuses: [400, 415], field: "attachments" }, (m) =>
    post(validContactFields(m), [attachmentPart("factura\u202Efdp.exe", EXE)]),
  );
  add("file name of 5000 characters", { kind: "either", field: "attachments", emails: 2, contacts: 0 }, (m) =>
    post(validContactFields(m), [attachmentPart(`${"n".repeat(5000)}.pdf`, SMALL_PDF)]),
  );

  // Sizes (sent one at a time).
  add(
    "two 8 MB PDFs (16 MB together)",
    { kind: "refused", statuses: [400, 413], field: "attachments" },
    (m) =>
      post(validContactFields(m), [
        attachmentPart("a.pdf", pdfOfSize(8 * MB)),
        attachmentPart("b.pdf", pdfOfSize(8 * MB)),
      ]),
    { heavy: true },
  );
  add(
    "three PDFs of 15 MB + 1 byte together",
    { kind: "refused", statuses: [400, 413], field: "attachments" },
    (m) =>
      post(validContactFields(m), [
        attachmentPart("a.pdf", pdfOfSize(5 * MB)),
        attachmentPart("b.pdf", pdfOfSize(5 * MB)),
        attachmentPart("c.pdf", pdfOfSize(5 * MB + 1)),
      ]),
    { heavy: true },
  );
  add(
    "three PDFs of exactly 15 MB together",
    ACCEPTED,
    (m) =>
      post(validContactFields(m), [
        attachmentPart("a.pdf", pdfOfSize(5 * MB)),
        attachmentPart("b.pdf", pdfOfSize(5 * MB)),
        attachmentPart("c.pdf", pdfOfSize(5 * MB)),
      ]),
    { heavy: true },
  );
  add(
    "one PDF of 10 MB + 1 byte",
    { kind: "refused", statuses: [400, 413], field: "attachments" },
    (m) => post(validContactFields(m), [attachmentPart("a.pdf", pdfOfSize(10 * MB + 1))]),
    { heavy: true },
  );
  add(
    "one PDF of exactly 10 MB",
    ACCEPTED,
    (m) => post(validContactFields(m), [attachmentPart("a.pdf", pdfOfSize(10 * MB))]),
    { heavy: true },
  );
  add("declared 200 MB body", { kind: "refused", statuses: [413] }, (m) => ({
    ...post(validContactFields(m)),
    contentLength: 200 * MB,
  }));
  add(
    "60 MB body sent chunked",
    { kind: "refused", statuses: [413] },
    (m) => {
      const request = post(
        validContactFields(m),
        Array.from({ length: 6 }, (_, i) => attachmentPart(`f${i}.pdf`, pdfOfSize(10 * MB))),
      );
      return { ...request, headers: { ...request.headers, "Transfer-Encoding": "chunked" } };
    },
    { heavy: true },
  );

  // Malformed bodies.
  const body = (m: string) => multipartBody(fieldParts(validContactFields(m)));
  const raw = (_m: string, contentType: string | undefined, bytes: Buffer): WireRequest => ({
    method: "POST",
    path: PATH,
    headers: { Origin: origin, ...(contentType ? { "Content-Type": contentType } : {}) },
    body: bytes,
  });
  // Unusual but well-formed enough to read (busboy takes long boundaries, ignores the charset,
  // decodes broken UTF-8 as U+FFFD): either answer, consistently.
  const readable: [string, (m: string) => WireRequest][] = [
    ["charset=utf-16", (m) => raw(m, `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16`, body(m))],
    [
      "invalid UTF-8 in a field",
      (m) =>
        multipartPost(PATH, origin, [
          ...fieldParts(withField(validContactFields(m), "given_name", undefined)),
          { name: "given_name", value: Buffer.from([0x41, 0x6e, 0xc3, 0x28, 0xff, 0xfe]) },
        ]),
    ],
    [
      "boundary of 200 characters",
      (m) =>
        raw(
          m,
          `multipart/form-data; boundary=${"b".repeat(200)}`,
          multipartBody(fieldParts(validContactFields(m)), { boundary: "b".repeat(200) }),
        ),
    ],
  ];
  const malformed: [string, (m: string) => WireRequest][] = [
    ["no content type", (m) => raw(m, undefined, body(m))],
    ["multipart without boundary", (m) => raw(m, "multipart/form-data", body(m))],
    ["boundary that does not match", (m) => raw(m, "multipart/form-data; boundary=otra", body(m))],
    ["empty boundary", (m) => raw(m, "multipart/form-data; boundary=", body(m))],
    [
      "no closing delimiter",
      (m) =>
        raw(
          m,
          `multipart/form-data; boundary=${BOUNDARY}`,
          multipartBody(fieldParts(validContactFields(m)), { close: false }),
        ),
    ],
    ["truncated in a part", (m) => raw(m, `multipart/form-data; boundary=${BOUNDARY}`, body(m).subarray(0, 150))],
    ["empty body", (m) => raw(m, `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0))],
    [
      "random bytes",
      (m) =>
        raw(
          m,
          `multipart/form-data; boundary=${BOUNDARY}`,
          Buffer.from(Array.from({ length: 2000 }, () => prng.int(256))),
        ),
    ],
    [
      "JSON body",
      (m) => raw(m, "application/json", Buffer.from(JSON.stringify(Object.fromEntries(validContactFields(m))))),
    ],
    [
      "urlencoded body",
      (m) =>
        raw(m, "application/x-www-form-urlencoded", Buffer.from(new URLSearchParams(validContactFields(m)).toString())),
    ],
    ["text/plain body", (m) => raw(m, "text/plain", body(m))],
    ["multipart/mixed", (m) => raw(m, `multipart/mixed; boundary=${BOUNDARY}`, body(m))],
    [
      "part without headers",
      (m) => multipartPost(PATH, origin, [{ raw: "\r\nAna" }, ...fieldParts(validContactFields(m))]),
    ],
    [
      "part with a broken header",
      (m) =>
        multipartPost(PATH, origin, [
          { raw: "Content-Disposition form-data name=given_name\r\n\r\nAna" },
          ...fieldParts(validContactFields(m)),
        ]),
    ],
    [
      "header line of 100 kB",
      (m) =>
        multipartPost(PATH, origin, [
          { raw: `Content-Disposition: form-data; name="x${"x".repeat(100_000)}"\r\n\r\nAna` },
          ...fieldParts(validContactFields(m)),
        ]),
    ],
    [
      "NUL bytes in part headers",
      (m) =>
        multipartPost(PATH, origin, [
          { raw: `Content-Disposition: form-data; name="given_name\u0000"\r\n\r\nAna` },
          ...fieldParts(validContactFields(m)),
        ]),
    ],
  ];
  for (const [label, build] of malformed) add(label, { kind: "refused" }, build);
  for (const [label, build] of readable) add(label, { kind: "either", emails: 2, contacts: 0 }, build);
  add("invalid UTF-8 in the message", { kind: "either", field: "message", emails: 2, contacts: 0 }, (m) =>
    multipartPost(PATH, origin, [
      ...fieldParts(withField(validContactFields(m), "message", undefined)),
      {
        name: "message",
        value: Buffer.concat([
          Buffer.from(`Mensaje ${m} `),
          Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xf0, 0x28, 0x8c, 0xbc]),
        ]),
      },
    ]),
  );

  // Foreign origins and other methods.
  for (const [label, headers] of [
    ["no Origin", {}],
    ["foreign Origin", { Origin: "https://evil.example" }],
    ["Origin null", { Origin: "null" }],
    ["Origin null from another site", { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
    ["Origin null from a sandboxed frame", { Origin: "null", "Sec-Fetch-Site": "same-site" }],
    ["Origin with path", { Origin: `${origin}/x` }],
  ] as const) {
    add(label, { kind: "refused", statuses: [403] }, (m) => {
      const request = post(validContactFields(m));
      const { Origin: _origin, ...rest } = request.headers as Record<string, string>;
      void _origin;
      return { ...request, headers: { ...rest, ...headers } };
    });
  }
  for (const method of ["GET", "PUT", "DELETE", "PATCH"])
    add(`${method}`, { kind: "refused", statuses: [405] }, () => ({ method, path: PATH, headers: { Origin: origin } }));
  add("JSON array as the body", { kind: "refused" }, () => jsonPost(PATH, origin, "[1,2,3]"));

  // Random mutations of a valid request: one field gets random hostile text.
  for (let i = 0; i < 60; i += 1) {
    const field = prng.pick(LINE_FIELDS);
    const { char, label } = prng.pick(FORBIDDEN_IN_LINE);
    add(`random: ${label} ×3 in ${field}`, { kind: "refused", statuses: [400], field }, (m) => {
      const fields = validContactFields(m);
      let value = fields.find(([key]) => key === field)![1];
      for (let n = 0; n < 3; n += 1) value = insertAt(prng, value, char);
      return post(withField(fields, field, value));
    });
  }
  return inputs;
}
