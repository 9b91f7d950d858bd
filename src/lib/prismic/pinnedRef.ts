import * as prismic from "@prismicio/client";
import { describeContentRef, type ContentRefPin } from "@/config/contentRef";
import { readCheckedRef } from "./checkedRef";

/** Pins that already logged a missing release (one warning per process, not one per page). */
const warnedPins = new Set<string>();

/**
 * Points a client at the configured ref (R4). A release that no longer exists falls back to
 * the latest master ref with one warning; a manual ref that is unknown or expired falls back to the
 * master ref too (see readCheckedRef), which drops its draft content.
 */
export function applyContentRef(client: prismic.Client, pin: ContentRefPin): void {
  switch (pin.kind) {
    case "master":
      return;
    case "ref":
      readCheckedRef(client, pin.ref);
      return;
    case "releaseId":
    case "releaseLabel":
      client.queryContentFromRef(async () => {
        const refs = await client.getRefs();
        const release = refs.find((ref) => (pin.kind === "releaseId" ? ref.id === pin.id : ref.label === pin.label));
        if (release) return release.ref;
        const description = describeContentRef(pin);
        if (!warnedPins.has(description)) {
          warnedPins.add(description);
          console.warn(`[content] ${description} not found in the repository: reading the master ref instead`);
        }
        const master = refs.find((ref) => ref.isMasterRef);
        if (!master) throw new prismic.PrismicError("Master ref could not be found.", undefined, undefined);
        return master.ref;
      });
      return;
  }
}
