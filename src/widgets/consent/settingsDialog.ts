import { readConsent, saveConsent } from "./consentStore";
import { ConsentAction, ConsentContract } from "./consentContract";

/** The dialog's analytics switch. */
const ANALYTICS_FIELD = `input[name="${ConsentContract.analyticsField}"]`;

/** Dialogs whose controls are already wired (the dialog is opened many times per page view). */
const wired = new WeakSet<HTMLDialogElement>();

/** The settings dialog's own state while it is open: who opened it, and who wants to know it closed. */
type OpenState = { opener: HTMLElement | null; onClosed: () => void };
const openStates = new WeakMap<HTMLDialogElement, OpenState>();

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  const form = dialog.querySelector("form");
  const analytics = dialog.querySelector<HTMLInputElement>(ANALYTICS_FIELD);
  const decide = (value: boolean) => {
    saveConsent(value);
    dialog.close();
  };
  form?.addEventListener("submit", (event) => {
    event.preventDefault();
    decide(analytics?.checked ?? false);
  });
  for (const button of dialog.querySelectorAll<HTMLButtonElement>(`[${ConsentContract.action}]`)) {
    const action = button.getAttribute(ConsentContract.action);
    button.addEventListener("click", () => {
      if (action === ConsentAction.accept) decide(true);
      else if (action === ConsentAction.reject) decide(false);
      else if (action === ConsentAction.close) dialog.close();
    });
  }
  // Escape, "Cerrar sin cambiar nada" and a decision all end here.
  dialog.addEventListener("close", () => {
    const state = openStates.get(dialog);
    openStates.delete(dialog);
    if (!state) return;
    state.onClosed();
    // Back where the visitor was, when that is still on screen (the banner's button is not after a choice).
    if (state.opener?.isConnected && state.opener.getClientRects().length > 0) state.opener.focus();
  });
}

/**
 * Opens the cookie settings as a modal dialog (the browser keeps focus inside; Escape closes it
 * without a choice), its analytics switch showing the current choice. "Guardar mi elección",
 * "Aceptar todas" and "Rechazar todas" record the choice and close it; `onClosed` runs however it
 * closes, then focus returns to the control that opened it. Markup:
 * ./ConsentSettingsDialog.tsx.
 */
export function openConsentSettings(dialog: HTMLDialogElement, onClosed: () => void): void {
  wire(dialog);
  if (dialog.open) return;
  const analytics = dialog.querySelector<HTMLInputElement>(ANALYTICS_FIELD);
  if (analytics) analytics.checked = readConsent()?.analytics ?? false;
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  openStates.set(dialog, { opener, onClosed });
  dialog.showModal();
}
