import { useSyncExternalStore } from "react";

/** A visitor's recorded choice. Only analytics needs consent; what the site needs to work does not. */
export type ConsentChoice = { version: 1; analytics: boolean; decidedAt: string };

/** Where the choice is kept (this browser only; nothing is sent to the server). */
export const CONSENT_STORAGE_KEY = "site:consent";
/** A choice older than this is asked again (the AEPD guide: renew at most every 24 months). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const CHANGE_EVENT = "site:consent-change";
const OPEN_SETTINGS_EVENT = "site:consent-open-settings";

function parseChoice(raw: string | null, now = Date.now()): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value.version !== 1 || typeof value.analytics !== "boolean" || typeof value.decidedAt !== "string") return null;
    const decidedAt = Date.parse(value.decidedAt);
    if (!Number.isFinite(decidedAt) || now - decidedAt > CONSENT_MAX_AGE_MS) return null;
    return { version: 1, analytics: value.analytics, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedChoice: ConsentChoice | null = null;

/** The visitor's current choice, or null when they have not decided (or it expired). */
export function readConsent(): ConsentChoice | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    raw = null; // storage blocked: ask every visit, never assume consent
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedChoice = parseChoice(raw);
  }
  return cachedChoice;
}

/** Records the visitor's choice and tells every listener (this tab and others). */
export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = { version: 1, analytics, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // storage blocked: the choice holds for this page view only
    cachedRaw = JSON.stringify(choice);
    cachedChoice = choice;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return choice;
}

/** Calls `listener` whenever the choice changes, here or in another tab. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The visitor's choice for components: `undefined` while server rendering and hydrating (static
 * pages cannot know it), then the choice or null.
 */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}

/** Opens the cookie settings (the footer's "Configurar cookies"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Calls `listener` when something asks to open the cookie settings. */
export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
