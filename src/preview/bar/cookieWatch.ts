import { readPreviewCookie } from "@/preview/previewCookie";
import { previewStep, type PreviewStep } from "./previewStep";
import { leavePreview, startPreview } from "./previewRequests";

/** How often the preview cookie is looked at while the tab is visible (staff pages only, see below). */
const COOKIE_CHECK_MS = 1000;
/**
 * How long a cookie change must last, on a page that stayed in view, before the page acts on it.
 * The change may come from a navigation under way in this very tab (a preview link opened here sets
 * the cookie on its redirect): reloading now would cancel it and keep the editor on the old page.
 * Such a navigation replaces this page (and this script) long before the wait is over.
 */
export const COOKIE_SETTLE_MS = 2000;

/** A cookie change that calls for a step, and since when this page has seen it. */
type Pending = { cookie: string | null; step: NonNullable<PreviewStep>; since: number };

/**
 * Watches the Prismic preview cookie: when it appears the page enters preview, when it goes
 * (Prismic's toolbar "close", or expiry) it leaves preview; either way the page is reloaded in place.
 * The cookie is looked at on arrival, on focus and when the tab comes back into view (a preview
 * opened in another tab); the once-a-second look while the tab is visible starts only on a page in
 * preview or once a preview cookie exists, so a visitor's page never polls. A change found on
 * arrival or when the tab comes back into view is acted on at once; one that happens under the
 * visitor's eyes first has to last {@link COOKIE_SETTLE_MS}. Prismic's toolbar events act at once.
 */
export function watchPreviewCookie(isPreview: boolean): void {
  let refusedCookie: string | null = null;
  let pending: Pending | null = null;
  let polling = false;

  const start = async (cookie: string | null) => {
    if (!(await startPreview())) refusedCookie = cookie;
  };
  const act = ({ step, cookie }: Pending) => {
    pending = null;
    if (step === "start") void start(cookie);
    else void leavePreview();
  };
  const check = (now = Date.now(), atOnce = false) => {
    const cookie = readPreviewCookie(document.cookie);
    if (cookie !== null) startPolling();
    const step = previewStep(cookie, isPreview, refusedCookie);
    if (!step) {
      pending = null;
      return;
    }
    if (!pending || pending.cookie !== cookie || pending.step !== step) pending = { cookie, step, since: now };
    if (atOnce || now - pending.since >= COOKIE_SETTLE_MS) act(pending);
  };
  function startPolling(): void {
    if (polling) return;
    polling = true;
    window.setInterval(() => {
      if (document.visibilityState === "visible") check();
    }, COOKIE_CHECK_MS);
  }

  // On arrival the page matches the cookie unless it changed elsewhere (or the start was refused).
  if (isPreview) startPolling();
  check(Date.now(), true);
  window.addEventListener("focus", () => check());
  // Back from another tab: this one cannot have been navigating meanwhile.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check(Date.now(), true);
  });
  // Prismic's toolbar announces a changed session and its end with these events.
  window.addEventListener("prismicPreviewUpdate", (event) => {
    event.preventDefault();
    void start(readPreviewCookie(document.cookie));
  });
  window.addEventListener("prismicPreviewEnd", (event) => {
    event.preventDefault();
    void leavePreview();
  });
}
