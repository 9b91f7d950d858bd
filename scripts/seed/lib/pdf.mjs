/**
 * Text documents as PDF through pdf-lib: A4 pages, Helvetica / Helvetica-Bold (standard fonts,
 * WinAnsiEncoding, so Spanish accents, ñ, ¿, ¡, º, °, «», – and — print correctly), word wrap
 * and page breaks. The output is deterministic: fixed dates, producer and creator, no document id,
 * so the same blocks always give the same bytes.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
/** The seed's documents all carry this date (creation and modification). */
const DOCUMENT_DATE = new Date("2026-09-01T08:00:00Z");
const PRODUCER = "Laboratorios Brezo seed script (pdf-lib)";

/** Colours of the leaflets, by name. */
const COLOR = {
  navy: rgb(0.09, 0.25, 0.42),
  teal: rgb(0.04, 0.44, 0.44),
  ink: rgb(0.12, 0.16, 0.2),
  muted: rgb(0.35, 0.4, 0.45),
  noticeBackground: rgb(0.86, 0.95, 0.94),
};

/** How each kind of block is set: font size, bold, line height, space before, colour. */
const STYLE = {
  title: { size: 18, bold: true, lead: 23, before: 4, color: COLOR.navy },
  heading: { size: 11.5, bold: true, lead: 15, before: 10, color: COLOR.teal },
  paragraph: { size: 9.5, bold: false, lead: 13, before: 3, color: COLOR.ink },
  bullet: { size: 9.5, bold: false, lead: 13, before: 1, color: COLOR.ink },
  notice: { size: 10, bold: true, lead: 14, before: 8, color: COLOR.navy },
  small: { size: 8, bold: false, lead: 11, before: 2, color: COLOR.muted },
};

/** Non-breaking spaces where a line must not break ("25 °C", "C.N. 712481.3"). @param {string} text */
const typography = (text) =>
  text.replace(/(\d) (?=°C|%|g\b|mg\b|ml\b|kcal|h\b)/g, "$1\u00a0").replace(/C\.N\. /g, "C.N.\u00a0");

/**
 * Wraps text to a width (only ordinary spaces break).
 * @param {string} text @param {(line: string) => number} widthOf @param {number} width
 * @returns {string[]}
 */
function wrapText(text, widthOf, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * @typedef {{ kind: "title" | "heading" | "paragraph" | "bullet" | "notice" | "small" | "space", text?: string }} Block
 * @typedef {import("pdf-lib").PDFFont} PDFFont
 * @typedef {import("pdf-lib").PDFPage} PDFPage
 */

/**
 * Builds a PDF from blocks, with a footer naming each page ("… · Página 2 de 3").
 * @param {{ title: string, author: string, subject: string, blocks: Block[], footer: string }} doc
 * @returns {Promise<Buffer>}
 */
export async function buildPdf({ title, author, subject, blocks, footer }) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setSubject(subject);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(DOCUMENT_DATE);
  pdf.setModificationDate(DOCUMENT_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set(regular.getCharacterSet());
  /** The text as WinAnsi can show it: "?" for anything else. @param {string} text */
  const printable = (text) =>
    Array.from(text.normalize("NFC"), (ch) =>
      encodable.has(/** @type {number} */ (ch.codePointAt(0))) ? ch : "?",
    ).join("");

  const width = PAGE_W - 2 * MARGIN;
  let page = pdf.addPage([PAGE_W, PAGE_H]);
  let y = PAGE_H - MARGIN;
  /** Starts a new page unless `h` points fit above the footer. @param {number} h */
  const ensure = (h) => {
    if (y - h < MARGIN + 24) {
      page = pdf.addPage([PAGE_W, PAGE_H]);
      y = PAGE_H - MARGIN;
    }
  };

  for (const block of blocks) {
    if (block.kind === "space") {
      y -= 8;
      continue;
    }
    const style = STYLE[block.kind];
    const font = style.bold ? bold : regular;
    const indent = block.kind === "bullet" ? 14 : block.kind === "notice" ? 10 : 0;
    const lines = wrapText(
      printable(typography(block.text ?? "")),
      (line) => font.widthOfTextAtSize(line, style.size),
      width - indent - (block.kind === "notice" ? 10 : 0),
    );
    y -= style.before;
    if (block.kind === "heading") ensure(style.lead * 3);
    if (block.kind === "notice") {
      const h = lines.length * style.lead + 10;
      ensure(h);
      page.drawRectangle({ x: MARGIN, y: y - h, width, height: h, color: COLOR.noticeBackground });
      y -= 3;
    }
    lines.forEach((text, i) => {
      ensure(style.lead);
      y -= style.lead;
      if (block.kind === "bullet" && i === 0)
        page.drawText("•", { x: MARGIN + 3, y, size: style.size, font: regular, color: style.color });
      page.drawText(text, { x: MARGIN + indent, y, size: style.size, font, color: style.color });
    });
    if (block.kind === "notice") y -= 7;
    if (block.kind === "title") {
      y -= 8;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_W - MARGIN, y }, thickness: 1.5, color: COLOR.teal });
      y -= 4;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((footerPage, i) => {
    footerPage.drawText(printable(`${footer} · Página ${i + 1} de ${pages.length}`), {
      x: MARGIN,
      y: 30,
      size: 7.5,
      font: regular,
      color: COLOR.muted,
    });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
