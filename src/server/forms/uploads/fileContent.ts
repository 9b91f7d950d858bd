import { fileTypeFromBuffer } from "file-type";
import { extensionOf } from "@/forms/files";
import { zipEntryNames } from "./zipEntries";

/**
 * What file-type must read in a file's bytes for each allowed extension (its `ext`). file-type
 * names every OLE compound file `cfb` (it cannot tell a legacy Word .doc from another CFB), and an
 * animated PNG `apng`.
 */
const DETECTED_AS: Record<string, readonly string[]> = {
  pdf: ["pdf"],
  png: ["png", "apng"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  doc: ["cfb"],
  cfb: ["cfb"],
  docx: ["docx"],
  odt: ["odt"],
};

/** The part each ZIP-based document must hold beside what file-type read (its main content). */
const PACKAGE_CONTENT: Record<string, string> = { docx: "word/document.xml", odt: "content.xml" };

/** Entry names no office document carries: programs and scripts hidden in a renamed ZIP. */
const EXECUTABLE_ENTRY = /\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|sh|elf|apk|app|lnk)$/i;

/** Whether a ZIP-based document holds its main content and nothing executable. */
async function isCleanPackage(content: Buffer, mainPart: string): Promise<boolean> {
  const names = await zipEntryNames(content);
  return names !== null && names.includes(mainPart) && !names.some((name) => EXECUTABLE_ENTRY.test(name));
}

/**
 * Whether a file's bytes are what its extension promises, as file-type reads them, and for the
 * ZIP-based documents a real package of that kind (a renamed executable, or a ZIP holding one, is not).
 */
export async function contentMatchesExtension(fileName: string, content: Buffer): Promise<boolean> {
  const extension = extensionOf(fileName);
  const expected = DETECTED_AS[extension];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !expected.includes(detected.ext)) return false;
  const mainPart = PACKAGE_CONTENT[extension];
  return mainPart === undefined || isCleanPackage(content, mainPart);
}

/** The MIME type to declare for an allowed extension (never the browser's claim). */
export function mimeTypeOf(fileName: string): string {
  const types: Record<string, string> = {
    pdf: "application/pdf",
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    doc: "application/msword",
    cfb: "application/x-cfb",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    odt: "application/vnd.oasis.opendocument.text",
  };
  return types[extensionOf(fileName)] ?? "application/octet-stream";
}
