/**
 * Class (b), `POST /api/newsletter` (JSON `{email, website}`, or the same fields urlencoded as the
 * form posts them without JavaScript): valid sign-ups, wrong JSON
 * types for the address, malformed and oversized bodies, the honeypot with any JSON value, e-mail
 * limits and hostile characters. A sign-up is double opt-in (issue 32): an accepted one sends its
 * address one confirmation e-mail and adds nothing to the list; a filled honeypot is answered as a
 * person is, and sends nothing.
 */
import { emailCases } from "./emailCases";
import { HOSTILE_IDEMPOTENCY_KEYS, addressFor, idempotencyKeyFor, jsonPost, keyLabel } from "./formRequests";
import { inputCollector, insertAt, type GeneratorContext } from "./generatorContext";
import { FORBIDDEN_IN_LINE } from "./hostileStrings";
import type { WireRequest } from "./httpClient";
import type { HostileInput } from "./oracle";

const PATH = "/api/newsletter";
const ACCEPTED = { kind: "accepted", emails: 1, contacts: 0 } as const;
const SILENTLY_DROPPED = { kind: "accepted", emails: 0, contacts: 0 } as const;

/** The newsletter inputs. */
export function newsletterInputs(context: GeneratorContext): HostileInput[] {
  const { prng, origin } = context;
  const { inputs, add } = inputCollector(context, "api: newsletter");
  const post = (body: string, contentType?: string) => jsonPost(PATH, origin, body, contentType);

  for (let i = 0; i < 20; i += 1)
    add("valid", ACCEPTED, (m) => post(JSON.stringify({ email: addressFor(m), website: "" })));
  add("valid without honeypot", ACCEPTED, (m) => post(JSON.stringify({ email: addressFor(m) })));
  add("valid, upper-case address", ACCEPTED, (m) => post(JSON.stringify({ email: addressFor(m).toUpperCase() })));
  add("valid, charset in content type", ACCEPTED, (m) =>
    post(JSON.stringify({ email: addressFor(m) }), "application/json; charset=utf-8"),
  );
  add("valid, extra keys", ACCEPTED, (m) =>
    post(JSON.stringify({ email: addressFor(m), name: "x", list: 1, __proto__x: 1 })),
  );

  for (const [label, value] of [
    ["number", 12],
    ["array", ["a@b.es"]],
    ["null", null],
    ["object", { email: "a@b.es" }],
    ["true", true],
    ["nested array", [[["x"]]]],
    ["empty", ""],
    ["missing", undefined],
  ] as const) {
    add(`email as ${label}`, { kind: "refused", statuses: [400], field: "email" }, (m) =>
      post(JSON.stringify({ email: value, website: "", marker: m })),
    );
  }
  for (const [label, value] of [
    ["number", 1],
    ["zero", 0],
    ["false", false],
    ["true", true],
    ["object", {}],
    ["array", []],
    ["array of strings", ["x"]],
    ["object with a key", { a: 1 }],
    ["string", "http://spam.example"],
    ["space", " "],
  ] as const) {
    add(`honeypot as ${label}`, SILENTLY_DROPPED, (m) =>
      post(JSON.stringify({ email: addressFor(m), website: value })),
    );
  }
  // Issue 19: the idempotency key the site's script sends; a malformed one is refused before the body is read.
  const withKey = (request: WireRequest, key: string | string[]): WireRequest => ({
    ...request,
    headers: { ...request.headers, "Idempotency-Key": key },
  });
  add("valid, with an idempotency key", ACCEPTED, (m) =>
    withKey(post(JSON.stringify({ email: addressFor(m) })), idempotencyKeyFor(m)),
  );
  add("valid, idempotency key in capitals", ACCEPTED, (m) =>
    withKey(post(JSON.stringify({ email: addressFor(m) })), idempotencyKeyFor(m).toUpperCase()),
  );
  for (const key of HOSTILE_IDEMPOTENCY_KEYS)
    add(`idempotency key ${keyLabel(key)}`, { kind: "refused", statuses: [400] }, (m) =>
      withKey(post(JSON.stringify({ email: addressFor(m) })), key),
    );
  add("honeypot null", { kind: "either", contacts: 0, emails: 1 }, (m) =>
    post(JSON.stringify({ email: addressFor(m), website: null })),
  );
  add("honeypot empty string", ACCEPTED, (m) => post(JSON.stringify({ email: addressFor(m), website: "" })));
  // Issue 14: the form's own post without JavaScript is urlencoded, with the same honeypot and schema.
  add("urlencoded", ACCEPTED, (m) =>
    post(`email=${encodeURIComponent(addressFor(m))}&website=`, "application/x-www-form-urlencoded"),
  );
  add("urlencoded, honeypot filled", SILENTLY_DROPPED, (m) =>
    post(`email=${encodeURIComponent(addressFor(m))}&website=x`, "application/x-www-form-urlencoded"),
  );
  add("urlencoded, invalid address", { kind: "refused", statuses: [400], field: "email" }, (m) =>
    post(`email=${encodeURIComponent(`${m}@`)}`, "application/x-www-form-urlencoded"),
  );

  const malformed: [string, (m: string) => WireRequest, number[]?][] = [
    ["truncated JSON", (m) => post(JSON.stringify({ email: addressFor(m) }).slice(0, 20)), [400]],
    ["JSON array", (m) => post(JSON.stringify([{ email: addressFor(m) }])), [400]],
    ["JSON number", () => post("42"), [400]],
    ["JSON null", () => post("null"), [400]],
    ["JSON string", (m) => post(JSON.stringify(addressFor(m))), [400]],
    ["empty body", () => post(""), [400]],
    ["duplicated key, last invalid", (m) => post(`{"email":"${addressFor(m)}","email":"no-es-correo"}`), [400]],
    ["__proto__ key", (m) => post(`{"__proto__":{"email":"${addressFor(m)}"}}`), [400]],
    ["body over 4 kB", (m) => post(JSON.stringify({ email: addressFor(m), pad: "x".repeat(5000) })), [413]],
    ["body of 1 MB", (m) => post(JSON.stringify({ email: addressFor(m), pad: "x".repeat(1_048_576) })), [413]],
    [
      "declared 100 MB",
      (m) => ({ ...post(JSON.stringify({ email: addressFor(m) })), contentLength: 100 * 1_048_576 }),
      [413],
    ],
    ["text/plain", (m) => post(JSON.stringify({ email: addressFor(m) }), "text/plain"), [400, 415]],
    [
      "no content type",
      (m) => ({
        method: "POST",
        path: PATH,
        headers: { Origin: origin },
        body: Buffer.from(JSON.stringify({ email: addressFor(m) })),
      }),
      [400, 415],
    ],
    [
      "multipart",
      (m) =>
        post(
          `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${addressFor(m)}\r\n--b--\r\n`,
          "multipart/form-data; boundary=b",
        ),
      [400, 415],
    ],
    [
      "invalid UTF-8",
      (m) =>
        jsonPost(
          PATH,
          origin,
          Buffer.concat([
            Buffer.from(`{"email":"${addressFor(m)}`),
            Buffer.from([0xc3, 0x28, 0xff]),
            Buffer.from('"}'),
          ]),
        ),
      [400],
    ],
    [
      "UTF-16 body",
      (m) => jsonPost(PATH, origin, Buffer.from(JSON.stringify({ email: addressFor(m) }), "utf16le")),
      [400, 415],
    ],
    ["deeply nested", () => post(`${"[".repeat(2000)}${"]".repeat(2000)}`), [400]],
    ["escaped NUL in the address", (m) => post(`{"email":"${m}\\u0000@example.org"}`), [400]],
    [
      "foreign Origin",
      (m) => ({
        ...post(JSON.stringify({ email: addressFor(m) })),
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      }),
      [403],
    ],
    ["GET", () => ({ method: "GET", path: PATH, headers: { Origin: origin } }), [405]],
  ];
  for (const [label, build, statuses] of malformed) add(label, { kind: "refused", statuses }, build);
  add("BOM before the JSON", { kind: "either", contacts: 0, emails: 1 }, (m) =>
    post(`\uFEFF${JSON.stringify({ email: addressFor(m) })}`),
  );

  for (const { label, valid } of emailCases("")) {
    add(`e-mail: ${label}`, valid ? ACCEPTED : { kind: "refused", statuses: [400], field: "email" }, (m) =>
      post(JSON.stringify({ email: emailCases(m).find((c) => c.label === label)!.address })),
    );
  }
  for (const { label, char } of FORBIDDEN_IN_LINE) {
    add(`${label} in the address`, { kind: "refused", statuses: [400], field: "email" }, (m) =>
      post(JSON.stringify({ email: insertAt(prng, addressFor(m), char) })),
    );
  }
  for (let i = 0; i < 40; i += 1) {
    const { label, char } = prng.pick(FORBIDDEN_IN_LINE);
    add(`random: ${label} ×2 in the address`, { kind: "refused", statuses: [400], field: "email" }, (m) =>
      post(JSON.stringify({ email: insertAt(prng, insertAt(prng, addressFor(m), char), char) })),
    );
  }
  return inputs;
}
