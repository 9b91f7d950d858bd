import { useEffect } from "react";
import { useConsent } from "@/lib/consent/consentStore";
import { gtag, removeAnalyticsCookies } from "@/lib/thirdParty/gtag";

/** Google Tag Manager's loader (allowed by the Content-Security-Policy, see src/config/securityHeaders.js). */
export const TAG_MANAGER_SCRIPT = "https://www.googletagmanager.com/gtm.js";

type TagManagerWindow = Window & { dataLayer?: unknown[]; __tagManagerLoaded?: boolean };

/**
 * Loads the country's tag manager only after the visitor accepted analytics, and only once.
 * Consent Mode starts denied (the _document snippet); accepting grants analytics storage first.
 * Withdrawing consent denies it again, removes the analytics cookies and reloads the page, so no
 * tag keeps running or loading.
 */
export function TagManager({ id }: { id: string }) {
  const consent = useConsent();
  useEffect(() => {
    if (consent === undefined) return; // not known until hydrated
    const target = window as TagManagerWindow;
    if (consent?.analytics) {
      gtag("consent", "update", { analytics_storage: "granted" });
      if (target.__tagManagerLoaded) return;
      target.__tagManagerLoaded = true;
      target.dataLayer = target.dataLayer ?? [];
      target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      const script = document.createElement("script");
      script.async = true;
      script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
      document.head.append(script);
    } else if (target.__tagManagerLoaded) {
      gtag("consent", "update", { analytics_storage: "denied" });
      removeAnalyticsCookies();
      window.location.reload();
    }
  }, [consent, id]);
  return null;
}
