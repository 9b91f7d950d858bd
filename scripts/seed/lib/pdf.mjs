/**
 * A minimal PDF 1.4 writer for text documents: A4 pages, Helvetica / Helvetica-Bold with
 * WinAnsiEncoding (so Spanish accents, ñ, ¿, ¡, º, °, «», – and — print correctly), automatic
 * word wrap and page breaks. No dependencies; the output is a valid, uncompressed PDF.
 */

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;

/** Helvetica advance widths (1/1000 em) for the characters we use; accented letters use their base. @type {Record<string, number>} */
const WIDTHS = {
  " ": 278, "\u00a0": 278, "!": 278, '"': 355, "#": 556, $: 556, "%": 889, "&": 667, "'": 191, "(": 333, ")": 333, "*": 389, "+": 584,
  ",": 278, "-": 333, ".": 278, "/": 278, ":": 278, ";": 278, "<": 584, "=": 584, ">": 584, "?": 556, "@": 1015,
  "[": 278, "]": 278, _: 556, "¿": 611, "¡": 333, "º": 365, "ª": 370, "°": 400, "·": 278, "«": 556, "»": 556,
  "–": 556, "—": 1000, "’": 222, "‘": 222, "“": 333, "”": 333, "…": 1000, "•": 350, "€": 556,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556,
  o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
};
const DIGIT = 556;

/** @param {string} ch */
function charWidth(ch) {
  if (/[0-9]/.test(ch)) return DIGIT;
  if (WIDTHS[ch] !== undefined) return WIDTHS[ch];
  const base = ch.normalize("NFD")[0];
  return WIDTHS[base] ?? 556;
}

/** Width of a string in points. @param {string} text @param {number} size @param {boolean} bold */
export function textWidth(text, size, bold = false) {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return (w / 1000) * size * (bold ? 1.07 : 1);
}

/** @type {Record<string, number>} */
const WIN_ANSI_EXTRA = { "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "™": 0x99 };

/** A PDF literal string in WinAnsiEncoding. @param {string} text */
function pdfString(text) {
  let out = "(";
  for (const ch of text.normalize("NFC")) {
    let code = WIN_ANSI_EXTRA[ch] ?? /** @type {number} one character */ (ch.codePointAt(0));
    if (code > 255) code = 0x3f; // "?" for anything WinAnsi cannot show
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** Non-breaking spaces where a line must not break ("25 °C", "C.N. 712481.3"). @param {string} text */
const typography = (text) => text.replace(/(\d) (?=°C|%|g\b|mg\b|ml\b|kcal|h\b)/g, "$1\u00a0").replace(/C\.N\. /g, "C.N.\u00a0");

/**
 * Wraps text to a width (only ordinary spaces break).
 * @param {string} text @param {number} size @param {boolean} bold @param {number} width
 * @returns {string[]}
 */
function wrapText(text, size, bold, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * @typedef {{ kind: "title" | "heading" | "paragraph" | "bullet" | "notice" | "small" | "space", text?: string }} Block
 * Builds a PDF from blocks.
 * @param {{ title: string, author: string, subject: string, blocks: Block[], footer: string }} doc
 * @returns {Buffer}
 */
export function buildPdf({ title, author, subject, blocks, footer }) {
  /** @type {string[][]} page → content-stream operators */
  const pages = [[]];
  let y = PAGE_H - MARGIN;
  const width = PAGE_W - 2 * MARGIN;
  /** Starts a new page unless `h` points fit above the footer. @param {number} h */
  const ensure = (h) => {
    if (y - h < MARGIN + 24) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
  };
  /** @param {string} text @param {{ size: number, bold?: boolean, x?: number, color?: string }} style */
  const line = (text, { size, bold = false, x = MARGIN, color = "0.09 0.25 0.42" }) => {
    pages[pages.length - 1].push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${color} rg ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  };

  for (const block of blocks) {
    if (block.kind === "space") {
      y -= 8;
      continue;
    }
    const style = {
      title: { size: 18, bold: true, lead: 23, before: 4, color: "0.09 0.25 0.42" },
      heading: { size: 11.5, bold: true, lead: 15, before: 10, color: "0.04 0.44 0.44" },
      paragraph: { size: 9.5, bold: false, lead: 13, before: 3, color: "0.12 0.16 0.2" },
      bullet: { size: 9.5, bold: false, lead: 13, before: 1, color: "0.12 0.16 0.2" },
      notice: { size: 10, bold: true, lead: 14, before: 8, color: "0.09 0.25 0.42" },
      small: { size: 8, bold: false, lead: 11, before: 2, color: "0.35 0.4 0.45" },
    }[block.kind];
    const indent = block.kind === "bullet" ? 14 : block.kind === "notice" ? 10 : 0;
    const lines = wrapText(typography(block.text ?? ""), style.size, style.bold, width - indent - (block.kind === "notice" ? 10 : 0));
    y -= style.before;
    if (block.kind === "heading") ensure(style.lead * 3);
    if (block.kind === "notice") {
      const h = lines.length * style.lead + 10;
      ensure(h);
      pages[pages.length - 1].push(`0.86 0.95 0.94 rg ${MARGIN} ${(y - h).toFixed(2)} ${width} ${h.toFixed(2)} re f`);
      y -= 3;
    }
    lines.forEach((text, i) => {
      ensure(style.lead);
      y -= style.lead;
      if (block.kind === "bullet" && i === 0) line("•", { size: style.size, x: MARGIN + 3, color: style.color });
      line(text, { size: style.size, bold: style.bold, x: MARGIN + indent, color: style.color });
    });
    if (block.kind === "notice") y -= 7;
    if (block.kind === "title") {
      y -= 8;
      pages[pages.length - 1].push(`0.04 0.44 0.44 RG 1.5 w ${MARGIN} ${y.toFixed(2)} m ${PAGE_W - MARGIN} ${y.toFixed(2)} l S`);
      y -= 4;
    }
  }

  // Objects: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page/content pairs.
  const objects = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Subject ${pdfString(subject)} /Producer (Laboratorios Brezo seed script) /CreationDate (D:20260901080000Z) >>`;
  pages.forEach((ops, i) => {
    const footerOps = `BT /F1 7.5 Tf 0.35 0.4 0.45 rg ${MARGIN} 30 Td ${pdfString(`${footer} · Página ${i + 1} de ${pages.length}`)} Tj ET`;
    const stream = [...ops, footerOps].join("\n");
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
