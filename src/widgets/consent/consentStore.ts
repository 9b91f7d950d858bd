/** A visitor's recorded choice. Only analytics needs consent; what the site needs to work does not. */
type ConsentChoice = { version: 1; analytics: boolean; decidedAt: string };

/** Where the choice is kept (this browser only; nothing is sent to the server). */
export const CONSENT_STORAGE_KEY = "site:consent";
/** A choice older than this is asked again (the AEPD guide: renew at most every 24 months). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const CHANGE_EVENT = "site:consent-change";

/**
 * A stored choice read back: null when it is missing, malformed, of another version or older than
 * {@link CONSENT_MAX_AGE_MS} (the visitor is then asked again).
 */
export function parseConsent(raw: string | null, now = Date.now()): ConsentChoice | null {
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

/** The choice of this page view when storage is blocked (it then holds for this page only). */
let unstoredChoice: ConsentChoice | null = null;

/** The visitor's current choice, or null when they have not decided (or it expired). */
export function readConsent(): ConsentChoice | null {
  if (unstoredChoice) return unstoredChoice;
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return unstoredChoice; // storage blocked: ask every visit, never assume consent
  }
}

/** Records the visitor's choice and tells every listener (this tab and others). */
export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = { version: 1, analytics, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    unstoredChoice = null;
  } catch {
    unstoredChoice = choice; // storage blocked: the choice holds for this page view only
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return choice;
}

/** Calls `listener` whenever the choice changes, here or in another tab. Returns the unsubscribe. */
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
