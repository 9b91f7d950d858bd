import { extensionOf } from "@/forms/files";

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

/** An OpenDocument text file starts with an uncompressed `mimetype` entry naming its type. */
const isOdt = (b: Buffer) => SIGNATURES.zip(b) && b.subarray(30, 38).toString("latin1") === "mimetype" && b.subarray(38, 100).toString("latin1").startsWith("application/vnd.oasis.opendocument.text");

/** Which content each extension must have. */
const EXPECTED: Record<string, (b: Buffer) => boolean> = {
  pdf: SIGNATURES.pdf,
  png: SIGNATURES.png,
  jpg: SIGNATURES.jpeg,
  jpeg: SIGNATURES.jpeg,
  doc: SIGNATURES.ole,
  cfb: SIGNATURES.ole,
  docx: SIGNATURES.zip,
  odt: isOdt,
};

/** Bytes needed to decide (the ODT mimetype entry ends before byte 100). */
export const SIGNATURE_BYTES = 100;

/** Whether a file's first bytes match what its extension promises (a renamed executable does not). */
export function contentMatchesExtension(fileName: string, head: Buffer): boolean {
  const check = EXPECTED[extensionOf(fileName)];
  return check ? check(head) : false;
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
