// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { commonI18n } from "@tests/unit/support/commonI18n";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PreviewSession } from "@/preview/bar/PreviewSession";
import { SiteProvider } from "@/lib/siteContext";
import { siteFacts } from "@/lib/pageProps";

/** The preview session's markup as the server renders it for a page in preview or not. */
function renderSession({
  isPreview,
  toolbarRepository = null,
}: {
  isPreview: boolean;
  toolbarRepository?: string | null;
}) {
  const i18n = commonI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <SiteProvider value={{ ...siteFacts, locale: "es-es", publicPath: "/noticias", preview: isPreview }}>
      <I18nextProvider i18n={i18n}>
        <PreviewSession toolbarRepository={toolbarRepository} expired={false} />
      </I18nextProvider>
    </SiteProvider>,
  );
}

/** A fetch answering preview starts and exits as told, and recording the paths asked for. */
function answerFetch(answer: (path: string) => Partial<Response>) {
  const fetch = vi.fn(
    async (input: RequestInfo | URL) => ({ ok: false, status: 0, type: "basic", ...answer(String(input)) }) as Response,
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const setPreviewCookie = (value: string | null) => {
  document.cookie =
    value === null
      ? "io.prismic.preview=; Max-Age=0; Path=/"
      : `io.prismic.preview=${encodeURIComponent(value)}; Path=/`;
};

describe("the preview session's markup", () => {
  it("outside preview: only the session settings, no bar", () => {
    renderSession({ isPreview: false, toolbarRepository: "laboratorios-brezo" });
    const session = document.querySelector<HTMLElement>('[data-enhance="preview-session"]')!;
    expect(session.dataset.preview).toBe("off");
    expect(session.dataset.toolbarSrc).toBeUndefined();
    expect(document.querySelector('[data-testid="preview-bar"]')).toBeNull();
  });

  it("in preview: the bar with a form that exits without JavaScript, and the toolbar of a real Prismic repository", () => {
    renderSession({ isPreview: true, toolbarRepository: "laboratorios-brezo" });
    const session = document.querySelector<HTMLElement>('[data-enhance="preview-session"]')!;
    expect(session.dataset.preview).toBe("on");
    expect(session.dataset.toolbarSrc).toBe(
      "https://static.cdn.prismic.io/prismic.js?new=true&repo=laboratorios-brezo",
    );
    const form = document.querySelector<HTMLFormElement>(
      '[data-testid="preview-bar"] form[data-enhance="preview-exit"]',
    )!;
    expect(form.getAttribute("action")).toBe("/api/exit-preview");
    expect(form.querySelector<HTMLInputElement>('input[name="redirect"]')!.value).toBe("/noticias");
    expect(form.dataset.leavingLabel).toBe("Saliendo…");
  });

  it("in preview on the local content service: no toolbar", () => {
    renderSession({ isPreview: true });
    expect(document.querySelector<HTMLElement>('[data-enhance="preview-session"]')!.dataset.toolbarSrc).toBeUndefined();
  });
});

/** Listeners added to `window` and `document` during a test, removed after it: each test is one page view. */
const added: [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = [];
const originalAdd = EventTarget.prototype.addEventListener;
function trackListeners() {
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && (this === window || this === document)) added.push([this, type, listener, options]);
    originalAdd.call(this, type, listener, options);
  };
}
function removeListeners() {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  EventTarget.prototype.addEventListener = originalAdd;
}

describe("the preview part of the browser script", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.resetModules();
    trackListeners();
    vi.useFakeTimers();
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    removeListeners();
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    errors.mockRestore();
    setPreviewCookie(null);
    document.body.innerHTML = "";
    for (const script of document.querySelectorAll("script")) script.remove();
  });

  it("a preview cookie that the site refuses is logged once and not tried again on this page view", async () => {
    const fetch = answerFetch(() => ({ status: 410 }));
    setPreviewCookie("preview.expired");
    const { watchPreviewCookie } = await import("@/preview/bar/cookieWatch");
    watchPreviewCookie(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/preview");
    expect(errors).toHaveBeenCalledWith("[preview] could not start the preview through /api/preview (HTTP 410)");

    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch).toHaveBeenCalledTimes(1);

    setPreviewCookie("preview.new");
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("a visitor's page does not poll the cookie: it looks again when the editor comes back to it (issue 31)", async () => {
    const fetch = answerFetch(() => ({ status: 410 }));
    const { watchPreviewCookie } = await import("@/preview/bar/cookieWatch");
    const reads = vi.spyOn(document, "cookie", "get");
    watchPreviewCookie(false);
    const afterArrival = reads.mock.calls.length;
    setPreviewCookie("preview.ref");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads.mock.calls.length).toBe(afterArrival);
    expect(fetch).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it("a cookie that appears under the visitor's eyes must last before the page acts (a navigation in this tab may have set it)", async () => {
    const fetch = answerFetch(() => ({ status: 410 }));
    const { watchPreviewCookie, COOKIE_SETTLE_MS } = await import("@/preview/bar/cookieWatch");
    watchPreviewCookie(false);
    setPreviewCookie("preview.ref");
    window.dispatchEvent(new Event("focus")); // seen
    await vi.advanceTimersByTimeAsync(COOKIE_SETTLE_MS - 1000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a cookie that went away briefly and came back starts the wait again", async () => {
    const fetch = answerFetch(() => ({ status: 410 }));
    const { watchPreviewCookie, COOKIE_SETTLE_MS } = await import("@/preview/bar/cookieWatch");
    watchPreviewCookie(false);
    setPreviewCookie("preview.ref");
    window.dispatchEvent(new Event("focus")); // seen: the page watches from now on
    await vi.advanceTimersByTimeAsync(1000);
    setPreviewCookie(null);
    await vi.advanceTimersByTimeAsync(1000);
    setPreviewCookie("preview.ref");
    await vi.advanceTimersByTimeAsync(COOKIE_SETTLE_MS - 500);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a change made while the tab was in the background is acted on as soon as it comes back into view", async () => {
    const fetch = answerFetch(() => ({ status: 500 }));
    const { watchPreviewCookie } = await import("@/preview/bar/cookieWatch");
    setPreviewCookie("preview.ref");
    watchPreviewCookie(true);
    setPreviewCookie(null);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/exit-preview");
  });

  it("a page in preview whose cookie went leaves preview through /api/exit-preview", async () => {
    const fetch = answerFetch(() => ({ status: 500 }));
    const { watchPreviewCookie } = await import("@/preview/bar/cookieWatch");
    watchPreviewCookie(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0][0]).toBe("/api/exit-preview");
    expect(errors).toHaveBeenCalledWith("[preview] could not leave the preview through /api/exit-preview (HTTP 500)");
  });

  it("a page outside preview without the cookie asks nothing", async () => {
    const fetch = answerFetch(() => ({ ok: true, status: 200 }));
    const { watchPreviewCookie } = await import("@/preview/bar/cookieWatch");
    watchPreviewCookie(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in preview, the session's behaviour wires the exit button and loads Prismic's toolbar", async () => {
    setPreviewCookie("preview.ref");
    const fetch = answerFetch(() => ({ status: 500 }));
    // jsdom has no CSS.escape (the toolbar loader uses it to look for its script).
    vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/["\\]/g, "\\$&") });
    renderSession({ isPreview: true, toolbarRepository: "laboratorios-brezo" });
    (await import("@/preview/bar/preview.browser")).enhancePreviewSession();
    await vi.dynamicImportSettled();
    expect([...document.querySelectorAll("script")].map((script) => script.getAttribute("src"))).toEqual([
      "https://static.cdn.prismic.io/prismic.js?new=true&repo=laboratorios-brezo",
    ]);

    const form = document.querySelector<HTMLFormElement>('[data-testid="preview-bar"] form')!;
    const submit = new Event("submit", { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.querySelector("button")!.textContent).toBe("Saliendo…");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(["/api/exit-preview"]);
  });

  it("outside preview, the session's behaviour only watches the cookie: no toolbar, nothing asked", async () => {
    const fetch = answerFetch(() => ({ status: 500 }));
    renderSession({ isPreview: false, toolbarRepository: "laboratorios-brezo" });
    (await import("@/preview/bar/preview.browser")).enhancePreviewSession();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.querySelector("script")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the exit button says it is leaving, and on a failure logs it and can be pressed again", async () => {
    renderSession({ isPreview: true });
    let answer!: (response: Partial<Response>) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise(
            (resolve) =>
              (answer = (response) => resolve({ ok: false, status: 0, type: "basic", ...response } as Response)),
          ),
      ),
    );
    const { enhanceExitPreviewForms } = await import("@/preview/bar/exitButton");
    enhanceExitPreviewForms();
    const form = document.querySelector<HTMLFormElement>('form[data-enhance="preview-exit"]')!;
    const button = form.querySelector("button")!;
    const submit = new Event("submit", { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Saliendo…");

    answer({ status: 502 });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveBeenCalledWith("[preview] could not leave the preview through /api/exit-preview (HTTP 502)");
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Salir de la vista previa");
    expect(document.querySelector('[role="alert"]')).toBeNull(); // console only (R4)
  });
});
