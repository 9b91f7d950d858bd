import {
  APPLICATION_FILE_EXTENSIONS,
  EXTENSIONS_HIDDEN_FROM_USERS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
} from "@/config/constants";

/** The lowercase extension of a file name ("CV.Final.PDF" → "pdf"), or "" when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Whether a file name ends in one of the allowed extensions. */
export function hasAllowedExtension(fileName: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(fileName));
}

/** The extensions listed to visitors: the allowed ones minus cfb, jpeg and odt (R5). */
export function shownExtensions(allowed: readonly string[]): string[] {
  return allowed.filter((ext) => !(EXTENSIONS_HIDDEN_FROM_USERS as readonly string[]).includes(ext));
}

/** Upload rules of a form's file field. */
export type FileRule = { extensions: readonly string[]; maxBytes: number };

/** Contact attachments: R9 upload rule. */
export const ATTACHMENT_RULE: FileRule = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES };
/** Job applications' CV: R5 application files. */
export const CV_RULE: FileRule = { extensions: APPLICATION_FILE_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES };
