import { readConsent, saveConsent, subscribeConsent } from "./consentStore";
import { Enhance } from "@/widgets/widgetContract";
import { ConsentAction, ConsentContract } from "./consentContract";

/**
 * Cookie consent (AEPD guide; docs/privacy-and-security.md) on the server-rendered, hidden markup of
 * ./ConsentManager.tsx, present only when the country has a tag manager:
 * - the banner shows while the visitor has not decided (or the choice expired), and hides while the
 *   settings are open; "Aceptar" and "Rechazar" record the choice, "Configurar" opens the settings;
 * - the footer's "Configurar cookies" (./ConsentSettingsButton.tsx) opens the settings;
 * - analytics consent grants Consent Mode's analytics storage and loads the tag manager; withdrawing
 *   it on a page where the tag manager ran denies it, deletes the analytics cookies and reloads.
 * The choice is followed here, in other tabs and when the page comes back from the back/forward cache.
 */
export function enhanceConsent(): void {
  const root = document.querySelector<HTMLElement>(`[${Enhance.attribute}="${ConsentContract.widget}"]`);
  const banner = root?.querySelector<HTMLElement>(`[${ConsentContract.banner}]`);
  const dialog = root?.querySelector<HTMLDialogElement>(`dialog[${ConsentContract.dialog}]`);
  const tagManagerId = root?.getAttribute(ConsentContract.tagManagerId);
  if (!root || !banner || !dialog || !tagManagerId) return;

  let settingsOpen = false;
  /** Whether this page view asked for the tag manager (only then can a withdrawal need a reload). */
  let tagManagerRequested = false;

  const showBanner = () => {
    banner.hidden = readConsent() !== null || settingsOpen;
  };
  const applyChoice = () => {
    if (readConsent()?.analytics) {
      if (tagManagerRequested) return;
      tagManagerRequested = true;
      void import("./tagManager").then((tagManager) => tagManager.grantAnalytics(tagManagerId));
    } else if (tagManagerRequested) {
      void import("./tagManager").then((tagManager) => tagManager.withdrawAnalytics());
    }
  };
  const sync = () => {
    showBanner();
    applyChoice();
  };

  const openSettings = () => {
    void import("./settingsDialog").then(({ openConsentSettings }) => {
      openConsentSettings(dialog, () => {
        settingsOpen = false;
        showBanner();
      });
      settingsOpen = true;
      showBanner();
    });
  };

  for (const button of banner.querySelectorAll<HTMLButtonElement>(`[${ConsentContract.action}]`)) {
    const action = button.getAttribute(ConsentContract.action);
    button.addEventListener("click", () => {
      if (action === ConsentAction.accept) saveConsent(true);
      else if (action === ConsentAction.reject) saveConsent(false);
      else if (action === ConsentAction.configure) openSettings();
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `[${Enhance.attribute}="${ConsentContract.settingsButton}"]`,
  )) {
    button.addEventListener("click", openSettings);
  }

  subscribeConsent(sync);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) sync();
  });
  sync();
}
