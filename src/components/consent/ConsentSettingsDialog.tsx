import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "next-i18next/pages";
import { saveConsent } from "@/lib/consent/consentStore";
import { ConsentPolicyLink } from "./ConsentPolicyLink";

const BUTTON =
  "min-h-11 rounded-full border-2 border-blue px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ds-turquoise";

/**
 * Cookie settings, as a modal dialog (focus kept inside, Escape closes without changing anything):
 * the necessary cookies, always on, and analytics, on or off. "Aceptar todas" and "Rechazar todas"
 * are as prominent as each other.
 */
export function ConsentSettingsDialog({ analytics, onClose }: { analytics: boolean; onClose: () => void }) {
  const { t } = useTranslation("common");
  const dialog = useRef<HTMLDialogElement>(null);
  const [analyticsOn, setAnalyticsOn] = useState(analytics);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, []);

  const decide = (value: boolean) => {
    saveConsent(value);
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      data-testid="consent-settings"
      className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form
        method="dialog"
        className="max-h-[85vh] space-y-5 overflow-y-auto p-6 sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          decide(analyticsOn);
        }}
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold text-blue">
          {t("consent.settings.title")}
        </h2>
        <p id={`${id}-intro`}>
          {t("consent.settings.intro")} <ConsentPolicyLink className="font-semibold text-blue underline underline-offset-2 hover:no-underline" />
        </p>

        <fieldset className="space-y-2 rounded-xl border border-grey-1 p-4">
          <legend className="px-1 font-bold">{t("consent.settings.necessary.title")}</legend>
          <p className="text-sm text-ink/80">{t("consent.settings.necessary.text")}</p>
          <p className="text-sm font-semibold text-green">{t("consent.settings.necessary.always")}</p>
        </fieldset>

        <fieldset className="space-y-2 rounded-xl border border-grey-1 p-4">
          <legend className="px-1 font-bold">{t("consent.settings.analytics.title")}</legend>
          <p id={`${id}-analytics-text`} className="text-sm text-ink/80">
            {t("consent.settings.analytics.text")}
          </p>
          <label className="flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              checked={analyticsOn}
              onChange={(event) => setAnalyticsOn(event.target.checked)}
              aria-describedby={`${id}-analytics-text`}
              className="h-5 w-5 accent-blue"
            />
            {t("consent.settings.analytics.label")}
          </label>
        </fieldset>

        <div className="flex flex-wrap gap-3 pt-2">
          <button type="submit" className={`${BUTTON} bg-blue text-white hover:bg-ds-turquoise hover:border-ds-turquoise`}>
            {t("consent.settings.save")}
          </button>
          <button type="button" className={`${BUTTON} bg-white text-blue hover:bg-aqua`} onClick={() => decide(true)}>
            {t("consent.settings.acceptAll")}
          </button>
          <button type="button" className={`${BUTTON} bg-white text-blue hover:bg-aqua`} onClick={() => decide(false)}>
            {t("consent.settings.rejectAll")}
          </button>
        </div>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="text-sm font-semibold text-blue underline underline-offset-2 hover:no-underline"
        >
          {t("consent.settings.close")}
        </button>
      </form>
    </dialog>
  );
}
