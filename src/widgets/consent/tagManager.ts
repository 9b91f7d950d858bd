import { gtag, removeAnalyticsCookies } from "./gtag";

/** Google Tag Manager's loader (allowed by the Content-Security-Policy, see src/config/securityHeaders.ts). */
const TAG_MANAGER_SCRIPT = "https://www.googletagmanager.com/gtm.js";

type TagManagerWindow = Window & { dataLayer?: unknown[]; __tagManagerLoaded?: boolean };

/**
 * Grants analytics storage (Consent Mode v2; the _document snippet starts it denied) and loads the
 * country's tag manager, once per page view. Events pushed to the data layer before this wait there.
 */
export function grantAnalytics(tagManagerId: string): void {
  const target = window as TagManagerWindow;
  gtag("consent", "update", { analytics_storage: "granted" });
  if (target.__tagManagerLoaded) return;
  target.__tagManagerLoaded = true;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(tagManagerId)}`;
  document.head.append(script);
}

/**
 * Withdrawal after the tag manager ran on this page: denies analytics storage again, deletes the
 * analytics cookies and reloads the page, so no tag keeps running. Does nothing when it never loaded.
 */
export function withdrawAnalytics(): void {
  if (!(window as TagManagerWindow).__tagManagerLoaded) return;
  gtag("consent", "update", { analytics_storage: "denied" });
  removeAnalyticsCookies();
  window.location.reload();
}
