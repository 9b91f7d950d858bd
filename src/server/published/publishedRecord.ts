/**
 * The one record of what is published (docs/publishing.md "The published record"): each document's
 * entry, and each path a publish moved away from, mapped to its document.
 */
import * as prismic from "@prismicio/client";
import { ROUTABLE_TYPES } from "@/config/routeTable";
import { perProcess } from "@/lib/perProcess";
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { buildsRecord, RECORD_SHAPE, siteRecordStore, type PublishedEntry, type StoredRecord } from "./recordStore";

/** The record as this process holds it. */
export type PublishedRecord = {
  version: string;
  documents: ReadonlyMap<string, PublishedEntry>;
  moved: ReadonlyMap<string, string>;
  rows: Readonly<Record<string, string[]>>;
  reconciledAt: number;
};

/** How often a full read checks the record against the repository (a publish missed during an outage). */
const RECONCILE_EVERY_MS = 24 * 60 * 60_000;
/** After a daily full read was tried (done, failed, or given way to a publish), the next waits this long. */
const RECONCILE_RETRY_MS = 60 * 60_000;
/** Longest one instance's full read may hold the others back (10,000 documents take about a minute). */
const READ_LOCK_SECONDS = 300;

/** This process's store, copy of the record, its load and full read running, and the next daily full read. */
const processHolder = () =>
  perProcess("publishedRecord", () => ({
    store: siteRecordStore(),
    copy: null as PublishedRecord | null,
    loading: null as Promise<PublishedRecord> | null,
    reading: null as Promise<unknown> | null,
    nextReconcile: 0,
  }));
type Holder = ReturnType<typeof processHolder>;

/** A document's entry, or null when it has no public path. */
export function entryOf(doc: prismic.PrismicDocument): PublishedEntry | null {
  return doc.url
    ? { locale: doc.lang, path: doc.url, type: doc.type, lastmod: doc.last_publication_date.slice(0, 10) }
    : null;
}

/** A full read: every routable document of the site's locales at a ref (pages of 100, the types side by side). */
async function readPublished(client: ContentClient, ref: string): Promise<Record<string, PublishedEntry>> {
  const reads = siteConfig.country.locales.flatMap((lang) =>
    ROUTABLE_TYPES.map((type) =>
      client.dangerouslyGetAll({ ref, lang, filters: [prismic.filter.at("document.type", type)] }),
    ),
  );
  const documents: Record<string, PublishedEntry> = {};
  for (const doc of (await Promise.all(reads)).flat()) {
    const entry = entryOf(doc);
    if (entry) documents[doc.id] = entry;
  }
  return documents;
}

/** The paths `before` held that `after` no longer gives its document: moved path → document id. */
export function movesBetween(before: Record<string, PublishedEntry>, after: Record<string, PublishedEntry>) {
  const moved: Record<string, string> = {};
  for (const [id, entry] of Object.entries(before)) if (after[id]?.path !== entry.path) moved[entry.path] = id;
  return moved;
}

/**
 * The record a build writes (`<distDir>/cache/published.json`) from its full read at `ref`. It keeps
 * the moves and rows of the record it replaces (`previous`: that file's text, the last build's or a
 * site without Redis's record), and adds the paths moved since: a rebuild does not drop a 308.
 */
export function builtRecord(documents: Record<string, PublishedEntry>, ref: string, previous: string | null) {
  let before: Partial<StoredRecord> = {};
  try {
    before = (JSON.parse(previous ?? "{}") as Partial<StoredRecord> | null) ?? {};
  } catch {
    // not a record: nothing to keep
  }
  const moved = { ...before.moved, ...movesBetween(before.documents ?? {}, documents) };
  return {
    shape: RECORD_SHAPE,
    version: "1",
    documents,
    moved,
    rows: before.rows ?? {},
    ref,
    reconciledAt: Date.now(),
  };
}

const held = (stored: StoredRecord): PublishedRecord => ({
  version: stored.version,
  documents: new Map(Object.entries(stored.documents)),
  moved: new Map(Object.entries(stored.moved)),
  rows: stored.rows ?? {},
  reconciledAt: stored.reconciledAt,
});

/**
 * Fills or repairs the record with a full read at the published ref (the build's when it is at that
 * ref and newer; with `buildOnly`, only then), unless a publish changed it meanwhile; paths changed
 * since are recorded as moved. One instance at a time; never rejects.
 */
function fullRead(holder: Holder, reason: string, record: PublishedRecord | null, buildOnly = false): Promise<unknown> {
  return (holder.reading ??= (async () => {
    const started = Date.now();
    const client = createClient();
    const ref = await publishedRef(client);
    const built = await buildsRecord();
    const fromBuild = built?.ref === ref && built.reconciledAt > (record?.reconciledAt ?? 0);
    const release = fromBuild || buildOnly ? null : await holder.store.lock(READ_LOCK_SECONDS);
    if (!fromBuild && !release) return;
    const documents = fromBuild ? built.documents : await readPublished(client, ref).finally(() => release?.());
    const moved = movesBetween(record ? Object.fromEntries(record.documents) : (built?.documents ?? {}), documents);
    const done = await holder.store.replace(documents, moved, ref, record?.version ?? null);
    console.log(
      `published record: ${done ? "" : "not "}replaced by a full read (${reason}; ${Object.keys(documents).length} documents at ref ${ref}, ${fromBuild ? "the build's" : `read in ${((Date.now() - started) / 1000).toFixed(1)} s`}, ${Object.keys(moved).length} moved path(s) found)${done ? "" : ": a publish changed it meanwhile"}`,
    );
  })()
    .catch((error: unknown) =>
      console.error(`published record: the full read failed (${error instanceof Error ? error.message : error})`),
    )
    .finally(() => (holder.reading = null)));
}

/** The record now (this process's copy while its version is the stored one); rejects only with nothing at all. */
export async function publishedRecord(): Promise<PublishedRecord>;
/** With `{ fill: false }`: null instead of filling a missing record (a lookup that must not wait for a full read). */
export async function publishedRecord(options: { fill: false }): Promise<PublishedRecord | null>;
export async function publishedRecord({ fill = true } = {}): Promise<PublishedRecord | null> {
  const holder = processHolder();
  let version: string | null;
  try {
    version = await holder.store.version();
  } catch (error) {
    if (holder.copy) return holder.copy;
    throw error;
  }
  if (version === null) {
    if (!fill) return holder.copy;
    const filling = fullRead(holder, "no record of this shape", null);
    if (holder.copy) return holder.copy;
    const built = await buildsRecord();
    if (built) return (holder.copy = { ...held(built), version: "build" });
    await filling;
    // Filled by this instance or another.
    const stored = await holder.store.load();
    if (!stored) throw new Error("the published record could not be filled");
    return (holder.copy = held(stored));
  }
  if (holder.copy?.version !== version) {
    holder.loading ??= holder.store
      .load()
      .then((stored) => (holder.copy = stored ? held(stored) : holder.copy!))
      .finally(() => (holder.loading = null));
    await holder.loading;
  }
  const copy = holder.copy!;
  const now = Date.now();
  if (now - copy.reconciledAt > RECONCILE_EVERY_MS && now > holder.nextReconcile) {
    holder.nextReconcile = now + RECONCILE_RETRY_MS;
    void fullRead(holder, "a day since the last", copy);
  }
  return copy;
}

/** At an instance's start: the record read, filled if missing, repaired from a newer build's read. */
export async function loadPublishedRecord(): Promise<void> {
  const holder = processHolder();
  const record = await publishedRecord();
  const built = await buildsRecord();
  if (built && built.reconciledAt > record.reconciledAt) await fullRead(holder, "a new build", record, true);
}

/** Where a moved path leads now: its document's current path; null when not moved, unpublished or live again. */
export function movedTo(record: PublishedRecord, path: string): string | null {
  const id = record.moved.get(path);
  const entry = id === undefined ? undefined : record.documents.get(id);
  return entry && entry.path !== path ? entry.path : null;
}

/** How long a publish waits for a missing record to be filled (by this instance or another). */
const FILL_WAIT_MS = 120_000;

/** The stored record once filled (a fill replaces what a publish wrote before); rejects after FILL_WAIT_MS. */
async function filledRecord(holder: Holder): Promise<PublishedRecord> {
  for (const deadline = Date.now() + FILL_WAIT_MS; ;) {
    const record = await publishedRecord();
    if (record.version !== "build") return record;
    if (Date.now() > deadline) throw new Error("the published record is still being filled");
    await Promise.all([holder.reading, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  }
}

/** What a publish did, by document id: its entry now (null: no public path) and a `redirects` document's from-paths. */
export type Published = { entries: Record<string, PublishedEntry | null>; rows: Record<string, string[] | null> };

/** Records what a publish did; returns the paths whose answer may have changed. Rejects when not written. */
export async function recordPublished({ entries, rows }: Published): Promise<string[]> {
  const holder = processHolder();
  const record = await filledRecord(holder);
  const change = { documents: entries, moved: {} as Record<string, string | null>, rows };
  const changed = new Set<string>(Object.keys(rows).flatMap((id) => record.rows[id] ?? []));
  for (const [id, entry] of Object.entries(entries)) {
    const before = record.documents.get(id);
    if (entry) change.moved[entry.path] = null;
    // Each publish of a document regenerates the paths that lead to it, also those a full read found.
    for (const [from, to] of record.moved) if (to === id && from !== entry?.path) changed.add(from);
    if (!before || before.path === entry?.path) continue;
    change.moved[before.path] = id;
    changed.add(before.path);
    console.log(
      entry
        ? `revalidate: ${before.path} moved to ${entry.path}: the old path answers a 308 to it; add a row to the redirects document to keep it for good`
        : `revalidate: ${before.path} has no document any more: a 404 (or its redirect row)`,
    );
  }
  await holder.store.apply(change);
  return [...changed];
}
