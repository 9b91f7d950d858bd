/**
 * A view of the published content per ref (the editors' redirects, search), built once at a time per
 * process from the last one, which answers meanwhile. On globalThis: Next bundles each route apart.
 */
import { perProcess } from "@/lib/perProcess";
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";

type ViewState = {
  current: { ref: string; value: unknown } | null;
  /** The build running (one at a time; the next waits for it), and its ref. */
  pending: { ref: string; done: Promise<unknown> } | null;
  client: ContentClient | null;
  /** Set while the instance's start-up loads the view (readiness waits for it). */
  starting: boolean;
};
/** Every view of the process. */
const views = perProcess("perRefViews", () => ({ views: new Map<string, ViewState>() })).views;

/** How a view is built, and how long a request waits for a newer one when an older one can answer. */
export type ViewDefinition<T> = {
  /** Builds the view at a ref; `previous` is the last one (to update), null for the first. */
  build: (ref: string, client: ContentClient, previous: { ref: string; value: T } | null) => Promise<T>;
  /** Default: until it is built. */
  waitMs?: number;
};

function stateOf(name: string): ViewState {
  let state = views.get(name);
  if (!state) views.set(name, (state = { current: null, pending: null, client: null, starting: false }));
  return state;
}

/** Builds a view at a ref after the build running, if any; `again`: even when that one is at the same ref. */
function buildAt<T>(state: ViewState, ref: string, client: ContentClient, { build }: ViewDefinition<T>, again = false) {
  if (state.pending?.ref === ref && !again) return state.pending.done as Promise<T>;
  const done: Promise<T> = (state.pending?.done.catch(() => undefined) ?? Promise.resolve())
    .then(async () => {
      const previous = state.current as { ref: string; value: T } | null;
      if (previous?.ref === ref && !again) return previous.value;
      const value = await build(ref, client, previous);
      state.current = { ref, value };
      return value;
    })
    .finally(() => {
      if (state.pending?.done === done) state.pending = null;
    });
  state.pending = { ref, done };
  return done;
}

/** A view at the published ref (`client`: a page's, which read the refs already); rejects only with none ever built. */
export async function viewAt<T>(name: string, definition: ViewDefinition<T>, client?: ContentClient): Promise<T> {
  const state = stateOf(name);
  const reader = client ?? (state.client ??= createClient());
  const held = () => state.current?.value as T;
  let ref: string;
  try {
    ref = await publishedRef(reader);
  } catch (error) {
    if (state.current) return held();
    throw error;
  }
  if (state.current?.ref === ref) return held();
  const update = buildAt(state, ref, reader, definition);
  if (!state.current) return update;
  const waited = definition.waitMs;
  if (waited === undefined) return update.catch(held);
  return Promise.race([
    update.catch(held),
    new Promise<T>((resolve) => setTimeout(() => resolve(held()), waited).unref()),
  ]);
}

/** After a publish: builds a view (never built: nothing) at the newest ref, even at the same ref. Rejects on failure. */
export async function refreshView<T>(name: string, definition: ViewDefinition<T>, client = createClient()) {
  const state = stateOf(name);
  if (!state.current && !state.pending) return;
  state.client = client;
  await buildAt(state, await publishedRef(client), client, definition, true);
}

/** Keeps a value as the view when it has none (a saved copy while the content API cannot be read). */
export function keepView<T>(name: string, ref: string, value: T): void {
  stateOf(name).current ??= { ref, value };
}

/** Marks a view as loading for the instance's start-up until `loading` settles. */
export async function whileStarting(name: string, loading: Promise<unknown>): Promise<void> {
  const state = stateOf(name);
  state.starting = true;
  await loading.catch(() => undefined);
  state.starting = false;
}

/** The views the start-up is still loading. */
export const startingViews = (): string[] => [...views].filter(([, state]) => state.starting).map(([name]) => name);
