import { useTranslation } from "next-i18next/pages";
import { ConsentPolicyLink } from "./ConsentPolicyLink";
import { ConsentAction, ConsentContract } from "./consentContract";

/** Accept and reject look the same: neither choice is nudged (AEPD guide). */
const CHOICE_BUTTON =
  "min-h-11 rounded-full border-2 border-white bg-white px-6 font-semibold text-blue hover:bg-aqua focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-aqua";

/**
 * The first-visit cookie notice: "Aceptar", "Rechazar" and "Configurar". Rendered hidden: the
 * behaviour shows it while the visitor has not decided (./consent.browser.ts), and the buttons are wired
 * there through their {@link ConsentContract.action}.
 */
export function CookieBanner() {
  const { t } = useTranslation("common");
  return (
    <section
      hidden
      aria-labelledby="aviso-cookies-titulo"
      data-testid="cookie-banner"
      {...{ [ConsentContract.banner]: "" }}
      className="fixed inset-x-0 bottom-0 z-[95] border-t border-white/20 bg-blue px-4 py-5 text-white shadow-[0_-4px_24px_rgba(0,0,0,0.25)] sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 lg:flex-row lg:items-center lg:gap-10">
        <div className="flex-1 space-y-1">
          <h2 id="aviso-cookies-titulo" className="text-lg font-bold">
            {t("consent.banner.title")}
          </h2>
          <p className="text-sm text-white/90">
            {t("consent.banner.text")}{" "}
            <ConsentPolicyLink className="font-semibold text-white underline underline-offset-2 hover:no-underline" />
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={CHOICE_BUTTON} {...{ [ConsentContract.action]: ConsentAction.accept }}>
            {t("consent.accept")}
          </button>
          <button type="button" className={CHOICE_BUTTON} {...{ [ConsentContract.action]: ConsentAction.reject }}>
            {t("consent.reject")}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-full border-2 border-white px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-aqua"
            {...{ [ConsentContract.action]: ConsentAction.configure }}
          >
            {t("consent.configure")}
          </button>
        </div>
      </div>
    </section>
  );
}
