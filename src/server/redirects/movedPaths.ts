/**
 * Paths a publish moved (a document's uid or category changed): the old path → the new one, so the
 * old links answer one 308 from the moment the new page is live (docs/publishing.md "Redirects").
 * The publishing webhook compares each changed document's path before (the served sitemap's
 * paths, src/server/sitemap/sitemapSnapshot.ts) and after; the moves are kept in the process and,
 * with REDIS_URL, in the shared store (one snapshot, `redirects-moved`), which the other instances
 * read with each new ref's table. Without REDIS_URL only the instance that received the publish
 * knows them, until it restarts. A row in the redirects document keeps one for good.
 */
import { sharedSnapshots } from "@/server/snapshots/sharedSnapshots";
import type { RedirectTable, RedirectTarget } from "@/lib/redirects/redirectTable";

/** Its name in the shared store. */
const SHARED_NAME = "redirects-moved";
/** Moves kept at most (the oldest go first); a row in the redirects document keeps one for good. */
const MAX_MOVES = 5_000;

type Store = { moves: Map<string, string>; table: RedirectTable; at: number };
const STORE_KEY = Symbol.for("laboratorios-brezo.movedPaths");
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= {
  moves: new Map(),
  table: new Map(),
  at: 0,
});

/** Keeps a table of moves as the one answered (each a 308). */
function keep(moves: Map<string, string>, at: number): void {
  store.moves = moves;
  store.table = new Map([...moves].map(([from, to]): [string, RedirectTarget] => [from, { to, status: 308 }]));
  store.at = at;
}

/** What a publish did to documents' paths: moved (old → new) and gone (no path any more). */
export type PathChanges = { moved: [from: string, to: string][]; gone: string[] };

/**
 * The paths a publish changed: `before` (id → path as the sitemap listed it) against `after` (id →
 * path now, null for a document without one or unpublished; ids absent from `after` did not change).
 */
export function pathChanges(before: Record<string, string>, after: Record<string, string | null>): PathChanges {
  const changes: PathChanges = { moved: [], gone: [] };
  for (const [id, now] of Object.entries(after)) {
    const old = before[id];
    if (!old || old === now) continue;
    if (now) changes.moved.push([old, now]);
    else changes.gone.push(old);
  }
  return changes;
}

/**
 * Applies moves to a table of moves: each old path → its new one, earlier moves that led to an old
 * path now lead to the new one (one hop), a path that is live again is no move's source.
 */
export function applyMoves(moves: Map<string, string>, moved: readonly [string, string][]): Map<string, string> {
  const next = new Map(moves);
  for (const [from, to] of moved) {
    next.delete(to);
    for (const [source, target] of next) if (target === from) next.set(source, to);
    next.delete(from);
    next.set(from, to);
  }
  for (const [source, target] of next) if (source === target) next.delete(source);
  while (next.size > MAX_MOVES) next.delete(next.keys().next().value!);
  return next;
}

/** Records a publish's moves here and in the shared store (ref: the published ref after them). */
export async function recordMoves(moved: readonly [string, string][], ref: string): Promise<void> {
  if (moved.length === 0) return;
  keep(applyMoves(store.moves, moved), Date.now());
  await sharedSnapshots().put(SHARED_NAME, {
    ref,
    at: store.at,
    text: JSON.stringify(Object.fromEntries(store.moves)),
  });
}

/**
 * A publish's path changes, recorded and logged (the move, and the row that would keep it): the old
 * paths, which the webhook regenerates with the new ones.
 */
export async function recordPathChanges(
  before: Record<string, string>,
  after: Record<string, string | null>,
  ref: () => Promise<string>,
): Promise<string[]> {
  const changes = pathChanges(before, after);
  if (changes.moved.length > 0) await recordMoves(changes.moved, await ref());
  for (const [from, to] of changes.moved)
    console.log(
      `revalidate: ${from} moved to ${to}: the old path answers a 308 to it; add a row to the redirects document to keep it for good`,
    );
  for (const from of changes.gone)
    console.log(`revalidate: ${from} has no document any more: a 404 (or its redirect row)`);
  return [...changes.moved.map(([from]) => from), ...changes.gone];
}

/** The moves this process knows (read nothing): each old path → one 308 to its new path. */
export const movedTable = (): RedirectTable => store.table;

/** Takes the shared store's moves when they are newer than this process's (once per ref, editorRedirects.ts). */
export async function refreshMoves(): Promise<void> {
  const shared = await sharedSnapshots().get(SHARED_NAME);
  if (!shared || shared.at <= store.at) return;
  try {
    keep(new Map(Object.entries(JSON.parse(shared.text) as Record<string, string>)), shared.at);
  } catch {
    // a snapshot this build cannot read: the process keeps its own
  }
}
