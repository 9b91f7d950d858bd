import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { onOpenConsentSettings, useConsent } from "@/lib/consent/consentStore";

/** The banner and the dialog are only downloaded when they are shown. */
const CookieBanner = dynamic(() => import("./CookieBanner").then((module) => module.CookieBanner), { ssr: false });
const ConsentSettingsDialog = dynamic(() => import("./ConsentSettingsDialog").then((module) => module.ConsentSettingsDialog), { ssr: false });

/**
 * Cookie consent (AEPD guide): the banner until the visitor decides, the settings dialog whenever
 * they ask for it (banner's "Configurar", footer's "Configurar cookies"). Nothing is assumed from
 * scrolling or browsing on.
 */
export function ConsentManager() {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => onOpenConsentSettings(() => setSettingsOpen(true)), []);
  return (
    <>
      {consent === null && !settingsOpen ? <CookieBanner onConfigure={() => setSettingsOpen(true)} /> : null}
      {settingsOpen ? <ConsentSettingsDialog analytics={consent?.analytics ?? false} onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
