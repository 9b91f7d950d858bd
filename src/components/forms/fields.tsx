import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "next-i18next/pages";

/**
 * Server-rendered form fields. The browser script (src/enhance/forms) fills and shows each field's
 * pre-rendered error slot (`<id>-error`), sets `aria-invalid` and adds the slot to
 * `aria-describedby`; the red border follows `aria-invalid`.
 */

type FieldFrameProps = { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; children: ReactNode };

/** Ids of a field's hint and error, for aria-describedby. */
export const describedBy = (id: string, hint: boolean, error: boolean) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A field's error message, rendered hidden and empty: the browser writes the text into `data-error-text` and shows it. */
export function ErrorSlot({ id, className, warning = "⚠" }: { id: string; className: string; warning?: string }) {
  return (
    <p id={`${id}-error`} hidden className={className}>
      <span aria-hidden="true">{warning}</span>
      <span data-error-text="" />
    </p>
  );
}

/** Label, control, hint and (hidden) error message of one form field. */
export function FieldFrame({ id, label, required, hint, children }: FieldFrameProps) {
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
      <ErrorSlot id={id} className="flex items-start gap-1 text-sm font-semibold text-[#b3261e]" />
    </div>
  );
}

/** A control's classes; the border turns red while the browser marks it `aria-invalid="true"`. */
export const controlClass = "block w-full rounded-xl border-2 border-grey-1 bg-white px-4 py-3 text-base text-ink focus:border-blue aria-invalid:border-[#b3261e]";

type ControlProps = { hasHint?: boolean };

/** A text input wired for accessibility (aria-invalid, aria-describedby naming its hint). */
export function TextInput({ hasHint = false, id = "", ...props }: InputHTMLAttributes<HTMLInputElement> & ControlProps) {
  return <input id={id} aria-invalid="false" aria-describedby={describedBy(id, hasHint, false)} className={controlClass} {...props} />;
}

/** A multi-line text control. */
export function TextArea({ hasHint = false, id = "", ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps) {
  return <textarea id={id} rows={6} aria-invalid="false" aria-describedby={describedBy(id, hasHint, false)} className={controlClass} {...props} />;
}

/** A select control. */
export function Select({ hasHint = false, id = "", children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & ControlProps) {
  return (
    <select id={id} aria-invalid="false" aria-describedby={describedBy(id, hasHint, false)} className={controlClass} {...props}>
      {children}
    </select>
  );
}

/** The bar shown while a form uploads: rendered hidden at 0 %, moved by the browser (`data-upload-progress`). */
export function UploadProgress({ label }: { label: string }) {
  return (
    <div className="space-y-1" hidden data-upload-progress="">
      <progress max={100} value={0} aria-label={label} className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-grey-1 [&::-webkit-progress-value]:bg-ds-turquoise" />
      <p className="text-sm text-ink/75" aria-hidden="true">
        <span data-progress-percent="">0</span> %
      </p>
    </div>
  );
}

type FormNoticeProps = { kind: "success" | "error"; title: string; children?: ReactNode };

/**
 * The answer panel of a form: success or failure, announced to screen readers. Rendered hidden;
 * the browser fills `data-notice-text` and shows it (`data-form-notice` names its kind).
 */
export function FormNotice({ kind, title, children }: FormNoticeProps) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      tabIndex={-1}
      hidden
      data-form-notice={kind}
      className={`space-y-2 rounded-2xl border-l-4 p-5 ${kind === "success" ? "border-green bg-[#e8f4ec]" : "border-[#b3261e] bg-[#fdecea]"}`}
    >
      <p className="text-lg font-bold text-ink">{title}</p>
      <p data-notice-text="" />
      {children}
    </div>
  );
}
