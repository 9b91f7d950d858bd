import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { newsletterSchema } from "./newsletterSchema";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import type { FormInitialState } from "@/lib/forms/initialState";
import { Honeypot } from "@/forms/fields/Honeypot";
import { formText, messageText, type FormTexts } from "@/forms/fields/formTexts";
import { handOverValidation, submitWith } from "@/forms/fields/IslandForm";
import { useFormSubmission } from "@/forms/fields/useFormSubmission";
import { useCheckFieldsLeftBeforeWake } from "@/forms/fields/formEffects";

type Input = z.input<typeof newsletterSchema>;
type Output = z.output<typeof newsletterSchema>;

export type NewsletterFormProps = {
  /** Prefix of the form's element ids (unique on the page: the footer's and each slice's). */
  id: string;
  texts: FormTexts;
  /** The editor's button label (newsletter slice), else the default. */
  buttonLabel?: string | null;
  /** Light text on the dark footer, or dark text on a light band. */
  tone?: "light" | "dark";
  /** What a refused native submission left: the address, its message, the failure. */
  initial?: FormInitialState;
};

/**
 * The newsletter subscription (one field, R5) as an island: react-hook-form with the shared
 * schema, posted as JSON; the address stays in the field on any failure, and success is only said
 * once the server accepted it. Without JavaScript it posts natively (never a GET: the address
 * never goes into a URL).
 */
export default function NewsletterForm({ id, texts, buttonLabel, tone = "light", initial }: NewsletterFormProps) {
  const text = (key: string, values?: Record<string, string>) => formText(texts, key, values);
  const dark = tone === "dark";
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(newsletterSchema),
    mode: "onTouched",
  });
  useCheckFieldsLeftBeforeWake(id, ["email"], setValue, initial);
  const { send, sending, failure, serverErrors, clearServerError } = useFormSubmission(
    "/api/newsletter",
    texts,
    initial,
  );
  const input = useRef<HTMLInputElement | null>(null);
  const success = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (subscribed) success.current?.focus();
  }, [subscribed]);
  useEffect(() => {
    if (failure) input.current?.focus();
  }, [failure]);

  const problem = messageText(texts, formState.errors.email?.message) ?? serverErrors.email ?? failure ?? undefined;
  const errorId = `${id}-error`;

  const onValid = async (values: Output, form: HTMLFormElement) => {
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
    if (await send(JSON.stringify({ email: values.email, [HONEYPOT_FIELD]: honeypot }))) setSubscribed(values.email);
  };

  if (subscribed) {
    return (
      <p
        ref={success}
        role="status"
        tabIndex={-1}
        className={`rounded-xl px-4 py-3 font-semibold ${dark ? "bg-white/10 text-white" : "bg-success-0 text-ink"}`}
      >
        {text("newsletter.success", { email: subscribed })}
      </p>
    );
  }
  const { ref, ...email } = register("email", { onChange: () => clearServerError("email") });
  return (
    <form
      ref={handOverValidation}
      method="post"
      action="/api/newsletter"
      onSubmit={submitWith(handleSubmit, onValid)}
      aria-busy={sending}
      className="space-y-2"
    >
      <label htmlFor={`${id}-email`} className={`block font-semibold ${dark ? "text-white" : "text-ink"}`}>
        {text("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          defaultValue={initial?.values.email}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          className="min-h-12 flex-1 rounded-full border-2 border-grey-1 bg-white px-5 text-ink focus:border-blue"
          ref={(element) => {
            ref(element);
            input.current = element;
          }}
          {...email}
        />
        <button
          type="submit"
          disabled={sending}
          className={`min-h-12 rounded-full px-6 font-semibold disabled:opacity-60 ${dark ? "bg-white text-blue hover:bg-aqua" : "bg-blue text-white hover:bg-ds-turquoise"}`}
        >
          {sending ? text("newsletter.sending") : buttonLabel || text("newsletter.submit")}
        </button>
      </div>
      <Honeypot id={`${id}-hp`} label={text("honeypot")} />
      {problem ? (
        <p
          id={errorId}
          role="alert"
          className={`text-sm font-semibold ${dark ? "text-danger-on-dark" : "text-danger"}`}
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
