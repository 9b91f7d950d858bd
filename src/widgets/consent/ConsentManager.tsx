import { CookieBanner } from "./CookieBanner";
import { ConsentSettingsDialog } from "./ConsentSettingsDialog";

/**
 * Cookie consent (AEPD guide), rendered on the server and hidden: the banner until the visitor
 * decides, the settings dialog whenever they ask for it (banner's "Configurar", footer's
 * "Configurar cookies"). Nothing is assumed from scrolling or browsing on. The browser script
 * (src/enhance/consent) shows them, records the choice and loads the tag manager named here only
 * after analytics consent.
 */
export function ConsentManager({ tagManagerId }: { tagManagerId: string }) {
  return (
    <div data-enhance="consent" data-tag-manager-id={tagManagerId}>
      <CookieBanner />
      <ConsentSettingsDialog />
    </div>
  );
}
