import { ZipHandler } from "@tokenizer/inflate";
import { fileTypeFromBuffer } from "file-type";
import { fromBuffer } from "strtok3";
import { extensionOf } from "@/lib/forms/files";
import type { MailjetMessage } from "@/server/mail/mailer";
import { FormError } from "@/server/forms/pipeline/formError";
import type { ReceivedFile } from "./multipartBody";

/** Each allowed extension: what file-type must read in its bytes, and its MIME type (never the browser's claim). */
const KINDS: Record<string, { detectedAs: readonly string[]; mimeType: string }> = {
  pdf: { detectedAs: ["pdf"], mimeType: "application/pdf" },
  png: { detectedAs: ["png", "apng"], mimeType: "image/png" },
  jpg: { detectedAs: ["jpg"], mimeType: "image/jpeg" },
  jpeg: { detectedAs: ["jpg"], mimeType: "image/jpeg" },
  doc: { detectedAs: ["cfb"], mimeType: "application/msword" },
  cfb: { detectedAs: ["cfb"], mimeType: "application/x-cfb" },
  docx: { detectedAs: ["docx"], mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  odt: { detectedAs: ["odt"], mimeType: "application/vnd.oasis.opendocument.text" },
};

/** The entry names of a ZIP archive, or null when the bytes are no well-formed ZIP (never throws). */
export async function zipEntryNames(zip: Buffer): Promise<string[] | null> {
  try {
    const entries = await new ZipHandler(fromBuffer(zip), { maxEntryCount: 5_000 }).readCentralDirectory();
    return entries ? entries.map((entry) => entry.filename) : null;
  } catch {
    return null;
  }
}

/** Entry names no office document carries: programs and scripts hidden in a renamed ZIP. */
const EXECUTABLE_ENTRY = /\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|sh|elf|apk|app|lnk)$/i;

/** A ZIP-based document holding the given parts and nothing executable. */
const packageWith = (parts: readonly string[]) => async (content: Buffer) => {
  const names = await zipEntryNames(content);
  return (
    names !== null && parts.every((part) => names.includes(part)) && !names.some((name) => EXECUTABLE_ENTRY.test(name))
  );
};

/** What a file must hold beyond what file-type read: a PDF's version, a real package of its kind. */
const ALSO_REQUIRED: Record<string, (content: Buffer) => boolean | Promise<boolean>> = {
  pdf: (content) => content.subarray(0, 5).toString("latin1") === "%PDF-",
  docx: packageWith(["[Content_Types].xml", "word/document.xml"]),
  odt: packageWith(["content.xml"]),
};

/** Whether a file's bytes are what its extension promises (a renamed executable, or a ZIP holding one, is not). */
export async function contentMatchesExtension(fileName: string, content: Buffer): Promise<boolean> {
  const extension = extensionOf(fileName);
  const expected = Object.hasOwn(KINDS, extension) ? KINDS[extension].detectedAs : undefined;
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !expected.includes(detected.ext)) return false;
  const alsoRequired = ALSO_REQUIRED[extension];
  return alsoRequired === undefined || alsoRequired(content);
}

/** Refuses (415, the error on `field`) files whose bytes are not what their extension promises. */
export async function assertFileContents(files: ReceivedFile[], field: string): Promise<void> {
  const matches = await Promise.all(files.map((file) => contentMatchesExtension(file.name, file.content)));
  if (matches.includes(false)) throw new FormError(415, "errors.fileContentRefused", { [field]: "errors.fileContent" });
}

/** Mailjet attachment entries for received files (declared type from the checked extension). */
export function toAttachments(files: ReceivedFile[]): NonNullable<MailjetMessage["Attachments"]> {
  return files.map((file) => ({
    ContentType: KINDS[extensionOf(file.name)]?.mimeType ?? "application/octet-stream",
    Filename: file.name,
    Base64Content: file.content.toString("base64"),
  }));
}
