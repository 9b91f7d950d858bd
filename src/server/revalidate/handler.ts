/**
 * `POST /api/revalidate`: Prismic's publishing webhook (docs/publishing.md). Checks the body and
 * the secret, maps the changed documents to the public paths that show them and regenerates each
 * of those ISR pages at once, so a publish reaches visitors without waiting for the 60 s expiry;
 * meanwhile this instance's search indexes take the changed documents in.
 */
import { closeAfterLingering } from "@/server/http/lingeringClose";
import { sendJson } from "@/server/http/sendJson";
import type { IncomingMessage, ServerResponse } from "node:http";
import { WebhookConfigError, type WebhookConfig } from "./revalidateConfig";
import type { DocumentPaths } from "./documentPaths";
import { webhookSecretMatches } from "./secret";
import { readWebhookBody, WebhookBodyError } from "./webhookBody";

/** Pages regenerated at the same time (each render reads the content API; the machine has few cores). */
const REVALIDATE_CONCURRENCY = 4;

export type RevalidateDependencies = {
  /** The validated configuration; throws WebhookConfigError when the endpoint must refuse everything. */
  config: () => WebhookConfig;
  /** The public paths showing these documents, and the ids no document has. */
  mapDocuments: (ids: readonly string[]) => Promise<DocumentPaths>;
  /** Regenerates the page at a public path (res.revalidate with the page file's path); rejects on failure. */
  revalidate: (publicPath: string) => Promise<void>;
  /** Brings this instance's search indexes to the published content, these documents first; never rejects. */
  refreshSearch?: (ids: readonly string[]) => Promise<void>;
};

/** The answers of the endpoint. */
type RevalidateAnswer =
  | { revalidated: string[]; unknownDocuments: string[] }
  | { revalidated: string[]; unknownDocuments: string[]; failed: { path: string; error: string }[] }
  | { error: string };

/** Runs `work` over the items with at most `limit` at a time, in order of start. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Handles one webhook call. Answers (JSON, `Cache-Control: no-store`):
 * 405 other methods (with Allow) · 503 secret not configured · 413/400 oversized or malformed body ·
 * 401 missing or wrong secret · 200 `{revalidated: [], unknownDocuments: []}` for a test trigger ·
 * 502 the content API could not be read (Prismic retries) · 200 `{revalidated, unknownDocuments}` ·
 * 500 `{revalidated, unknownDocuments, failed: [{path, error}]}` when a page could not be regenerated,
 * so that Prismic retries the delivery.
 */
export async function handleRevalidate(
  req: IncomingMessage,
  res: ServerResponse,
  deps: RevalidateDependencies,
): Promise<void> {
  const answer = (status: number, body: RevalidateAnswer, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, headers);
  if (req.method !== "POST")
    return answer(
      405,
      { error: `Method ${req.method ?? "?"} not allowed: the publishing webhook is POST only.` },
      { Allow: "POST" },
    );

  let config: WebhookConfig;
  try {
    config = deps.config();
  } catch (error) {
    if (error instanceof WebhookConfigError) return answer(503, { error: error.message });
    throw error;
  }

  let body;
  try {
    body = await readWebhookBody(req);
  } catch (error) {
    if (error instanceof WebhookBodyError) {
      if (!req.complete) closeAfterLingering(req, res);
      return answer(error.status, { error: error.message });
    }
    throw error;
  }
  if (!webhookSecretMatches(body.secret, config.secret)) {
    return answer(401, { error: body.secret == null ? "Missing webhook secret." : "Wrong webhook secret." });
  }
  if (body.type === "test-trigger") return answer(200, { revalidated: [], unknownDocuments: [] });

  // Search is updated while the pages regenerate; the answer waits for both.
  const searchRefreshed = deps.refreshSearch?.(body.documents) ?? Promise.resolve();
  let mapped: DocumentPaths;
  try {
    mapped = await deps.mapDocuments(body.documents);
  } catch (error) {
    console.error("revalidate: could not map the changed documents:", error);
    await searchRefreshed;
    return answer(502, { error: `Could not read the changed documents from the content API: ${message(error)}` });
  }

  const revalidated: string[] = [];
  const failed: { path: string; error: string }[] = [];
  await forEachLimited(mapped.paths, REVALIDATE_CONCURRENCY, async (path) => {
    try {
      await deps.revalidate(path);
      revalidated.push(path);
    } catch (error) {
      failed.push({ path, error: message(error) });
    }
  });
  revalidated.sort();
  await searchRefreshed;
  if (failed.length > 0) {
    console.error(`revalidate: ${failed.length} of ${mapped.paths.length} paths failed:`, failed);
    return answer(500, { revalidated, unknownDocuments: mapped.unknownDocuments, failed });
  }
  return answer(200, { revalidated, unknownDocuments: mapped.unknownDocuments });
}
