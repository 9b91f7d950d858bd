import { ISLANDS, isIslandName, type IslandName } from "@/islands/registry";

/**
 * What tells the loader the visitor is about to use an island: a pointer or a touch on it, the
 * focus or a key press inside it (a submit is held and made again: below). Nothing else runs an
 * island's code: Lighthouse, and a phone right after load, see no framework start-up.
 */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Runs `task` when the browser has nothing more urgent to do (at the latest after 2 s). */
const whenIdle = (task: () => void) =>
  typeof window.requestIdleCallback === "function"
    ? window.requestIdleCallback(task, { timeout: 2_000 })
    : setTimeout(task, 200);

/** How near the viewport an island is when its code starts to download (not to run). */
const DOWNLOAD_AHEAD_MARGIN = "600px";

/** Each island's files, as the page names them (src/pages/_document.tsx, from the build's manifest). */
function islandFiles(): Partial<Record<string, string[]>> {
  const script = document.querySelector<HTMLScriptElement>("script[data-island-files]");
  try {
    return JSON.parse(script?.dataset.islandFiles ?? "{}") as Partial<Record<string, string[]>>;
  } catch {
    return {};
  }
}

/** The files already asked for (islands share React DOM's). */
const downloading = new Set<string>();

/**
 * Downloads files ahead without running them: a `modulepreload` link fetches a module and lets the
 * browser compile it; it runs only when the island imports it. Each file once per page.
 */
function downloadAhead(files: readonly string[]): void {
  if (!document.createElement("link").relList.supports("modulepreload")) return;
  for (const file of files) {
    if (downloading.has(file)) continue;
    downloading.add(file);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    document.head.append(link);
  }
}

/** Runs an island's code (React DOM's runtime and the component, downloaded now if not yet) and hydrates its element. */
async function wake(root: HTMLElement, name: IslandName): Promise<void> {
  const [{ hydrateIsland }, module] = await Promise.all([import("@/islands/hydrate"), ISLANDS[name]()]);
  const props = JSON.parse(root.dataset.islandProps ?? "{}") as object;
  await hydrateIsland(root, module.default as Parameters<typeof hydrateIsland>[1], props);
}

/**
 * The island loader (docs/forms.md, "Islands"): for each element that `defineIsland` rendered,
 * waits until the visitor is about to use it — pointer, touch, focus or a key inside it, or a
 * submit — then runs its code and hydrates that element only. Its code is downloaded ahead, without
 * running, once the element comes near the viewport and the browser is idle, so that waking it
 * costs the start-up and the hydration, not the network. Until then the element is plain HTML that
 * works on its own (a form posts natively); a submit made while the code is on its way (or refused
 * by the browser's own checks) is held and made again once the island is live, or natively if the
 * code cannot be loaded.
 */
export function enhanceIslands(): void {
  // A page that Next hydrates whole (the staff pages) runs its islands' components as part of it.
  if (document.getElementById("__NEXT_DATA__")) return;
  const files = islandFiles();
  for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = root.dataset.island;
    if (!isIslandName(name)) continue;
    let waking: Promise<void> | null = null;
    let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
    const hold = (event: Event) => {
      event.preventDefault();
      heldSubmit = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
      start();
    };
    root.addEventListener("submit", hold, true);
    // Before the island runs, the browser checks the form's `required` and typed fields itself and,
    // when one fails, submits nothing: that try is held as well, so the visitor gets the island's
    // Spanish messages instead of the browser's bubble once it is live.
    const holdInvalid = (event: Event) => {
      const form = (event.target as HTMLInputElement).form;
      if (!form) return;
      event.preventDefault();
      heldSubmit ??= { form, submitter: null };
      start();
    };
    root.addEventListener("invalid", holdInvalid, true);
    const replay = () => {
      root.removeEventListener("submit", hold, true);
      root.removeEventListener("invalid", holdInvalid, true);
      const held = heldSubmit;
      heldSubmit = null;
      if (!held) return;
      const submitter =
        held.submitter instanceof HTMLButtonElement || held.submitter instanceof HTMLInputElement
          ? held.submitter
          : null;
      if (submitter) held.form.requestSubmit(submitter);
      else held.form.requestSubmit();
    };
    const start = () => {
      if (waking) return;
      for (const type of INTENT_EVENTS) root.removeEventListener(type, start);
      observer?.disconnect();
      waking = wake(root, name).then(replay, (error: unknown) => {
        console.error(`[island] ${name}:`, error);
        // The form still works without its code: the held submit goes out natively.
        replay();
      });
    };
    for (const type of INTENT_EVENTS) root.addEventListener(type, start, { passive: true });
    const ahead = files[name];
    const observer =
      ahead && "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              whenIdle(() => downloadAhead(ahead));
            },
            { rootMargin: DOWNLOAD_AHEAD_MARGIN },
          )
        : null;
    observer?.observe(root);
  }
}
