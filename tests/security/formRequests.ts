/**
 * Building blocks of form submissions: a valid contact request or job application for a marker,
 * and the wire request that posts fields and files from the site's own origin.
 */
import type { WireRequest } from "./httpClient";
import { fieldParts, multipartBody, multipartType, type Part } from "./multipart";
import { SMALL_PDF } from "./sampleFiles";

export type Fields = [string, string][];

/** A unique, lowercase e-mail address for the input with this marker. */
export const addressFor = (marker: string) => `${marker}@example.org`;

/** The fields of a contact request the site must accept, marked so its e-mails can be found. */
export function validContactFields(marker: string, requesterType = "particular"): Fields {
  return [
    ["given_name", "Ana"],
    ["family_name", "García Pérez"],
    ["email", addressFor(marker)],
    ["phone_number", "+34 600 000 000"],
    ["zipcode", "28001"],
    ["message", `Consulta de prueba ${marker}.\r\nSegunda línea.`],
    ["requester_type", requesterType],
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
  const replaced = fields.flatMap(([key, current]): Fields => (key === name ? (value === undefined ? [] : [[key, value]]) : [[key, current]]));
  return found || value === undefined ? replaced : [...replaced, [name, value]];
}

/** A CV part (a small valid PDF unless told otherwise). */
export const cvPart = (filename = "curriculum.pdf", content: Buffer = SMALL_PDF, contentType = "application/pdf"): Part => ({ name: "cv", filename, content, contentType });

/** An attachment part of the contact form. */
export const attachmentPart = (filename: string, content: Buffer, contentType = "application/octet-stream"): Part => ({ name: "attachments", filename, content, contentType });

/** A multipart POST from the site's origin. */
export function multipartPost(path: string, origin: string, parts: Part[], extra: { boundary?: string; close?: boolean; headers?: Record<string, string> } = {}): WireRequest {
  return {
    method: "POST",
    path,
    headers: { Origin: origin, "Content-Type": multipartType(extra.boundary), ...extra.headers },
    body: multipartBody(parts, extra),
  };
}

/** A form of text fields (plus files) posted as multipart from the site's origin. */
export const formPost = (path: string, origin: string, fields: Fields, files: Part[] = []) => multipartPost(path, origin, [...fieldParts(fields), ...files]);

/** A JSON POST (any body text) from the site's origin. */
export function jsonPost(path: string, origin: string, body: string | Buffer, contentType = "application/json"): WireRequest {
  return { method: "POST", path, headers: { Origin: origin, "Content-Type": contentType }, body: Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8") };
}
