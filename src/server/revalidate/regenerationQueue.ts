/**
 * The publishing webhook's work after its answer: each submission's ids mapped to paths, the paths
 * regenerated a few at a time (docs/publishing.md "What happens after the answer").
 */
import * as prismic from "@prismicio/client";
import { LRUCache } from "lru-cache";
import type { DocumentPaths } from "./documentPaths";

/** Pages regenerated at the same time (each render reads the content API; the machine has few cores). */
const DEFAULT_CONCURRENCY = 4;
/** Waits before each new attempt after a transient failure: 21 s in all, within a function's time. */
const DEFAULT_RETRY_MS = [1_000, 5_000, 15_000];
/** Ids remembered as handled (a repeated delivery is skipped); the oldest are forgotten beyond it. */
const HANDLED_IDS_KEPT = 10_000;

/** Regenerates one public path; rejects on failure. */
export type Revalidate = (path: string) => Promise<void>;

type Log = { info: (line: string) => void; error: (line: string) => void };

export type RegenerationDependencies = {
  mapDocuments: (ids: readonly string[]) => Promise<DocumentPaths>;
  refreshSearch?: (ids: readonly string[]) => Promise<void>;
  log?: Log;
  concurrency?: number;
  retryMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

/** What a webhook's ids became: queued, or already handled at this master ref (a repeated delivery). */
export type Submission = { queued: string[]; alreadyHandled: string[] };

/** A path to regenerate: how, and who waits for the outcome. */
type Job = { revalidate: Revalidate; done: ((ok: boolean) => void)[] };

/** The client's errors for a 4xx answer of the Content API (any other status is a plain PrismicError). */
const CONTENT_API_4XX = [prismic.ParsingError, prismic.ForbiddenError, prismic.NotFoundError];
/** `res.revalidate()` fails with "Failed to revalidate <path>: Invalid response <status>" when the render answered that. */
const REVALIDATE_STATUS = /Invalid response (\d{3})\b/;

/** Whether a failed read or regeneration may succeed if tried again: a network error, a timeout or a 5xx may, a 4xx not. */
export function isTransient(error: unknown): boolean {
  if (CONTENT_API_4XX.some((type) => error instanceof type)) return false;
  const status = error instanceof Error ? REVALIDATE_STATUS.exec(error.message)?.[1] : undefined;
  return status === undefined || !status.startsWith("4");
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** The regeneration queue of one process. */
export class RegenerationQueue {
  /** The master ref at which each id's pages were last regenerated. */
  private readonly handledAt = new LRUCache<string, string>({ max: HANDLED_IDS_KEPT });
  /** Paths waiting, in the order they were asked for. */
  private readonly waiting = new Map<string, Job>();
  /** Paths being regenerated, with the job asked for meanwhile (run after), if any. */
  private readonly running = new Map<string, Job | null>();
  /** Work not finished yet (mappings, reads, regenerations, search, sitemap): `idle()` waits for it. */
  private readonly work = new Set<Promise<unknown>>();
  private readonly deps: Required<Omit<RegenerationDependencies, "refreshSearch">> &
    Pick<RegenerationDependencies, "refreshSearch">;

  constructor(deps: RegenerationDependencies) {
    this.deps = {
      log: { info: console.log, error: console.error },
      concurrency: DEFAULT_CONCURRENCY,
      retryMs: DEFAULT_RETRY_MS,
      sleep: defaultSleep,
      ...deps,
    };
  }

  /** Starts a webhook's work in the background; an id already handled at this master ref is skipped. */
  submit(ids: readonly string[], ref: string | undefined, revalidate: Revalidate): Submission {
    const unique = [...new Set(ids)];
    const alreadyHandled = unique.filter((id) => ref !== undefined && this.handledAt.get(id) === ref);
    const queued = unique.filter((id) => !alreadyHandled.includes(id));
    if (queued.length > 0) this.track(this.handle(queued, ref, revalidate));
    return { queued, alreadyHandled };
  }

  /** Resolves once nothing is waiting or running (tests, and the platform's waitUntil). */
  async idle(): Promise<void> {
    while (this.work.size > 0) await Promise.all(this.work);
  }

  private track(promise: Promise<unknown>): void {
    const settled = promise.catch(() => undefined).finally(() => this.work.delete(settled));
    this.work.add(settled);
  }

  /** One submission: search beside it, and its paths. */
  private async handle(ids: string[], ref: string | undefined, revalidate: Revalidate): Promise<void> {
    const label = `${ids.length} document(s) (${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", …" : ""})`;
    if (this.deps.refreshSearch) this.track(this.deps.refreshSearch(ids));
    const mapped = await this.attempt(
      () => this.deps.mapDocuments(ids),
      (error, attempts) =>
        this.deps.log.error(
          `revalidate: could not read the pages of ${label} (${describe(error)}, ${attempts} attempt(s)); those pages regenerate when ISR expires them`,
        ),
    );
    if (!mapped) return;
    if (mapped.unknownDocuments.length > 0)
      this.deps.log.info(`revalidate: no document has the id(s) ${mapped.unknownDocuments.join(", ")} any more`);
    const ok = await this.regenerateAll(label, mapped.paths, revalidate);
    if (ok && ref !== undefined) for (const id of ids) this.handledAt.set(id, ref);
  }

  /** Calls `run`, again after each wait while it fails transiently. */
  private async attempt<T>(
    run: () => Promise<T>,
    failed: (error: unknown, attempts: number) => void,
  ): Promise<T | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        const wait = isTransient(error) ? this.deps.retryMs[attempt] : undefined;
        if (wait === undefined) {
          failed(error, attempt + 1);
          return null;
        }
        await this.deps.sleep(wait);
      }
    }
  }

  /** Regenerates paths and logs one line when they are done; true when none failed. */
  private async regenerateAll(label: string, paths: readonly string[], revalidate: Revalidate): Promise<boolean> {
    if (paths.length === 0) return true;
    const started = Date.now();
    const outcomes = await Promise.all(paths.map((path) => this.schedule(path, revalidate)));
    const failed = outcomes.filter((ok) => !ok).length;
    const line = `revalidate: ${label}: ${paths.length - failed}/${paths.length} paths regenerated in ${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (failed > 0) this.deps.log.error(`${line}, ${failed} failed`);
    else this.deps.log.info(line);
    return failed === 0;
  }

  /** Queues a path; resolves with whether its next regeneration succeeded. */
  private schedule(path: string, revalidate: Revalidate): Promise<boolean> {
    return new Promise((resolve) => {
      const running = this.running.has(path);
      const job = (running ? this.running.get(path) : this.waiting.get(path)) ?? { revalidate, done: [] };
      job.revalidate = revalidate;
      job.done.push(resolve);
      if (running) this.running.set(path, job);
      else {
        this.waiting.set(path, job);
        this.pump();
      }
    });
  }

  private pump(): void {
    for (const [path, job] of this.waiting) {
      if (this.running.size >= this.deps.concurrency) return;
      this.waiting.delete(path);
      this.running.set(path, null);
      this.track(
        this.regenerate(path, job.revalidate).then((ok) => {
          job.done.forEach((resolve) => resolve(ok));
          const again = this.running.get(path);
          this.running.delete(path);
          if (again) this.waiting.set(path, again);
          this.pump();
        }),
      );
    }
  }

  /** One path, retried on its own after a transient failure; true when it was regenerated. */
  private async regenerate(path: string, revalidate: Revalidate): Promise<boolean> {
    const done = await this.attempt(
      () => revalidate(path).then(() => true),
      (error, attempts) =>
        this.deps.log.error(
          `revalidate: ${path} could not be regenerated (${describe(error)}, ${attempts} attempt(s)); ISR regenerates it when it expires`,
        ),
    );
    return done === true;
  }
}
