import * as prismic from "@prismicio/client";

/** What a client learnt about its preview ref while rendering (read after the first query). */
export type PreviewRefState = { ref: string; expired: boolean };

const states = new WeakMap<prismic.Client, PreviewRefState>();

/**
 * Makes a client read a preview ref, checked once: when the ref has expired (PreviewTokenExpiredError)
 * the client reads the latest master ref instead, so an expired preview session shows published
 * content (drafts dropped) and never a 500.
 */
export function readPreviewRef(client: prismic.Client, ref: string): void {
  const state: PreviewRefState = { ref, expired: false };
  states.set(client, state);
  let resolved: Promise<string> | undefined;
  client.queryContentFromRef(() => {
    resolved ??= client.get({ ref, pageSize: 1 }).then(
      () => ref,
      async (error: unknown) => {
        if (!(error instanceof prismic.PreviewTokenExpiredError)) throw error;
        state.expired = true;
        return (await client.getMasterRef()).ref;
      },
    );
    return resolved;
  });
}

/** The preview state of a client made by `readPreviewRef`, or null outside preview. */
export function previewRefState(client: prismic.Client): PreviewRefState | null {
  return states.get(client) ?? null;
}
