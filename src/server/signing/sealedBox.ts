/**
 * Authenticated encryption of text kept outside this process (AES-256-GCM, node:crypto): what is
 * sealed can be read back only with the same key and the same context (e.g. the key it is stored
 * under), and any change to it is detected.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens text with one key. */
export type SealedBox = {
  /** The text, encrypted and authenticated for `context`, as base64url. */
  seal(text: string, context: string): string;
  /** The text sealed for `context`, or null when the value is malformed, tampered or sealed for another context or key. */
  open(sealed: string, context: string): string | null;
  /** A keyed digest (HMAC-SHA-256, base64url) of a value: a name that reveals nothing of it. */
  digest(value: string): string;
};

/**
 * A sealed box with a 32-byte key (derivedKey).
 * @param key the key
 */
export function sealedBox(key: Buffer): SealedBox {
  return {
    seal(text, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(sealed, context) {
      if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
      const bytes = Buffer.from(sealed, "base64url");
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null; // wrong key, wrong context or tampered: the tag does not match
      }
    },
    digest(value) {
      return createHmac("sha256", key).update(value).digest("base64url");
    },
  };
}
