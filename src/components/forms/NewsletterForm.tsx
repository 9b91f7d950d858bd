import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "next-i18next/pages";
import { postForm } from "@/forms/postForm";
import { HONEYPOT_FIELD } from "@/forms/honeypot";
import { errorText } from "./useServerErrors";
import { Honeypot } from "./Honeypot";

type NewsletterFormProps = { buttonLabel?: string | null; tone?: "light" | "dark" };

/**
 * The newsletter subscription (one field). Light on first load: the shared schema is loaded only
 * when the visitor submits, so pages that show this form in the footer stay small.
 */
export default function NewsletterForm({ buttonLabel, tone = "light" }: NewsletterFormProps) {
  const { t } = useTranslation("forms");
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");
  const [doneFor, setDoneFor] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newsletterSchema, fieldErrors } = await import("@/forms/schemas");
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setError(errorText(fieldErrors(parsed.error).email, t) ?? null);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(null);
    setState("sending");
    const honeypot = (document.getElementById(`${id}-hp`) as HTMLInputElement | null)?.value ?? "";
    const answer = await postForm("/api/newsletter", JSON.stringify({ email: parsed.data.email, [HONEYPOT_FIELD]: honeypot }));
    if (answer.ok) {
      setDoneFor(parsed.data.email);
      setState("done");
      return;
    }
    setState("idle");
    setError(answer.fields?.email ?? answer.message ?? t(answer.status === 0 ? "errors.network" : "errors.unexpected"));
  };

  const dark = tone === "dark";
  if (state === "done") {
    return (
      <p role="status" className={`rounded-xl px-4 py-3 font-semibold ${dark ? "bg-white/10 text-white" : "bg-[#e8f4ec] text-ink"}`}>
        {t("newsletter.success", { email: doneFor })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={state === "sending"} className="space-y-2">
      <label htmlFor={`${id}-email`} className={`block font-semibold ${dark ? "text-white" : "text-ink"}`}>
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-12 flex-1 rounded-full border-2 border-grey-1 bg-white px-5 text-ink focus:border-blue"
        />
        <button type="submit" disabled={state === "sending"} className={`min-h-12 rounded-full px-6 font-semibold disabled:opacity-60 ${dark ? "bg-white text-blue hover:bg-aqua" : "bg-blue text-white hover:bg-ds-turquoise"}`}>
          {state === "sending" ? t("newsletter.sending") : buttonLabel || t("newsletter.submit")}
        </button>
      </div>
      <Honeypot id={`${id}-hp`} />
      {error ? (
        <p id={`${id}-error`} role="alert" className={`text-sm font-semibold ${dark ? "text-[#ffd7d2]" : "text-[#b3261e]"}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
