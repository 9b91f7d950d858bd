import * as prismic from "@prismicio/client";
import { siteConfig } from "@/lib/siteConfig";
import { createClient } from "./client";

/**
 * The ref the site's pages read (PRISMIC_CONTENT_REF: master by default, a release, a manual ref),
 * from the client's repository metadata (the client caches it for 5 s). What is kept per
 * ref (search index, sitemap) is keyed by it.
 */
export async function publishedRef(client: Pick<prismic.Client, "getRefs">): Promise<string> {
  const pin = siteConfig.content.ref;
  if (pin.kind === "ref") return pin.ref;
  const refs = await client.getRefs();
  const release =
    pin.kind === "master"
      ? undefined
      : refs.find((ref) => (pin.kind === "releaseId" ? ref.id === pin.id : ref.label === pin.label));
  const ref = release ?? refs.find((candidate) => candidate.isMasterRef);
  if (!ref) throw new prismic.PrismicError("Master ref could not be found.", undefined, undefined);
  return ref.ref;
}

/**
 * When `ref` was confirmed to be the published ref by a read of the repository that bypasses
 * every cache (a new client), or null when it is not any more: what orders snapshots of
 * different refs (a newer ref's is always confirmed later).
 */
export async function confirmedPublishedAt(
  ref: string,
  client: Pick<prismic.Client, "getRefs"> = createClient(),
): Promise<number | null> {
  return (await publishedRef(client)) === ref ? Date.now() : null;
}
