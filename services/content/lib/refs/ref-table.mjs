// @ts-check
import { shortId } from "../util/short-id.mjs";
import { newPreviewToken, previewSessionOf } from "./preview-token.mjs";

/** Default lifetime of a preview ref created through the admin API. */
export const DEFAULT_PREVIEW_TTL_MS = 60 * 60 * 1000;
/** Preview refs remembered (the oldest is forgotten first, then answers "not found"). */
const MAX_PREVIEW_REFS = 1000;

/**
 * @typedef {{ status: "ok", kind: "master" | "release" | "preview", releaseId: string | null }
 *   | { status: "expired" } | { status: "preview-expired" } | { status: "unknown" }} RefLookup
 * @typedef {{ kind: "master" | "release", releaseId: string | null }} LiveRef
 */

/**
 * Maps refs (opaque strings) to the document set they show: master, each release, preview refs.
 * Refs are derived from a hash of the content, so they change when the content changes;
 * refs replaced by a rotation or a content change answer "expired" from then on.
 */
export class RefTable {
  /** @param {import("../store/load-store.mjs").Store} store */
  constructor(store) {
    this.generation = 0;
    /** @type {Set<string>} */
    this.expired = new Set();
    /** @type {Map<string, { releaseId: string | null, expiresAt: number }>} preview session id → what it shows */
    this.previews = new Map();
    /** @type {Map<string, LiveRef>} */
    this.live = new Map();
    this.masterRef = "";
    /** @type {Map<string, string>} release id → ref */
    this.releaseRefs = new Map();
    this.#assign(store);
  }

  /**
   * Takes a freshly loaded store; when its content differs, the current refs expire.
   * @param {import("../store/load-store.mjs").Store} store
   * @returns {boolean} whether the refs changed
   */
  replaceStore(store) {
    if (store.contentHash === this.contentHash && sameKeys(store.releases, this.releaseRefs)) return false;
    this.#expireLive();
    this.#assign(store);
    return true;
  }

  /**
   * Rotates every live ref (master and releases): the old ones answer "expired" from now on.
   * @param {import("../store/load-store.mjs").Store} store
   * @returns {{ expiredRef: string, masterRef: string }}
   */
  rotate(store) {
    const expiredRef = this.masterRef;
    this.#expireLive();
    this.generation += 1;
    this.#assign(store);
    return { expiredRef, masterRef: this.masterRef };
  }

  /**
   * Creates a preview ref showing master or a release, valid for `ttlMs`: a token in Prismic's
   * shape, `<origin>/previews/<session>:<ref>?websitePreviewId=<id>` (preview-token.mjs).
   * @param {{ releaseId: string | null, ttlMs: number, origin: string, site?: string | null, now?: number }} options
   * @returns {{ ref: string, expiresAt: number }}
   */
  createPreviewRef({ releaseId, ttlMs, origin, site = null, now = Date.now() }) {
    const baseRef = releaseId === null ? this.masterRef : this.releaseRefs.get(releaseId) ?? this.masterRef;
    const { token: ref, session } = newPreviewToken({ origin, baseRef, site });
    const expiresAt = now + ttlMs;
    this.previews.set(session, { releaseId, expiresAt });
    if (this.previews.size > MAX_PREVIEW_REFS) {
      const oldest = this.previews.keys().next().value;
      if (oldest !== undefined) this.previews.delete(oldest);
    }
    return { ref, expiresAt };
  }

  /**
   * What a ref shows; a preview token is recognised in any form a client sends it (previewSessionOf).
   * @param {string} ref
   * @param {number} [now]
   * @returns {RefLookup}
   */
  resolve(ref, now = Date.now()) {
    const live = this.live.get(ref);
    if (live) return { status: "ok", kind: live.kind, releaseId: live.releaseId };
    const session = previewSessionOf(ref);
    const preview = session === null ? undefined : this.previews.get(session);
    if (preview) {
      if (preview.expiresAt <= now) return { status: "preview-expired" };
      return { status: "ok", kind: "preview", releaseId: preview.releaseId };
    }
    if (this.expired.has(ref)) return { status: "expired" };
    return { status: "unknown" };
  }

  #expireLive() {
    for (const ref of this.live.keys()) this.expired.add(ref);
  }

  /** @param {import("../store/load-store.mjs").Store} store */
  #assign(store) {
    this.contentHash = store.contentHash;
    this.live = new Map();
    this.masterRef = shortId(`${store.contentHash}:${this.generation}:master`);
    this.live.set(this.masterRef, { kind: "master", releaseId: null });
    this.releaseRefs = new Map();
    for (const releaseId of store.releases.keys()) {
      const ref = shortId(`${store.contentHash}:${this.generation}:release:${releaseId}`);
      this.releaseRefs.set(releaseId, ref);
      this.live.set(ref, { kind: "release", releaseId });
    }
  }
}

/**
 * @param {Map<string, unknown>} a
 * @param {Map<string, unknown>} b
 */
function sameKeys(a, b) {
  return a.size === b.size && [...a.keys()].every((key) => b.has(key));
}
