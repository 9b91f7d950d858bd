/**
 * The result store of this process, the one the form API routes write and the result page reads:
 * its memory store, shared through Redis when REDIS_URL is set (docs/deploy.md).
 */
import { processFormsRedis } from "@/server/forms/abuse/sharedRedis";
import { derivedKey, signingSecret } from "@/server/signing/signingKey";
import { sealedBox } from "@/server/signing/sealedBox";
import { localResults, processResultStore, type ResultStore } from "./resultStore";
import { createSharedResultStore } from "./sharedResultStore";

const HOLDER_KEY = Symbol.for("laboratorios-brezo.formResults");

/** This process's result store (kept on globalThis: Next bundles the API routes and the page apart). */
export function processResults(): ResultStore {
  const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: ResultStore };
  if (holder[HOLDER_KEY]) return holder[HOLDER_KEY];
  const redis = processFormsRedis();
  const local = processResultStore();
  return (holder[HOLDER_KEY] = redis
    ? createSharedResultStore(redis, local, sealedBox(derivedKey(signingSecret(), "form-results")))
    : localResults(local));
}
