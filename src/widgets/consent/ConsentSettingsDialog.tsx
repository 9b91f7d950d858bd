import { useTranslation } from "next-i18next/pages";
import { ConsentPolicyLink } from "./ConsentPolicyLink";
import { ConsentAction, ConsentContract } from "./consentContract";

const BUTTON =
  "min-h-11 rounded-full border-2 border-blue px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ds-turquoise";

/** Ids of the dialog's labelling elements (one dialog per page). */
const IDS = {
  title: "ajustes-cookies-titulo",
  intro: "ajustes-cookies-texto",
  analyticsText: "ajustes-cookies-analiticas-texto",
} as const;

/**
 * Cookie settings, as a modal dialog: the necessary cookies, always on, and analytics, on or off.
 * "Aceptar todas" and "Rechazar todas" are as prominent as each other. Rendered closed; the browser
 * script opens it modally (focus kept inside, Escape closes without changing anything) and records
 * the choice: ./settingsDialog.ts.
 */
export function ConsentSettingsDialog() {
  const { t } = useTranslation("common");
  return (
    <dialog
      aria-labelledby={IDS.title}
      aria-describedby={IDS.intro}
      data-testid="consent-settings"
      {...{ [ConsentContract.dialog]: "" }}
      className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form method="dialog" className="max-h-[85vh] space-y-5 overflow-y-auto p-6 sm:p-8">
        <h2 id={IDS.title} className="text-2xl font-bold text-blue">
          {t("consent.settings.title")}
        </h2>
        <p id={IDS.intro}>
          {t("consent.settings.intro")}{" "}
          <ConsentPolicyLink className="font-semibold text-blue underline underline-offset-2 hover:no-underline" />
        </p>

        <fieldset className="space-y-2 rounded-xl border border-grey-1 p-4">
          <legend className="px-1 font-bold">{t("consent.settings.necessary.title")}</legend>
          <p className="text-sm text-ink/80">{t("consent.settings.necessary.text")}</p>
          <p className="text-sm font-semibold text-green">{t("consent.settings.necessary.always")}</p>
        </fieldset>

        <fieldset className="space-y-2 rounded-xl border border-grey-1 p-4">
          <legend className="px-1 font-bold">{t("consent.settings.analytics.title")}</legend>
          <p id={IDS.analyticsText} className="text-sm text-ink/80">
            {t("consent.settings.analytics.text")}
          </p>
          <label className="flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name={ConsentContract.analyticsField}
              aria-describedby={IDS.analyticsText}
              className="h-5 w-5 accent-blue"
            />
            {t("consent.settings.analytics.label")}
          </label>
        </fieldset>

        <div className="flex flex-wrap gap-3 pt-2">
          <button
            type="submit"
            className={`${BUTTON} bg-blue text-white hover:bg-ds-turquoise hover:border-ds-turquoise`}
          >
            {t("consent.settings.save")}
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-white text-blue hover:bg-aqua`}
            {...{ [ConsentContract.action]: ConsentAction.accept }}
          >
            {t("consent.settings.acceptAll")}
          </button>
          <button
            type="button"
            className={`${BUTTON} bg-white text-blue hover:bg-aqua`}
            {...{ [ConsentContract.action]: ConsentAction.reject }}
          >
            {t("consent.settings.rejectAll")}
          </button>
        </div>
        <button
          type="button"
          {...{ [ConsentContract.action]: ConsentAction.close }}
          className="text-sm font-semibold text-blue underline underline-offset-2 hover:no-underline"
        >
          {t("consent.settings.close")}
        </button>
      </form>
    </dialog>
  );
}
