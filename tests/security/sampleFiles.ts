/**
 * File contents for uploads: small valid files of each allowed type, a real minimal OOXML
 * document, and files that lie about what they are.
 */
import { storedZip } from "@tests/support/storedZip";

/** A PDF of exactly `size` bytes (a valid header and trailer around padding). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%");
  const tail = Buffer.from("\n%%EOF\n");
  if (size < head.length + tail.length) throw new Error(`a PDF needs at least ${head.length + tail.length} bytes`);
  const file = Buffer.alloc(size, 0x20);
  head.copy(file, 0);
  tail.copy(file, size - tail.length);
  return file;
}

export const SMALL_PDF = pdfOfSize(600);
/** A 1×1 PNG (signature, IHDR, IDAT, IEND): a PNG signature alone is not one. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(120, 2)]);
/** A legacy .doc (OLE compound file header). */
export const OLE_DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);
/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200, 0)]);
export const HTML = Buffer.from("<!doctype html><script>alert(1)</script>");
export const SHELL = Buffer.from("#!/bin/sh\nrm -rf /\n");

/** An OpenDocument text: a ZIP whose first, stored entry is `mimetype`. */
export const ODT = storedZip([
  { name: "mimetype", content: "application/vnd.oasis.opendocument.text" },
  {
    name: "content.xml",
    content:
      '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
  },
]);

/** The smallest real WordprocessingML document Word opens: content types, package relationship, body. */
export const REAL_DOCX = storedZip([
  {
    name: "[Content_Types].xml",
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: "_rels/.rels",
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
  {
    name: "word/document.xml",
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum</w:t></w:r></w:p></w:body></w:document>',
  },
]);

/** A ".docx" that is only a ZIP holding an executable (no OOXML parts). */
export const ZIP_WITH_EXE = storedZip([{ name: "evil.exe", content: EXE }]);
