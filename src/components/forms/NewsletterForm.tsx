import { useId } from "react";
import { useTranslation } from "next-i18next/pages";
import { EMAIL_ERROR_KEYS } from "./formMessages";
import { Honeypot } from "./Honeypot";

type NewsletterFormProps = { buttonLabel?: string | null; tone?: "light" | "dark" };

/** Message keys the browser script may show (src/enhance/newsletter.ts), sent translated. */
const MESSAGE_KEYS = ["errors.required", ...EMAIL_ERROR_KEYS, "errors.network", "errors.unexpected"] as const;

/**
 * The newsletter subscription (one field, spec §5). Rendered on the server; its behaviour (the
 * shared schema, posting, the success and error states) is src/enhance/newsletter.ts, so pages that
 * show it in the footer load no framework.
 */
export default function NewsletterForm({ buttonLabel, tone = "light" }: NewsletterFormProps) {
  const { t } = useTranslation("forms");
  const id = useId();
  const dark = tone === "dark";
  const messages = {
    ...Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(key)])),
    sending: t("newsletter.sending"),
    success: t("newsletter.success", { email: "{{email}}", interpolation: { escapeValue: false } }),
  };
  return (
    <form
      noValidate
      data-enhance="newsletter"
      data-messages={JSON.stringify(messages)}
      data-success-class={`rounded-xl px-4 py-3 font-semibold ${dark ? "bg-white/10 text-white" : "bg-[#e8f4ec] text-ink"}`}
      aria-busy="false"
      className="space-y-2"
    >
      <label htmlFor={`${id}-email`} className={`block font-semibold ${dark ? "text-white" : "text-ink"}`}>
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid="false"
          className="min-h-12 flex-1 rounded-full border-2 border-grey-1 bg-white px-5 text-ink focus:border-blue"
        />
        <button type="submit" className={`min-h-12 rounded-full px-6 font-semibold disabled:opacity-60 ${dark ? "bg-white text-blue hover:bg-aqua" : "bg-blue text-white hover:bg-ds-turquoise"}`}>
          {buttonLabel || t("newsletter.submit")}
        </button>
      </div>
      <Honeypot id={`${id}-hp`} />
      <p id={`${id}-error`} role="alert" hidden data-newsletter-error className={`text-sm font-semibold ${dark ? "text-[#ffd7d2]" : "text-[#b3261e]"}`} />
    </form>
  );
}
