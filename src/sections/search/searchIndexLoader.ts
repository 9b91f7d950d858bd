/**
 * One search index per locale, a view of the published ref (perRefView.ts), updated by searchIndexSync.ts
 * and first loaded from a snapshot. Only published content: a preview session searches what visitors see.
 */
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";
import { keepView, refreshView, startingViews, viewAt, whileStarting } from "@/server/published/perRefView";
import type { ViewDefinition } from "@/server/published/perRefView";
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

/** How a locale's index follows the ref: from the previous one, else the saved one, else every document. */
function indexView(locale: Locale, changedIds: readonly string[] = []): ViewDefinition<LocaleIndex> {
  return {
    waitMs: REFRESH_WAIT_MS,
    build: async (ref, client, previous) => {
      const start = previous?.value ?? (await loadSearchSnapshot(locale));
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

/** The search index of a locale at the published ref; SearchUnavailableError when there is none in time. */
export async function searchIndexFor(locale: Locale): Promise<SearchIndex> {
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(reject, FIRST_BUILD_WAIT_MS, new Error(`still being built after ${FIRST_BUILD_WAIT_MS} ms`));
  });
  try {
    return (await Promise.race([viewAt(viewName(locale), indexView(locale)), tooLong])).index;
  } catch (error) {
    throw new SearchUnavailableError(`The search index could not be built or read: ${describe(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** After a publish: brings every index this instance holds to the newest ref, these documents first. Never rejects. */
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

/** At an instance's start (readiness waits for it): every locale's index loaded or built, else the saved one. */
export async function warmSearchIndexes(locales: readonly Locale[]): Promise<void> {
  const warm = (locale: Locale) =>
    viewAt(viewName(locale), indexView(locale)).catch(async (error: unknown) => {
      console.error(`search: the ${locale} index could not be loaded at start (${describe(error)})`);
      const saved = await loadSearchSnapshot(locale).catch(() => null);
      if (saved) keepView(viewName(locale), saved.ref, saved);
    });
  await Promise.all(locales.map((locale) => whileStarting(viewName(locale), warm(locale))));
}

/** The locales whose index the start-up is still loading or building: not ready for visitors' searches. */
export function searchIndexesWarming(): Locale[] {
  return startingViews()
    .filter((name) => name.startsWith(VIEW_PREFIX))
    .map((name) => name.slice(VIEW_PREFIX.length) as Locale);
}
