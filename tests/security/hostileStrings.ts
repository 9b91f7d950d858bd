/**
 * The hostile material the generators combine: path segments as written on the wire, and text
 * values for form fields, each with what the site must make of it.
 */
import type { Prng } from "./prng";

const encode = (text: string) => encodeURIComponent(text);

/** Path segments exactly as sent (already percent-encoded or deliberately not). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  "\\",
  "%5C",
  "%5c%5c",
  '"',
  "%22",
  "]",
  "%5D",
  ")",
  "%29",
  "(",
  "[",
  "%5B%5D",
  "'",
  "%27",
  "%00",
  "x%00y",
  "%0d%0a",
  "%0D%0ASet-Cookie:%20x=1",
  "%0a",
  "%09",
  "%7F",
  "%1B%5B31m",
  "%C0%AF",
  "%C0%AE%C0%AE",
  "%E0%A4%A",
  "%E0%A4",
  "%",
  "%%",
  "%zz",
  "%u0041",
  "%FF",
  "%ED%A0%80",
  "..",
  "%2e%2e",
  "%2E",
  "..%2f..%2fetc%2fpasswd",
  "..%5C..%5Cwindows",
  "%2F",
  "%252F",
  "%25",
  "a".repeat(300),
  "b".repeat(2_000),
  "c".repeat(7_000),
  encode("\u202Egpj.exe"),
  encode("x\u200By"),
  encode("\u200B"),
  encode("😀"),
  encode("👩‍⚕️"),
  encode("Jose\u0301"),
  encode("ｎｏｔｉｃｉａｓ"),
  encode("\u2028"),
  encode("\uFEFF"),
  encode("ǅ"),
  "\xff",
  "\xc3\xa9",
  "\xe2\x80\xae",
  "*",
  "%2A",
  "|",
  "~",
  ";",
  ",",
  "$",
  "@",
  ":",
  "=",
  "&",
  '"]]',
  "%22%5D%5D",
  "%22),at(document.type,%22x",
  "%5B%5Bat(document.type,%22product%22)%5D%5D",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "$%7B7*7%7D",
  "%7B%7B7*7%7D%7D",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "0x10",
  "__proto__",
  "constructor",
  "index",
];

/** A real document uid per route parameter kind, to build paths next to the hostile ones. */
export const REAL_UIDS = {
  product: "arnica-montana-9ch",
  productCategory: "complejos-homeopaticos",
  healthCategory: "cuidados-en-familia",
  news: "aula-virtual-para-farmaceuticos",
  author: "carmen-salcedo",
  jobOffer: "delegado-comercial-farmacia-madrid",
  closedJobOffer: "tecnico-de-laboratorio-practicas",
  faqCategory: "homeopatia",
};

/** A random hostile segment: one from the list, or a few fragments run together, or random code points. */
export function randomSegment(prng: Prng): string {
  const roll = prng.int(3);
  if (roll === 0) return prng.pick(HOSTILE_SEGMENTS);
  if (roll === 1)
    return Array.from({ length: 2 + prng.int(3) }, () => prng.pick(HOSTILE_SEGMENTS.filter((s) => s.length < 50))).join(
      "",
    );
  const codePoints = Array.from({ length: 1 + prng.int(12) }, () => {
    const ranges: [number, number][] = [
      [0x00, 0x7f],
      [0x80, 0x2ff],
      [0x2000, 0x206f],
      [0xfe00, 0xffff],
      [0x1f300, 0x1faff],
      [0xd800, 0xdfff],
    ];
    const [low, high] = prng.pick(ranges);
    return low + prng.int(high - low + 1);
  });
  // Lone surrogates and ASCII controls go out percent-encoded byte by byte (as UTF-8 where possible).
  return codePoints
    .map((code) =>
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encode(String.fromCodePoint(code)),
    )
    .join("");
}

/** Characters a single-line field must refuse (controls, line and paragraph separators, bidi controls, zero-width). */
export const FORBIDDEN_IN_LINE: readonly { label: string; char: string }[] = [
  { label: "CR", char: "\r" },
  { label: "LF", char: "\n" },
  { label: "CRLF", char: "\r\n" },
  { label: "NUL", char: "\u0000" },
  { label: "ESC", char: "\u001b" },
  { label: "BEL", char: "\u0007" },
  { label: "DEL", char: "\u007f" },
  { label: "U+2028", char: "\u2028" },
  { label: "U+2029", char: "\u2029" },
  { label: "U+202E", char: "\u202E" },
  { label: "U+202D", char: "\u202D" },
  { label: "U+2066", char: "\u2066" },
  { label: "U+200B", char: "\u200B" },
  { label: "U+FEFF", char: "\uFEFF" },
];

/** Characters the free-text message must refuse (line breaks and tabs are the message's own). */
export const FORBIDDEN_IN_TEXT = FORBIDDEN_IN_LINE.filter(({ label }) => !["CR", "LF", "CRLF"].includes(label));

/** Unusual but legitimate names: accepted. */
export const ODD_VALID_NAMES: readonly string[] = [
  "Jose\u0301 María",
  "Zoë O'Connor-Núñez",
  "Ana María de la Peña",
  "Łukasz Żółw",
  "Ñandú",
  "Ma Li",
  "Ólafur",
];

/** Names nobody can decide on by rule (emoji, fullwidth, scripts mixed): either outcome is fine, but it must be consistent. */
export const ODD_UNDECIDED_NAMES: readonly string[] = [
  "Ana 😀",
  "ＡＮＡ",
  "אנה",
  "Анна",
  "李娜",
  "<b>Ana</b>",
  "Ana\t García",
  "Robert'); DROP TABLE--",
  "${jndi:ldap://x}",
];

/** An e-mail address of exactly `total` characters with a local part of `local` characters, made of valid labels. */
export function addressOfLength(marker: string, local: number, total: number): string {
  const localPart = (marker + "x".repeat(local)).slice(0, local);
  // The domain before ".es": labels of at most 63 characters separated by dots.
  let remaining = total - local - 1 - ".es".length;
  const labels: string[] = [];
  while (remaining > 63) {
    const size = Math.min(63, remaining - 2);
    labels.push("d".repeat(size));
    remaining -= size + 1;
  }
  if (remaining > 0) labels.push("d".repeat(remaining));
  const address = `${localPart}@${labels.join(".")}.es`;
  if (address.length !== total) throw new Error(`address of ${address.length} characters, wanted ${total}`);
  return address;
}
