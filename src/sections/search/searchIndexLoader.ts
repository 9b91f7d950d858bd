/**
 * Keeps one search index per locale, built from the Content API and kept in step with its
 * published ref (docs/decisions.md "Search: one index per locale, kept in step with the ref"):
 *
 * - Every search reads the ref the site publishes (the client caches the repository 5 s).
 *   A new ref updates the index from one request: the 100 most recently published documents
 *   (those published since are indexed again) and the total (a removed document makes it rebuild
 *   from every document). Every instance does this on its own, with or without Redis, so all of
 *   them answer the same within seconds of a publish.
 * - The publishing webhook calls `refreshSearchIndexes` with the changed document ids, on the
 *   instance it reached: those documents are indexed again (or removed) at once.
 * - While an update runs, searches wait for it at most REFRESH_WAIT_MS, then answer from the
 *   previous index. When the content API cannot be read, the last good index answers; with no
 *   index at all (or a first one still being built after FIRST_BUILD_WAIT_MS), `SearchUnavailableError`.
 * - Only published content is indexed: a preview session searches what visitors see.
 * - An instance's first index is loaded from a snapshot when there is one (searchSnapshot.ts: the
 *   shared Redis at this ref, or this instance's last one on disk), then updated to the ref; an
 *   index built from every document, or updated by a webhook, is saved for the others.
 *
 * The state lives on `globalThis`, shared by every page and API bundle of the process.
 */
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import type { Locale } from "@/lib/siteConfig";
import type { SearchIndex } from "./searchIndex";
import { buildIndex, updateIndex, type LocaleIndex } from "./searchIndexSync";
import { loadSearchSnapshot, saveSearchSnapshot } from "./searchSnapshot";

/** How long a search waits for an index being updated before answering from the previous one. */
const REFRESH_WAIT_MS = 800;
/**
 * How long a search waits for a locale's first index (a 10,000-document repository takes about a
 * minute to read: pages of 100, 500 ms apart) before saying search is unavailable; the build goes on.
 */
const FIRST_BUILD_WAIT_MS = 8_000;
/**
 * An index built longer ago than this is also rebuilt from every document, in the background, at
 * the next new ref: it catches what the one-page update cannot see (a publish that removes some
 * documents and adds as many, with no webhook on this instance).
 */
const FULL_REBUILD_AFTER_MS = 15 * 60_000;
/** No search index could be built: the content API is unreachable and none was built before. */
export class SearchUnavailableError extends Error {
  override name = "SearchUnavailableError";
}

type Store = {
  client: ContentClient | null;
  indexes: Map<Locale, LocaleIndex>;
  updates: Map<Locale, { ref: string; done: Promise<LocaleIndex> }>;
  rebuilding: Set<Locale>;
  /** The locales whose first index the start-up is still loading or building (readiness waits for them). */
  warming: Set<Locale>;
};

const STORE_KEY = Symbol.for("brezo.searchIndexes");
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= {
  client: null,
  indexes: new Map(),
  updates: new Map(),
  rebuilding: new Set(),
  warming: new Set(),
});

/** The one client search reads with: published content only, repository metadata cached 5 s. */
function contentClient(): ContentClient {
  return (store.client ??= createClient());
}

/** Brings a locale's index to the ref, one update at a time per locale; the same ref shares one update. */
function updateTo(locale: Locale, ref: string, changedIds: readonly string[] = []): Promise<LocaleIndex> {
  const pending = store.updates.get(locale);
  if (pending && pending.ref === ref && changedIds.length === 0) return pending.done;
  const client = contentClient();
  const done = (pending?.done.catch(() => undefined) ?? Promise.resolve())
    .then(() => {
      const current = store.indexes.get(locale);
      if (current?.ref === ref && changedIds.length === 0) return current;
      return current ? updateIndex(client, locale, ref, current, changedIds) : firstIndex(client, locale, ref);
    })
    .then((updated) => {
      store.indexes.set(locale, updated);
      // After a publish, the webhook's instance saves the index for the others (and its next start).
      if (changedIds.length > 0) void saveSearchSnapshot(locale, updated);
      if (Date.now() - updated.builtAt > FULL_REBUILD_AFTER_MS) rebuildInBackground(client, locale, updated.ref);
      return updated;
    })
    .finally(() => {
      if (store.updates.get(locale)?.done === done) store.updates.delete(locale);
    });
  store.updates.set(locale, { ref, done });
  done.catch((error: unknown) =>
    console.error(
      `search: the ${locale} index could not be brought to ref ${ref} (${describe(error)}); the previous one answers, if any`,
    ),
  );
  return done;
}

/**
 * An instance's first index of a locale: a saved one (the shared one at this ref, or this
 * instance's last) brought to the ref incrementally, else one built from every document and saved.
 */
async function firstIndex(client: ContentClient, locale: Locale, ref: string): Promise<LocaleIndex> {
  const started = Date.now();
  const saved = await loadSearchSnapshot(locale);
  if (saved) {
    const { snapshot, ...index } = saved;
    const cost = snapshot
      ? ` (${snapshot.source === "shared" ? "shared" : "file"}, ${(snapshot.bytes / 1e6).toFixed(1)} MB: read ${Math.round(snapshot.readMs)} ms, parse ${Math.round(snapshot.parseMs)} ms, load ${Math.round(snapshot.loadMs)} ms)`
      : "";
    console.log(
      `search: the ${locale} index (${index.index.size} documents, ref ${index.ref}) loaded from its snapshot in ${Date.now() - started} ms${cost}`,
    );
    // Loaded, not built: its 15-minute full rebuild counts from now.
    const loaded = { ...index, builtAt: Date.now() };
    return loaded.ref === ref ? loaded : updateIndex(client, locale, ref, loaded, []);
  }
  const built = await buildIndex(client, locale, ref);
  void saveSearchSnapshot(locale, built);
  return built;
}

/** Rebuilds a locale's index from every document while the current one answers; kept only if the ref has not moved on. */
function rebuildInBackground(client: ContentClient, locale: Locale, ref: string): void {
  if (store.rebuilding.has(locale)) return;
  store.rebuilding.add(locale);
  buildIndex(client, locale, ref)
    .then((rebuilt) => {
      if (store.indexes.get(locale)?.ref !== ref) return;
      store.indexes.set(locale, rebuilt);
      void saveSearchSnapshot(locale, rebuilt);
    })
    .catch((error: unknown) =>
      console.error(`search: the ${locale} index could not be rebuilt (${describe(error)}); the updated one answers`),
    )
    .finally(() => store.rebuilding.delete(locale));
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The search index of a locale at the published ref: updated first when the ref changed (waiting
 * at most REFRESH_WAIT_MS when there is a previous index), the last good one when content cannot
 * be read. Throws SearchUnavailableError only when there has never been an index.
 */
export async function searchIndexFor(locale: Locale): Promise<SearchIndex> {
  const current = store.indexes.get(locale);
  let ref: string;
  try {
    ref = await publishedRef(contentClient());
  } catch (error) {
    if (current) return current.index;
    throw new SearchUnavailableError(`The content API could not be read: ${describe(error)}`);
  }
  if (current?.ref === ref) return current.index;
  const update = updateTo(locale, ref);
  if (!current) {
    let waited: ReturnType<typeof setTimeout> | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      waited = setTimeout(
        () => reject(new Error(`still being built after ${FIRST_BUILD_WAIT_MS} ms`)),
        FIRST_BUILD_WAIT_MS,
      );
    });
    try {
      return (await Promise.race([update, tooLong])).index;
    } catch (error) {
      throw new SearchUnavailableError(`The search index could not be built: ${describe(error)}`);
    } finally {
      clearTimeout(waited);
    }
  }
  const fallback = () => current.index;
  return Promise.race([
    update.then((updated) => updated.index, fallback),
    new Promise<SearchIndex>((resolve) => setTimeout(() => resolve(current.index), REFRESH_WAIT_MS).unref()),
  ]);
}

/**
 * Called by the publishing webhook: reads the newest ref (not the cached one) and brings every
 * built index of this site to it, the changed documents first. Resolves when done; never rejects.
 */
export async function refreshSearchIndexes(changedIds: readonly string[]): Promise<void> {
  try {
    // A new client has no cached repository: it reads the ref the publish made. Searches use it
    // from now on, so none of them goes back to the ref cached before the publish.
    const client = createClient();
    const ref = await publishedRef(client);
    store.client = client;
    await Promise.all([...store.indexes.keys()].map((locale) => updateTo(locale, ref, changedIds)));
  } catch (error) {
    console.error(
      `search: the indexes could not be updated after a publish (${describe(error)}); they will be at the next search`,
    );
  }
}

/**
 * Loads (or builds) every locale's index ahead of the first search: an instance's start-up
 * (src/instrumentation.ts). Until each locale's first attempt ends (loaded, built, or failed),
 * `searchIndexesWarming` names it, and the readiness probe (/api/ready) keeps visitors away.
 */
export async function warmSearchIndexes(locales: readonly Locale[]): Promise<void> {
  for (const locale of locales) store.warming.add(locale);
  await Promise.all(
    locales.map(async (locale) => {
      try {
        await publishedRef(contentClient()).then((ref) => updateTo(locale, ref));
      } catch {
        // Logged by updateTo. With the content API unreachable at start, the saved index answers
        // (brought to the ref once it can be read); with none, searches say "unavailable".
        if (!store.indexes.has(locale)) {
          const saved = await loadSearchSnapshot(locale).catch(() => null);
          if (saved && !store.indexes.has(locale)) {
            const { snapshot: _snapshot, ...index } = saved;
            store.indexes.set(locale, index);
            console.log(`search: the ${locale} index (ref ${index.ref}) loaded from its snapshot, content unreachable`);
          }
        }
      } finally {
        store.warming.delete(locale);
      }
    }),
  );
}

/** The locales whose index the start-up is still loading or building: not ready for visitors' searches. */
export function searchIndexesWarming(): Locale[] {
  return [...store.warming];
}
