// @ts-check
/**
 * A least-recently-used cache bounded by entry count and total byte size.
 * @template V
 */
export class LruCache {
  /**
   * @param {{ maxEntries: number, maxBytes: number, sizeOf: (value: V) => number }} options
   */
  constructor({ maxEntries, maxBytes, sizeOf }) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
    this.bytes = 0;
    /** @type {Map<string, V>} */
    this.map = new Map();
  }

  /**
   * @param {string} key
   * @returns {V | undefined}
   */
  get(key) {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /**
   * Stores a value; one larger than the whole budget is not kept.
   * @param {string} key
   * @param {V} value
   */
  set(key, value) {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxBytes) return;
    this.map.set(key, value);
    this.bytes += size;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.bytes -= this.sizeOf(value);
    this.map.delete(key);
  }

  /** @returns {number} */
  get size() {
    return this.map.size;
  }
}
