import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { forwardRef } from "react";
import { useTranslation } from "next-i18next/pages";

type FieldFrameProps = { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; error?: string; children: ReactNode };

/** Ids of a field's hint and error, for aria-describedby. */
export const describedBy = (id: string, hint: boolean, error: boolean) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** Label, control, hint and error message of one form field. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const { t } = useTranslation("forms");
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label} <span className="text-sm font-normal text-ink/70">{required ? t("fields.required") : t("fields.optional")}</span>
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1 text-sm font-semibold text-[#b3261e]">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClass = (invalid: boolean) =>
  `block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink focus:border-blue ${invalid ? "border-[#b3261e]" : "border-grey-1"}`;

type ControlProps = { invalid: boolean; describedById?: string };

/** A text input wired for accessibility (aria-invalid, aria-describedby). */
export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & ControlProps>(function TextInput({ invalid, describedById, ...props }, ref) {
  return <input ref={ref} aria-invalid={invalid} aria-describedby={describedById} className={controlClass(invalid)} {...props} />;
});

/** A multi-line text control. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps>(function TextArea({ invalid, describedById, ...props }, ref) {
  return <textarea ref={ref} rows={6} aria-invalid={invalid} aria-describedby={describedById} className={controlClass(invalid)} {...props} />;
});

/** A select control. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & ControlProps>(function Select({ invalid, describedById, children, ...props }, ref) {
  return (
    <select ref={ref} aria-invalid={invalid} aria-describedby={describedById} className={controlClass(invalid)} {...props}>
      {children}
    </select>
  );
});

/** The bar shown while a form uploads. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <progress max={100} value={percent} aria-label={label} className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-grey-1 [&::-webkit-progress-value]:bg-ds-turquoise" />
      <p className="text-sm text-ink/75" aria-hidden="true">
        {percent} %
      </p>
    </div>
  );
}

/** The answer panel of a form: success or failure, announced to screen readers. */
export function FormNotice({ kind, title, children }: { kind: "success" | "error"; title: string; children?: ReactNode }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={`space-y-2 rounded-2xl border-l-4 p-5 ${kind === "success" ? "border-green bg-[#e8f4ec]" : "border-[#b3261e] bg-[#fdecea]"}`}
    >
      <p className="text-lg font-bold text-ink">{title}</p>
      {children}
    </div>
  );
}
