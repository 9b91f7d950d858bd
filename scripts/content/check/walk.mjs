/**
 * Visits every value of a document's data with its field path (`data.slices[2].primary.image`).
 * @param {unknown} data
 * @param {(node: Record<string, any>, where: string) => void} visit called for every object
 */
export function walkData(data, visit) {
  /** @param {unknown} node @param {string} where */
  const walk = (node, where) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${where}[${index}]`));
      return;
    }
    if (!node || typeof node !== "object") return;
    const value = /** @type {Record<string, any>} */ (node);
    visit(value, where);
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
  };
  walk(data, "data");
}

/**
 * Plain text of a Key Text value or a rich text field ("" when empty).
 * @param {unknown} value
 */
export function textOf(value) {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map((block) => (block && typeof block.text === "string" ? block.text : "")).join(" ").trim();
  return "";
}
