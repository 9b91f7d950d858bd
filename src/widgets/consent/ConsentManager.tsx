import { CookieBanner } from "./CookieBanner";
import { ConsentSettingsDialog } from "./ConsentSettingsDialog";
import { widgetMark } from "@/widgets/widgetContract";
import { ConsentContract } from "./consentContract";

/**
 * Cookie consent (AEPD guide), rendered on the server and hidden: the banner until the visitor
 * decides, the settings dialog whenever they ask for it (banner's "Configurar", footer's
 * "Configurar cookies": ConsentSettingsButton). Nothing is assumed from scrolling or browsing on.
 * The behaviour (./consent.browser.ts) shows them, records the choice and loads the tag manager named here only
 * after analytics consent.
 */
export function ConsentManager({ tagManagerId }: { tagManagerId: string }) {
  return (
    <div {...widgetMark(ConsentContract.widget)} {...{ [ConsentContract.tagManagerId]: tagManagerId }}>
      <CookieBanner />
      <ConsentSettingsDialog />
    </div>
  );
}
