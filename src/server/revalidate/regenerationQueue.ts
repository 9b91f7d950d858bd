/**
 * The publishing webhook's work, done after its answer (docs/publishing.md "What happens after the
 * answer"): the changed ids are mapped to public paths and each path is regenerated, a few at a
 * time, each retried on its own. Webhooks that arrive meanwhile are merged into the same work:
 * an id already handled for the same master ref is not looked up again (Prismic's retry), a path
 * waiting is not queued twice, and a path being regenerated is regenerated once more afterwards
 * (its render may have read the content before the change), never twice at once.
 *
 * Two lanes: the changed documents' own pages, the pages linking to them and the first page of each
 * listing first; the rest of those listings and a layout change's every public path after them.
 */
import type { DocumentPaths } from "./documentPaths";

/** Pages regenerated at the same time (each render reads the content API; the machine has few cores). */
const DEFAULT_CONCURRENCY = 4;
/** Waits before the 2nd and 3rd attempt at one path. */
const DEFAULT_PATH_RETRY_MS = [500, 2_000];
/** Waits before each new attempt at mapping ids while the content API cannot be read (about 10 minutes in all). */
const DEFAULT_MAP_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000, 180_000, 180_000];
/** How often a long background run (a layout change) logs its progress. */
const PROGRESS_EVERY_MS = 15_000;

type Lane = "first" | "later";

type Log = { info: (line: string) => void; error: (line: string) => void };

export type RegenerationDependencies = {
  /** The paths showing these documents (`paths` first, `laterPaths` after), the unknown ids, and whether the layout changed. */
  mapDocuments: (ids: readonly string[]) => Promise<DocumentPaths>;
  /** Every public path of the site (for a layout change). */
  allPaths: () => Promise<string[]>;
  /** Regenerates one public path; rejects on failure. */
  revalidate: (path: string) => Promise<void>;
  /** Brings search to the published content, these documents first; never rejects. */
  refreshSearch?: (ids: readonly string[]) => Promise<void>;
  /** Rebuilds what is kept per ref (the sitemap) in the background; never rejects. */
  refreshRef?: () => Promise<void>;
  log?: Log;
  concurrency?: number;
  pathRetryMs?: readonly number[];
  mapRetryMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** What a webhook's ids became: queued, or already handled at this master ref (a repeated delivery). */
export type Submission = { queued: string[]; alreadyHandled: string[] };

/** A run of paths whose end is logged: one webhook batch, or a layout change. */
type Run = {
  label: string;
  total: number;
  done: number;
  failed: number;
  startedAt: number;
  lastLog: number;
  /** More paths may still be added (the later reads have not ended). */
  open?: boolean;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** The queue of regenerations of one process (see the file comment). */
export class RegenerationQueue {
  /** Ids waiting to be mapped, with the master ref of the webhook that named them. */
  private readonly pendingIds = new Map<string, string | undefined>();
  /** Ids being mapped now, with their master ref. */
  private mappingIds = new Map<string, string | undefined>();
  /** The master ref at which each id was last mapped. */
  private readonly handledAt = new Map<string, string>();
  private readonly lanes: Record<Lane, Set<string>> = { first: new Set(), later: new Set() };
  private readonly running = new Set<string>();
  /** Paths asked for again while being regenerated, with their lane. */
  private readonly again = new Map<string, Lane>();
  /** The runs each waiting or running path counts for. */
  private readonly runsOf = new Map<string, Run[]>();
  private mapping: Promise<void> | null = null;
  private layout: { running: boolean; again: boolean; label: string } = { running: false, again: false, label: "" };
  private active = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly deps: Required<Omit<RegenerationDependencies, "refreshSearch" | "refreshRef">> &
    Pick<RegenerationDependencies, "refreshSearch" | "refreshRef">;

  constructor(deps: RegenerationDependencies) {
    this.deps = {
      log: { info: console.log, error: console.error },
      concurrency: DEFAULT_CONCURRENCY,
      pathRetryMs: DEFAULT_PATH_RETRY_MS,
      mapRetryMs: DEFAULT_MAP_RETRY_MS,
      sleep: defaultSleep,
      now: Date.now,
      ...deps,
    };
  }

  /** Replaces how a path is regenerated (the API route passes the latest request's `res.revalidate`). */
  setRevalidate(revalidate: (path: string) => Promise<void>): void {
    this.deps.revalidate = revalidate;
  }

  /**
   * Accepts a webhook's ids; the work starts at once, in the background. An id already mapped (or
   * waiting) for the same master ref is skipped: Prismic's repeated delivery costs nothing.
   * @param ref the webhook's `masterRef`, when it has one
   */
  submit(ids: readonly string[], ref?: string): Submission {
    const queued: string[] = [];
    const alreadyHandled: string[] = [];
    for (const id of new Set(ids)) {
      const same =
        ref !== undefined &&
        (this.handledAt.get(id) === ref || this.pendingIds.get(id) === ref || this.mappingIds.get(id) === ref);
      if (same) alreadyHandled.push(id);
      else {
        this.pendingIds.set(id, ref);
        queued.push(id);
      }
    }
    if (queued.length > 0) this.startMapping();
    return { queued, alreadyHandled };
  }

  /** Resolves once nothing is waiting or running (tests, and the platform's waitUntil). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** How many paths are waiting or being regenerated. */
  get backlog(): number {
    return this.lanes.first.size + this.lanes.later.size + this.running.size;
  }

  private isIdle(): boolean {
    return this.mapping === null && !this.layout.running && this.backlog === 0 && this.pendingIds.size === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Maps the waiting ids, all of them in one go (a burst of webhooks is one lookup), until none wait. */
  private startMapping(): void {
    if (this.mapping) return;
    this.mapping = (async () => {
      while (this.pendingIds.size > 0) {
        const batch = new Map(this.pendingIds);
        this.pendingIds.clear();
        this.mappingIds = batch;
        await this.mapBatch(batch);
        this.mappingIds = new Map();
      }
    })().finally(() => {
      this.mapping = null;
      this.settle();
    });
  }

  private async mapBatch(batch: Map<string, string | undefined>): Promise<void> {
    const ids = [...batch.keys()];
    const search = this.deps.refreshSearch?.(ids);
    const mapped = await this.withRetries(`${ids.length} changed document(s) (ids: ${ids.join(", ")})`, () =>
      this.deps.mapDocuments(ids),
    );
    if (!mapped) {
      await search;
      return;
    }
    for (const [id, ref] of batch) if (ref !== undefined) this.handledAt.set(id, ref);
    const run = this.newRun(`${ids.length} document(s)`, mapped.paths.length);
    run.open = true;
    for (const path of mapped.paths) this.schedule(path, "first", run);
    if (mapped.unknownDocuments.length > 0)
      this.deps.log.info(`revalidate: no document has the id(s) ${mapped.unknownDocuments.join(", ")} any more`);
    if (mapped.wholeSite) this.startLayout(ids.join(", "));
    void this.deps.refreshRef?.();
    this.pump();
    const later = await this.withRetries(`the rest of the pages of ${ids.length} changed document(s)`, mapped.later);
    run.total += later?.length ?? 0;
    run.open = false;
    for (const path of later ?? []) this.schedule(path, "later", run);
    if (run.done === run.total) this.progress(run, null);
    this.pump();
    // Search is brought to the new ref meanwhile; the next batch waits for it (one update at a time).
    await search;
  }

  /** Runs a read, retried while the content API cannot be read; null when it gave up (logged). */
  private async withRetries<T>(what: string, read: () => Promise<T>): Promise<T | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        const wait = this.deps.mapRetryMs[attempt];
        if (wait === undefined) {
          this.deps.log.error(
            `revalidate: gave up reading ${what} after ${attempt + 1} attempts (${describe(error)}); those pages regenerate when ISR expires them`,
          );
          return null;
        }
        this.deps.log.error(
          `revalidate: could not read ${what} (${describe(error)}); trying again in ${Math.round(wait / 1000)} s`,
        );
        await this.deps.sleep(wait);
      }
    }
  }

  /** A layout change: every public path, in the later lane, with a progress line. One at a time; a new one reruns it. */
  private startLayout(label: string): void {
    if (this.layout.running) {
      this.layout.again = true;
      return;
    }
    this.layout = { running: true, again: false, label };
    void (async () => {
      do {
        this.layout.again = false;
        const paths = await this.withRetries(`every public path (layout change: ${label})`, this.deps.allPaths);
        if (!paths) break;
        const run = this.newRun(`layout change (${label})`, paths.length, true);
        this.deps.log.info(`revalidate: layout change (${label}): regenerating ${paths.length} public paths`);
        for (const path of paths) this.schedule(path, "later", run);
        this.pump();
      } while (this.layout.again);
    })().finally(() => {
      this.layout.running = false;
      this.settle();
    });
  }

  private newRun(label: string, total: number, progress = false): Run {
    const now = this.deps.now();
    return { label, total, done: 0, failed: 0, startedAt: now, lastLog: progress ? now : Number.POSITIVE_INFINITY };
  }

  /** Queues a path in a lane, unless it waits already (a first-lane request moves it forward) or runs (then once more after). */
  private schedule(path: string, lane: Lane, run: Run): void {
    const runs = this.runsOf.get(path);
    if (runs) runs.push(run);
    else this.runsOf.set(path, [run]);
    if (this.running.has(path)) {
      if (this.again.get(path) !== "first") this.again.set(path, lane);
      return;
    }
    if (this.lanes.first.has(path)) return;
    if (this.lanes.later.has(path)) {
      if (lane === "later") return;
      this.lanes.later.delete(path);
    }
    this.lanes[lane].add(path);
  }

  private next(): string | undefined {
    for (const lane of [this.lanes.first, this.lanes.later]) {
      const path = lane.values().next().value;
      if (path !== undefined) {
        lane.delete(path);
        return path;
      }
    }
    return undefined;
  }

  private pump(): void {
    while (this.active < this.deps.concurrency) {
      const path = this.next();
      if (path === undefined) break;
      this.active++;
      this.running.add(path);
      void this.regenerate(path).finally(() => {
        this.active--;
        this.running.delete(path);
        const lane = this.again.get(path);
        if (lane) {
          this.again.delete(path);
          this.lanes[lane].add(path);
        }
        this.pump();
        this.settle();
      });
    }
  }

  /** One path, retried on its own; its failure is logged with the path. */
  private async regenerate(path: string): Promise<void> {
    let failure: unknown = null;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.revalidate(path);
        failure = null;
        break;
      } catch (error) {
        failure = error;
        const wait = this.deps.pathRetryMs[attempt];
        if (wait === undefined) break;
        await this.deps.sleep(wait);
      }
    }
    if (failure !== null)
      this.deps.log.error(
        `revalidate: ${path} could not be regenerated (${describe(failure)}); ISR regenerates it when it expires`,
      );
    // A path asked for again while it ran counts for its newer runs at its next regeneration.
    if (this.again.has(path)) return;
    const runs = this.runsOf.get(path) ?? [];
    this.runsOf.delete(path);
    for (const run of runs) this.progress(run, failure !== null);
  }

  /** Counts one path of a run (null: none, just check whether it ended) and logs when it ends or every PROGRESS_EVERY_MS. */
  private progress(run: Run, failed: boolean | null): void {
    if (failed !== null) run.done++;
    if (failed) run.failed++;
    const now = this.deps.now();
    const finished = run.done === run.total && !run.open;
    if (run.done === run.total && run.open) return;
    if (!finished && now - run.lastLog < PROGRESS_EVERY_MS) return;
    if (run.total === 0) return;
    run.lastLog = now;
    const seconds = ((now - run.startedAt) / 1000).toFixed(1);
    const line = `revalidate: ${run.label}: ${run.done}/${run.total} paths regenerated${finished ? ` in ${seconds} s` : ""}, ${run.failed} failed`;
    if (run.failed > 0 && finished) this.deps.log.error(line);
    else this.deps.log.info(line);
  }
}
