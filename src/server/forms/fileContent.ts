import { extensionOf } from "@/forms/files";
import { zipEntryNames } from "./zipEntries";

/** What the first bytes of each allowed file type look like. */
const SIGNATURES = {
  pdf: (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-",
  png: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  /** OLE compound file (legacy .doc, .cfb). */
  ole: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  /** ZIP container (.docx, .odt). */
  zip: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};

/** Entry names no office document carries: programs and scripts hidden in a renamed ZIP. */
const EXECUTABLE_ENTRY = /\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|sh|elf|apk|app|lnk)$/i;

/** A ZIP holding the given entries and nothing executable. */
const zipPackageWith = (required: readonly string[]) => (b: Buffer) => {
  if (!SIGNATURES.zip(b)) return false;
  const names = zipEntryNames(b);
  return names !== null && required.every((name) => names.includes(name)) && !names.some((name) => EXECUTABLE_ENTRY.test(name));
};

/** A Word document (OOXML package): its content types and main document part. */
const isDocx = zipPackageWith(["[Content_Types].xml", "word/document.xml"]);

/** An OpenDocument text: its uncompressed `mimetype` entry first, naming its type, and its content. */
const isOdt = (b: Buffer) =>
  b.subarray(30, 38).toString("latin1") === "mimetype" &&
  b.subarray(38, 100).toString("latin1").startsWith("application/vnd.oasis.opendocument.text") &&
  zipPackageWith(["content.xml"])(b);

/** Which content each extension must have (checked on the whole file). */
const EXPECTED: Record<string, (b: Buffer) => boolean> = {
  pdf: SIGNATURES.pdf,
  png: SIGNATURES.png,
  jpg: SIGNATURES.jpeg,
  jpeg: SIGNATURES.jpeg,
  doc: SIGNATURES.ole,
  cfb: SIGNATURES.ole,
  docx: isDocx,
  odt: isOdt,
};

/**
 * Whether a file's bytes are what its extension promises: the format's signature, and for the
 * ZIP-based documents a real package of that kind (a renamed executable, or a ZIP holding one, is not).
 */
export function contentMatchesExtension(fileName: string, content: Buffer): boolean {
  const check = EXPECTED[extensionOf(fileName)];
  return check ? check(content) : false;
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
