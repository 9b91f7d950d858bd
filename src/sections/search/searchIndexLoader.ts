/**
 * One search index per locale, a view of the published ref (src/server/published/perRefView.ts).
 * A new ref updates it from one request (the 100 latest publications; a removed document makes it
 * rebuild); the publishing webhook indexes the documents it names at once and saves the index for
 * the other instances. Only published content is indexed: a preview session searches what
 * visitors see. An instance's first index comes from a snapshot when there is one (searchSnapshot.ts).
 */
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";
import {
  keepView,
  refreshView,
  startingViews,
  viewAt,
  whileStarting,
  type ViewDefinition,
} from "@/server/published/perRefView";
import type { SearchIndex } from "./searchIndex";
import { buildIndex, updateIndex, type LocaleIndex } from "./searchIndexSync";
import { loadSearchSnapshot, saveSearchSnapshot } from "./searchSnapshot";

/** How long a search waits for an index being updated before answering from the previous one. */
const REFRESH_WAIT_MS = 800;
/** How long a search waits for a locale's first index (a minute at 10,000 documents) before search is unavailable. */
const FIRST_BUILD_WAIT_MS = 8_000;

/** No search index could be built: the content API is unreachable and none was built before. */
export class SearchUnavailableError extends Error {
  override name = "SearchUnavailableError";
}

const VIEW_PREFIX = "search:";
const viewName = (locale: Locale) => `${VIEW_PREFIX}${locale}`;
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The saved index of a locale, logged with what loading it cost; null when there is none. */
async function savedIndex(locale: Locale): Promise<LocaleIndex | null> {
  const started = Date.now();
  const saved = await loadSearchSnapshot(locale);
  if (!saved) return null;
  const { snapshot, ...index } = saved;
  const cost = snapshot
    ? ` (${snapshot.source}, ${(snapshot.bytes / 1e6).toFixed(1)} MB: read ${Math.round(snapshot.readMs)} ms, parse ${Math.round(snapshot.parseMs)} ms, load ${Math.round(snapshot.loadMs)} ms)`
    : "";
  console.log(
    `search: the ${locale} index (${index.index.size} documents, ref ${index.ref}) loaded from its snapshot in ${Date.now() - started} ms${cost}`,
  );
  return index;
}

/** How a locale's index follows the ref: from the previous one (these documents indexed again), else the saved one, else every document. */
function indexView(locale: Locale, changedIds: readonly string[] = []): ViewDefinition<LocaleIndex> {
  return {
    waitMs: REFRESH_WAIT_MS,
    build: async (ref, client, previous) => {
      const start = previous?.value ?? (await savedIndex(locale));
      if (start?.ref === ref && changedIds.length === 0) return start;
      const next = start
        ? await updateIndex(client, locale, ref, start, changedIds)
        : await buildIndex(client, locale, ref);
      // A full build, or a publish's update on the webhook's instance, is saved for the others.
      if (!start || changedIds.length > 0) void saveSearchSnapshot(locale, next);
      return next;
    },
  };
}

/**
 * The search index of a locale at the published ref; while it is being updated, the previous one
 * after REFRESH_WAIT_MS. Throws SearchUnavailableError when there has never been an index, or the
 * first is still being built after FIRST_BUILD_WAIT_MS.
 */
export async function searchIndexFor(locale: Locale): Promise<SearchIndex> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still being built after ${FIRST_BUILD_WAIT_MS} ms`)),
      FIRST_BUILD_WAIT_MS,
    );
  });
  try {
    return (await Promise.race([viewAt(viewName(locale), indexView(locale)), tooLong])).index;
  } catch (error) {
    throw new SearchUnavailableError(`The search index could not be built or read: ${describe(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Called by the publishing webhook: brings every index this instance holds to the newest ref, the
 * changed documents first (`client`: a new one, which reads the newest ref). Resolves when done;
 * never rejects.
 */
export async function refreshSearchIndexes(
  changedIds: readonly string[],
  locales: readonly Locale[],
  client?: ContentClient,
): Promise<void> {
  await Promise.all(
    locales.map((locale) =>
      refreshView(viewName(locale), indexView(locale, changedIds), client).catch((error: unknown) =>
        console.error(
          `search: the ${locale} index could not be updated after a publish (${describe(error)}); it will be at the next search`,
        ),
      ),
    ),
  );
}

/**
 * Loads (or builds) every locale's index ahead of the first search: an instance's start-up
 * (src/instrumentation.ts); until each first attempt ends, the readiness probe (/api/ready) keeps
 * visitors away. With the content API unreachable, the saved index answers.
 */
export async function warmSearchIndexes(locales: readonly Locale[]): Promise<void> {
  const warm = async (locale: Locale) => {
    try {
      await viewAt(viewName(locale), indexView(locale));
    } catch (error) {
      console.error(`search: the ${locale} index could not be loaded at start (${describe(error)})`);
      const saved = await loadSearchSnapshot(locale).catch(() => null);
      if (saved) keepView(viewName(locale), saved.ref, saved);
    }
  };
  await Promise.all(locales.map((locale) => whileStarting(viewName(locale), warm(locale))));
}

/** The locales whose index the start-up is still loading or building: not ready for visitors' searches. */
export function searchIndexesWarming(): Locale[] {
  return startingViews()
    .filter((name) => name.startsWith(VIEW_PREFIX))
    .map((name) => name.slice(VIEW_PREFIX.length) as Locale);
}
