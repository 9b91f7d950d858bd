/**
 * A tiny markup → Prismic rich text converter, so the seed data can be written as readable text.
 *
 * Blocks (one string each):
 *   "## Título"        → heading2        "### Título" → heading3     "#### Título" → heading4
 *   "- elemento"       → list-item       "1. elemento" → o-list-item
 *   anything else      → paragraph (or the `as` block type given to rt())
 * Inline:
 *   **negrita** → strong, _cursiva_ → em,
 *   [texto](product:arnica-montana-9ch) → hyperlink to the document of that type/uid in the
 *   document's own language (resolved through the `resolve` callback),
 *   [texto](doc:<document id>) → hyperlink to that exact document id,
 *   [texto](https://…) → Web link.
 */

/**
 * @typedef {{ start: number, end: number, type: string, data?: Record<string, unknown> }} Span
 * @typedef {{ type: string, text: string, spans: Span[] }} Block
 * @typedef {(type: string, uid: string) => string} Resolve  (type, uid) → document id
 */

const INLINE = /\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(([^)\s]+)\)/gu;

/**
 * Parses the inline markup of one block.
 * @param {string} source
 * @param {Resolve} resolve
 * @returns {{ text: string, spans: Span[] }}
 */
export function inline(source, resolve) {
  let text = "";
  /** @type {Span[]} */
  const spans = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    text += source.slice(last, match.index);
    last = /** @type {number} */ (match.index) + match[0].length;
    if (match[1] !== undefined) {
      const inner = inline(match[1], resolve);
      const start = text.length;
      spans.push({ start, end: start + inner.text.length, type: "strong" });
      spans.push(...inner.spans.map((s) => ({ ...s, start: s.start + start, end: s.end + start })));
      text += inner.text;
    } else if (match[2] !== undefined) {
      const start = text.length;
      text += match[2];
      spans.push({ start, end: text.length, type: "em" });
    } else {
      const start = text.length;
      text += match[3];
      spans.push({ start, end: text.length, type: "hyperlink", data: linkData(match[4], resolve) });
    }
  }
  text += source.slice(last);
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  return { text, spans };
}

/**
 * The `data` of a hyperlink span.
 * @param {string} target
 * @param {Resolve} resolve
 */
export function linkData(target, resolve) {
  if (/^https?:\/\//.test(target) || target.startsWith("mailto:")) {
    return { link_type: "Web", url: target, ...(target.startsWith("http") ? { target: "_blank" } : {}) };
  }
  if (target.startsWith("/")) return { link_type: "Web", url: target };
  const colon = target.indexOf(":");
  if (colon < 1) throw new Error(`rich text: unknown link target "${target}"`);
  const kind = target.slice(0, colon);
  const value = target.slice(colon + 1);
  if (kind === "doc") return { link_type: "Document", id: value };
  return { link_type: "Document", id: resolve(kind, value) };
}

/**
 * Converts markup blocks to Prismic rich text.
 * @param {string | string[]} blocks
 * @param {Resolve} resolve
 * @param {string} [as] block type for plain blocks (default "paragraph")
 * @returns {Block[]}
 */
export function rt(blocks, resolve, as = "paragraph") {
  const list = Array.isArray(blocks) ? blocks : [blocks];
  return list.map((raw) => {
    let type = as;
    let body = raw;
    const heading = /^(#{2,4}) (.*)$/s.exec(raw);
    if (heading) {
      type = `heading${heading[1].length}`;
      body = heading[2];
    } else if (raw.startsWith("- ")) {
      type = "list-item";
      body = raw.slice(2);
    } else if (/^\d+\. /.test(raw)) {
      type = "o-list-item";
      body = raw.replace(/^\d+\. /, "");
    }
    return { type, ...inline(body, resolve) };
  });
}

/** Plain text of rich text (for checks and PDFs). @param {Block[]} blocks */
export function plain(blocks) {
  return blocks.map((b) => b.text).join("\n");
}
