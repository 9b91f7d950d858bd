import { useTranslation } from "next-i18next/pages";
import { widgetMark } from "@/widgets/widgetContract";
import { ConsentContract } from "./consentContract";

/**
 * "Configurar cookies" (the footer's): opens the cookie settings at any time (./consent.browser.ts).
 * Render it only where the country has a tag manager, like ConsentManager.
 */
export function ConsentSettingsButton() {
  const { t } = useTranslation("common");
  return (
    <button
      type="button"
      {...widgetMark(ConsentContract.settingsButton)}
      className="py-1 text-sm font-semibold text-white underline underline-offset-4 hover:no-underline"
    >
      {t("consent.footerLink")}
    </button>
  );
}
