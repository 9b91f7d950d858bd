import * as prismic from "@prismicio/client";
import type { FetchLike } from "@prismicio/client";
import { contentFetch, createClient } from "@/lib/prismic/client";
import { CONTENT_REQUEST_TIMEOUT_MS } from "@/lib/prismic/contentFetch";

/** What the content API said about a preview ref: it answers, it expired, or it does not know it. */
type PreviewRefState = "valid" | "expired" | "unknown";

/**
 * A fetch that records the HTTP status of the requests made with exactly `ref`. @prismicio/client
 * retries a query whose ref is unknown or expired with the master ref and returns that answer as if
 * nothing happened; the recorded status is what the content API said about the ref itself.
 */
function recordRefStatus(fetch: FetchLike, ref: string, record: (status: number) => void): FetchLike {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (new URL(input).searchParams.get("ref") === ref) record(response.status);
    return response;
  };
}

/**
 * Asks the content API whether a preview ref (a preview token) is one it answers with: one query
 * with exactly that ref, which must answer 200. A ref the client had to replace by the master ref
 * (404 unknown, 410 expired) does not count, nor does an expired preview token
 * (PreviewTokenExpiredError). Throws when the content API cannot be asked (outage, 5xx).
 */
export async function probePreviewRef(ref: string, fetch: FetchLike = contentFetch): Promise<PreviewRefState> {
  let status: number | null = null;
  const client = createClient({ fetch: recordRefStatus(fetch, ref, (answer) => (status ??= answer)) });
  try {
    // Its own signal: the client shares one request among identical concurrent queries without one,
    // and this probe must see its own answer.
    await client.get({ ref, pageSize: 1, signal: AbortSignal.timeout(CONTENT_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof prismic.PreviewTokenExpiredError || error instanceof prismic.RefExpiredError) return "expired";
    if (error instanceof prismic.RefNotFoundError || error instanceof prismic.ForbiddenError) return "unknown";
    throw error;
  }
  if (status === 200) return "valid";
  return status === 410 ? "expired" : "unknown";
}
