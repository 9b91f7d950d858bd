// @ts-check
import { createHash } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A stable 16-character alphanumeric id derived from a seed, in the style of Prismic's ids and
 * refs (`ZxY3aBEAACMA1b2c`).
 * @param {string} seed
 * @returns {string}
 */
export function shortId(seed) {
  const digest = createHash("sha256").update(seed).digest();
  let id = "";
  for (let i = 0; i < 16; i += 1) id += ALPHABET[digest[i] % ALPHABET.length];
  return id;
}
