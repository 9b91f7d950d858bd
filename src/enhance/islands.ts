import { ISLANDS, isIslandName, type IslandName } from "@/islands/registry";

/** What tells the loader the visitor is about to use an island. */
const INTENT_EVENTS = ["focusin", "pointerover", "touchstart"] as const;

/** Runs `task` when the browser has nothing more urgent to do (at the latest after 2 s). */
const whenIdle = (task: () => void) =>
  typeof window.requestIdleCallback === "function"
    ? window.requestIdleCallback(task, { timeout: 2_000 })
    : setTimeout(task, 200);

/** How near the viewport an island that wakes on intent is when its code starts to download. */
const PREFETCH_MARGIN = "600px";

/** Each island's code, imported once: React DOM's runtime and the component (modules run, nothing hydrated). */
const prepared = new Map<IslandName, Promise<[typeof import("@/islands/hydrate"), { default: unknown }]>>();
function prepare(name: IslandName) {
  let code = prepared.get(name);
  if (!code) {
    code = Promise.all([import("@/islands/hydrate"), ISLANDS[name]()]);
    prepared.set(name, code);
    // A failed download is tried again when the island is woken.
    code.catch(() => prepared.delete(name));
  }
  return code;
}

/** Loads an island's code (React, the component) if it is not there yet, and hydrates its element. */
async function wake(root: HTMLElement, name: IslandName): Promise<void> {
  const [{ hydrateIsland }, module] = await prepare(name);
  const props = JSON.parse(root.dataset.islandProps ?? "{}") as object;
  await hydrateIsland(root, module.default as Parameters<typeof hydrateIsland>[1], props);
}

/**
 * The island loader (docs/forms.md, "Islands"): for each element that `defineIsland` rendered,
 * waits until the visitor is about to use it — focus, pointer or touch on it, or (islands marked
 * `visible`) when it scrolls into view — then loads its code and hydrates that element only. An
 * island that wakes on intent downloads its code ahead, when it comes near the viewport.
 * Until then the element is plain HTML that works on its own (a form posts natively); a submit
 * made while the code is on its way (or refused by the browser's own checks) is held and made
 * again once the island is live, or natively if the code cannot be loaded.
 */
export function enhanceIslands(): void {
  // A page that Next hydrates whole (the staff pages) runs its islands' components as part of it.
  if (document.getElementById("__NEXT_DATA__")) return;
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
    const visible = root.dataset.islandLoading === "visible";
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              // In view on a form page: woken once the browser is idle, so the page's own loading
              // comes first. Elsewhere (the footer's newsletter): near the viewport, its code is
              // downloaded when idle, so that waking it on use costs only the hydration.
              if (visible) return whenIdle(start);
              observer?.disconnect();
              whenIdle(() => void prepare(name).catch(() => undefined));
            },
            { rootMargin: visible ? "0px" : PREFETCH_MARGIN },
          )
        : null;
    observer?.observe(root);
  }
}
