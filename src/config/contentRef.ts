/**
 * Which content the site's queries read: the master ref (default), a release by id or by label,
 * or a manual ref. Read from PRISMIC_CONTENT_REF (docs/publishing.md).
 */
import { invalidVariable } from "./environment";

export type ContentRefPin =
  | { kind: "master" }
  | { kind: "releaseId"; id: string }
  | { kind: "releaseLabel"; label: string }
  | { kind: "ref"; ref: string };

const FORMS = 'empty or "master", "release:<release id>", "release-label:<release label>" or "ref:<ref>"';

/** Parses PRISMIC_CONTENT_REF. */
export function parseContentRef(raw: string | undefined): ContentRefPin {
  const value = (raw ?? "").trim();
  if (value === "" || value === "master") return { kind: "master" };
  const separator = value.indexOf(":");
  const prefix = separator > 0 ? value.slice(0, separator) : "";
  const argument = separator > 0 ? value.slice(separator + 1).trim() : "";
  if (argument !== "" && argument.length <= 500 && !/[\u0000-\u001f]/.test(argument)) {
    if (prefix === "release") return { kind: "releaseId", id: argument };
    if (prefix === "release-label") return { kind: "releaseLabel", label: argument };
    if (prefix === "ref") return { kind: "ref", ref: argument };
  }
  throw invalidVariable("PRISMIC_CONTENT_REF", value, FORMS);
}

/** A short description of a pin for logs. */
export function describeContentRef(pin: ContentRefPin): string {
  switch (pin.kind) {
    case "master":
      return "the master ref";
    case "releaseId":
      return `release id "${pin.id}"`;
    case "releaseLabel":
      return `release "${pin.label}"`;
    case "ref":
      return `ref "${pin.ref}"`;
  }
}
