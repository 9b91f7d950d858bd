import { useTranslation } from "next-i18next/pages";
import type { FormInitialState } from "@/lib/forms/initialState";
import { defineIsland } from "@/islands/defineIsland";
import Newsletter from "./NewsletterForm.island";
import { NEWSLETTER_TEXT_KEYS } from "./newsletterTexts";
import { serverFormTexts } from "@/forms/fields/serverTexts";

/** The newsletter island: on every page (footer), so its code loads only when the visitor is about to use it. */
const NewsletterIsland = defineIsland("newsletter-form", Newsletter);

type NewsletterFormProps = {
  /** Prefix of the form's element ids (unique on the page: the footer's and each slice's). */
  id: string;
  buttonLabel?: string | null;
  tone?: "light" | "dark";
  /** What a refused native submission left (the result page). */
  initial?: FormInitialState;
};

/**
 * The newsletter subscription on a page (R5): its texts translated here, on the server, for the
 * island; below it, outside the island (no byte in the browser), the short line that says what the
 * address is used for, the confirmation and how to leave (issue 32).
 */
export default function NewsletterForm({ id, buttonLabel = null, tone = "light", initial }: NewsletterFormProps) {
  const { t } = useTranslation("forms");
  return (
    <>
      <NewsletterIsland
        id={id}
        texts={serverFormTexts(t, NEWSLETTER_TEXT_KEYS)}
        buttonLabel={buttonLabel}
        tone={tone}
        initial={initial}
      />
      <p className={`mt-2 text-sm ${tone === "dark" ? "text-white/90" : "text-ink/85"}`}>{t("newsletter.legal")}</p>
    </>
  );
}
