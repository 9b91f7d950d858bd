// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { commonI18n } from "@tests/unit/support/commonI18n";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentManager } from "@/widgets/consent/ConsentManager";
import { ConsentSettingsButton } from "@/widgets/consent/ConsentSettingsButton";
import { SiteProvider } from "@/lib/siteContext";
import { siteFacts } from "@/lib/pageProps";
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, parseConsent, readConsent } from "@/widgets/consent/consentStore";

/** jsdom has no modal dialogs: enough of HTMLDialogElement for the settings dialog. */
function stubDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/**
 * The page as the server renders it: the consent markup (only where the country has a tag manager)
 * and the footer's "Configurar cookies".
 */
function renderPage({ withConsent = true } = {}) {
  const i18n = commonI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={{ ...siteFacts, locale: "es-es", publicPath: "/", preview: false }}>
        {withConsent ? <ConsentManager tagManagerId="GTM-UNIT" /> : null}
        <footer>
          <ConsentSettingsButton />
        </footer>
      </SiteProvider>
    </I18nextProvider>,
  );
}

const banner = () => document.querySelector<HTMLElement>('[data-testid="cookie-banner"]')!;
const dialog = () => document.querySelector<HTMLDialogElement>('[data-testid="consent-settings"]')!;
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((node) => node.textContent === name)!;
const tagManagerScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

/** Window listeners added during a test, removed after it: each test is one page view. */
const windowListeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
  [];
const addWindowListener = window.addEventListener.bind(window);
function trackWindowListeners() {
  window.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    windowListeners.push([type, listener, options]);
    addWindowListener(type, listener, options);
  }) as typeof window.addEventListener;
}
function removeWindowListeners() {
  for (const [type, listener, options] of windowListeners.splice(0))
    window.removeEventListener(type, listener, options);
  window.addEventListener = addWindowListener;
}

/** A fresh copy of the consent part (its module state belongs to one page view). */
async function enhance() {
  const { enhanceConsent } = await import("@/widgets/consent/consent.browser");
  enhanceConsent();
}

describe("the stored consent choice", () => {
  const now = Date.parse("2026-06-01T00:00:00Z");
  const stored = (value: object) => JSON.stringify(value);

  it("reads a current choice", () => {
    expect(parseConsent(stored({ version: 1, analytics: true, decidedAt: "2026-05-01T00:00:00Z" }), now)).toEqual({
      version: 1,
      analytics: true,
      decidedAt: "2026-05-01T00:00:00Z",
    });
  });

  it("asks again after 12 months, and for anything it cannot read", () => {
    expect(
      parseConsent(
        stored({ version: 1, analytics: false, decidedAt: new Date(now - CONSENT_MAX_AGE_MS - 1).toISOString() }),
        now,
      ),
    ).toBeNull();
    for (const raw of [
      null,
      "",
      "{",
      stored({ version: 2, analytics: true, decidedAt: "2026-05-01" }),
      stored({ version: 1, analytics: "yes", decidedAt: "2026-05-01" }),
      stored({ version: 1, analytics: true, decidedAt: "ayer" }),
    ]) {
      expect(parseConsent(raw, now)).toBeNull();
    }
  });
});

describe("the consent part of the browser script", () => {
  beforeEach(() => {
    vi.resetModules();
    trackWindowListeners();
    stubDialogs();
    window.localStorage.clear();
    document.head.innerHTML = "";
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    delete (window as unknown as { __tagManagerLoaded?: boolean }).__tagManagerLoaded;
    renderPage();
  });
  afterEach(() => {
    removeWindowListeners();
    document.body.innerHTML = "";
  });

  it("renders the banner and the dialog hidden, with the Spanish texts", () => {
    expect(banner().hidden).toBe(true);
    expect(banner().textContent).toContain("solo si lo aceptas");
    expect(dialog().open).toBe(false);
    expect(button(banner(), "Aceptar")).toBeTruthy();
    expect(button(dialog(), "Guardar mi elección")).toBeTruthy();
  });

  it("shows the banner until the visitor decides; accepting loads the tag manager once, after granting analytics storage", async () => {
    await enhance();
    expect(banner().hidden).toBe(false);
    expect(tagManagerScripts()).toHaveLength(0);

    button(banner(), "Aceptar").click();
    expect(banner().hidden).toBe(true);
    expect(readConsent()?.analytics).toBe(true);
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    expect(tagManagerScripts()[0].getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-UNIT");
    expect(
      dataLayer().map((entry) =>
        Array.from(entry as ArrayLike<unknown>)
          .slice(0, 2)
          .join(" "),
      ),
    ).toContain("consent update");
  });

  it("rejecting hides the banner and loads nothing", async () => {
    await enhance();
    button(banner(), "Rechazar").click();
    expect(banner().hidden).toBe(true);
    expect(readConsent()?.analytics).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it("a recorded choice keeps the banner hidden; with analytics the tag manager loads at once", async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: true, decidedAt: new Date().toISOString() }),
    );
    await enhance();
    expect(banner().hidden).toBe(true);
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
  });

  it("Configurar opens the settings instead of the banner; closing without a choice brings the banner back", async () => {
    await enhance();
    button(banner(), "Configurar").click();
    await vi.waitFor(() => expect(dialog().open).toBe(true));
    expect(banner().hidden).toBe(true);
    button(dialog(), "Cerrar sin cambiar nada").click();
    expect(dialog().open).toBe(false);
    expect(banner().hidden).toBe(false);
    expect(readConsent()).toBeNull();
  });

  it("the footer reopens the settings with the current choice; saving records the switch", async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
    );
    await enhance();
    button(document.querySelector("footer")!, "Configurar cookies").click();
    await vi.waitFor(() => expect(dialog().open).toBe(true));
    const analytics = dialog().querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(analytics.checked).toBe(false);
    analytics.checked = true;
    dialog()
      .querySelector("form")!
      .dispatchEvent(new Event("submit", { cancelable: true }));
    expect(dialog().open).toBe(false);
    expect(banner().hidden).toBe(true);
    expect(readConsent()?.analytics).toBe(true);
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
  });

  it("Aceptar todas and Rechazar todas decide at once", async () => {
    await enhance();
    button(document.querySelector("footer")!, "Configurar cookies").click();
    await vi.waitFor(() => expect(dialog().open).toBe(true));
    button(dialog(), "Rechazar todas").click();
    expect(dialog().open).toBe(false);
    expect(readConsent()?.analytics).toBe(false);
    expect(banner().hidden).toBe(true);
  });

  it("a choice made in another tab is followed", async () => {
    await enhance();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: true, decidedAt: new Date().toISOString() }),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(banner().hidden).toBe(true);
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
  });

  it("does nothing on a page without the consent markup (a country without tag manager, /auth)", async () => {
    renderPage({ withConsent: false });
    await enhance();
    button(document.querySelector("footer")!, "Configurar cookies").click();
    expect(tagManagerScripts()).toHaveLength(0);
  });
});
