/**
 * E-mail addresses around the limits of RFC 5321 (local part ≤ 64, label ≤ 63, whole ≤ 254) and
 * other malformed ones, each with whether the site must accept it.
 */
import { addressOfLength } from "./hostileStrings";

export type EmailCase = { label: string; address: string; valid: boolean };

/** The cases for a marker (the marker starts every local part, so accepted ones can be found). */
export function emailCases(marker: string): EmailCase[] {
  const local = (size: number) => (marker + "x".repeat(size)).slice(0, size);
  return [
    { label: "64-char local part", address: `${local(64)}@example.org`, valid: true },
    { label: "65-char local part", address: `${local(65)}@example.org`, valid: false },
    { label: "63-char label", address: `${marker}@${"d".repeat(63)}.example.org`, valid: true },
    { label: "64-char label", address: `${marker}@${"d".repeat(64)}.example.org`, valid: false },
    { label: "label ending in -", address: `${marker}@ejemplo-.es`, valid: false },
    { label: "label starting with -", address: `${marker}@-ejemplo.es`, valid: false },
    { label: "254 characters", address: addressOfLength(marker, 64, 254), valid: true },
    { label: "255 characters", address: addressOfLength(marker, 64, 255), valid: false },
    { label: "no @", address: `${marker}.example.org`, valid: false },
    { label: "two @", address: `${marker}@a@example.org`, valid: false },
    { label: "space", address: `${marker} x@example.org`, valid: false },
    { label: "display name", address: `Ana <${marker}@example.org>`, valid: false },
    { label: "no dot in domain", address: `${marker}@localhost`, valid: false },
    { label: "IP literal", address: `${marker}@[127.0.0.1]`, valid: false },
    { label: "double dot", address: `${marker}..x@example.org`, valid: false },
    { label: "trailing dot", address: `${marker}@example.org.`, valid: false },
    { label: "comma list", address: `${marker}@example.org,otro@example.org`, valid: false },
    { label: "header injection", address: `${marker}@example.org\r\nBcc: victima@example.org`, valid: false },
  ];
}
