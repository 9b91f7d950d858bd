/**
 * A view of the published content kept per content ref (the editors' redirect table, each
 * locale's search index): built once per ref in each process, the newest kept, the last one
 * answered while the content API cannot be read or a new one is being built. One store for every
 * view of the process (globalThis: Next bundles each page and API route apart).
 */
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";

type ViewState = {
  current: { ref: string; value: unknown } | null;
  building: Map<string, Promise<unknown>>;
  client: ContentClient | null;
};
const VIEWS_KEY = Symbol.for("laboratorios-brezo.perRefViews");
const views = ((globalThis as Record<symbol, Map<string, ViewState> | undefined>)[VIEWS_KEY] ??= new Map());

/** How a view is built and how long a request waits for a newer one. */
export type ViewDefinition<T> = {
  /** Builds the view at a ref; `previous` is the last one (to update instead of rebuilding), if any. */
  build: (ref: string, client: ContentClient, previous: { ref: string; value: T } | null) => Promise<T>;
  /** How long a request waits for the new ref's view when an older one can answer (default: until it is built). */
  waitMs?: number;
  /** Called with every view built (to save or share it). */
  built?: (ref: string, value: T) => void;
};

/** The state of a view, by name (created on first use). */
function stateOf(name: string): ViewState {
  let state = views.get(name);
  if (!state) views.set(name, (state = { current: null, building: new Map(), client: null }));
  return state;
}

/** Builds a view at a ref once at a time; keeps it unless a newer ref's was kept meanwhile. */
function buildAt<T>(state: ViewState, ref: string, client: ContentClient, definition: ViewDefinition<T>): Promise<T> {
  const pending = state.building.get(ref) as Promise<T> | undefined;
  if (pending) return pending;
  const previous = state.current as { ref: string; value: T } | null;
  const done = definition
    .build(ref, client, previous)
    .then((value) => {
      if (state.current === previous) state.current = { ref, value };
      definition.built?.(ref, value);
      return value;
    })
    .finally(() => state.building.delete(ref));
  state.building.set(ref, done);
  return done;
}

/**
 * A view at the published ref. `client`: one that reads the published ref (a page's, which has
 * read the refs already); else the view's own (repository metadata cached 5 s). Rejects only when
 * there has never been a view and none can be built.
 */
export async function viewAt<T>(name: string, definition: ViewDefinition<T>, client?: ContentClient): Promise<T> {
  const state = stateOf(name);
  const reader = client ?? (state.client ??= createClient());
  let ref: string;
  try {
    ref = await publishedRef(reader);
  } catch (error) {
    if (state.current) return state.current.value as T;
    throw error;
  }
  if (state.current?.ref === ref) return state.current.value as T;
  const update = buildAt(state, ref, reader, definition);
  const previous = state.current;
  if (!previous || definition.waitMs === undefined)
    return update.catch((error: unknown) => {
      if (state.current) return state.current.value as T;
      throw error;
    });
  const old = () => previous.value as T;
  return Promise.race([
    update.catch(old),
    new Promise<T>((resolve) => setTimeout(() => resolve(old()), definition.waitMs).unref()),
  ]);
}

/** Forgets a view's client, so that its next request reads the newest ref (after a publish). */
export function followNewestRef(name: string, client: ContentClient = createClient()): ContentClient {
  return (stateOf(name).client = client);
}

/** The view held now, without reading anything (null when none was built yet). */
export function heldView<T>(name: string): { ref: string; value: T } | null {
  return stateOf(name).current as { ref: string; value: T } | null;
}
