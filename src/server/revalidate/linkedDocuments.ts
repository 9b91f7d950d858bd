/**
 * Ids of every document a value links to, wherever the link is: fields, groups, slices, rich-text
 * hyperlinks, and links inside the data a query copied into other links (`fetchLinks`: what the
 * page shows of a linked document). A broken link (deleted document) keeps its id, so it counts too.
 */
export function linkedDocumentIds(value: unknown, ids: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) linkedDocumentIds(item, ids);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.link_type === "Document" && typeof record.id === "string") ids.add(record.id);
    for (const item of Object.values(record)) linkedDocumentIds(item, ids);
  }
  return ids;
}
