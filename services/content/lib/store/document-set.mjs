// @ts-check
/**
 * One consistent set of documents: what a ref (master, a release, a preview) shows.
 */
export class DocumentSet {
  /**
   * @param {import("./document-file.mjs").StoredDocument[]} documents
   */
  constructor(documents) {
    /** Documents in the default order: first publication date, then id. */
    this.documents = [...documents].sort(defaultOrder);
    /** @type {Map<string, import("./document-file.mjs").StoredDocument>} */
    this.byId = new Map(this.documents.map((doc) => [doc.id, doc]));
    /** @type {Map<string, import("./document-file.mjs").StoredDocument[]>} */
    this.byAlternateGroup = new Map();
    for (const doc of this.documents) {
      if (!doc.alternateGroup) continue;
      const group = this.byAlternateGroup.get(doc.alternateGroup) ?? [];
      group.push(doc);
      this.byAlternateGroup.set(doc.alternateGroup, group);
    }
    /** @type {string[] | undefined} */
    this.tagList = undefined;
    /** Documents of each type, in the default order: where a search with a type filter starts. */
    /** @type {Map<string, import("./document-file.mjs").StoredDocument[]>} */
    this.byType = new Map();
    for (const doc of this.documents) {
      const ofType = this.byType.get(doc.type) ?? [];
      ofType.push(doc);
      this.byType.set(doc.type, ofType);
    }
  }

  /**
   * The documents of one type, in the default order.
   * @param {string} type
   * @returns {import("./document-file.mjs").StoredDocument[]}
   */
  ofType(type) {
    return this.byType.get(type) ?? [];
  }

  /**
   * @param {string} id
   * @returns {import("./document-file.mjs").StoredDocument | undefined}
   */
  get(id) {
    return this.byId.get(id);
  }

  /** @returns {number} */
  get size() {
    return this.documents.length;
  }

  /** Every tag used by a document of the set, sorted (computed once: a set never changes). */
  tags() {
    this.tagList ??= [...new Set(this.documents.flatMap((doc) => doc.tags))].sort();
    return [...this.tagList];
  }

  /**
   * The other documents of the same alternate group (translations of `doc`).
   * @param {import("./document-file.mjs").StoredDocument} doc
   */
  alternatesOf(doc) {
    if (!doc.alternateGroup) return [];
    return (this.byAlternateGroup.get(doc.alternateGroup) ?? []).filter((other) => other.id !== doc.id);
  }
}

/**
 * Default, stable order of results: first publication date ascending, then id.
 * @param {import("./document-file.mjs").StoredDocument} a
 * @param {import("./document-file.mjs").StoredDocument} b
 */
export function defaultOrder(a, b) {
  return a.firstPublication - b.firstPublication || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
