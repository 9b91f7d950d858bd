import * as prismic from "@prismicio/client";

/** What a client learnt about its ref while rendering (read after the first query): `expired` when it had expired or was unknown. */
type CheckedRefState = { ref: string; expired: boolean };

const states = new WeakMap<prismic.Client, CheckedRefState>();

/**
 * Makes a client read a ref that may expire (a preview token, a manual ref), checked once per
 * client: an expired preview token (PreviewTokenExpiredError) makes it read the latest master ref
 * instead, as the client itself does for a ref that is unknown or expired (RefNotFound/RefExpired,
 * at most 2 retries). Either way drafts are dropped and pages show published content, never a 500.
 */
export function readCheckedRef(client: prismic.Client, ref: string): void {
  const state: CheckedRefState = { ref, expired: false };
  states.set(client, state);
  let resolved: Promise<string> | undefined;
  client.queryContentFromRef(() => {
    resolved ??= client.get({ ref, pageSize: 1 }).then(
      (probe) => {
        // An unknown or expired ref was retried by the client with the master ref: the results'
        // href says which ref answered. Read that one from now on.
        const answeredBy = probe.results[0] ? new URL(probe.results[0].href).searchParams.get("ref") : null;
        if (answeredBy && answeredBy !== ref) {
          state.expired = true;
          return answeredBy;
        }
        return ref;
      },
      async (error: unknown) => {
        if (!(error instanceof prismic.PreviewTokenExpiredError)) throw error;
        state.expired = true;
        return (await client.getMasterRef()).ref;
      },
    );
    return resolved;
  });
}

/** What `readCheckedRef` found for this client, or null when it reads master or a release. */
export function checkedRefState(client: prismic.Client): CheckedRefState | null {
  return states.get(client) ?? null;
}
