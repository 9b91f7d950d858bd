import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { BUTTON } from "@/styles/tokens";

/** Ids of a field's hint and error, for aria-describedby. */
export const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  need: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

/** Label (with "(obligatorio)"/"(opcional)" as `need`), control, hint and error message of one form field. */
export function FieldFrame({ id, label, need, hint, error, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label} <span className="text-sm font-normal text-ink/70">{need}</span>
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={id} message={error} /> : null}
    </div>
  );
}

/** A field's error message, named by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={`${id}-error`} className="flex items-start gap-1 text-sm font-semibold text-danger">
      <span aria-hidden="true">⚠</span>
      <span>{message}</span>
    </p>
  );
}

const controlClass = (invalid: boolean) =>
  `block w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink focus:border-blue ${invalid ? "border-danger" : "border-grey-1"}`;

/** What a control needs to say how it is doing: invalid, and which hint and error describe it. */
type ControlProps = { invalid: boolean; hasHint?: boolean };

const aria = (id: string | undefined, invalid: boolean, hasHint: boolean) => ({
  "aria-invalid": invalid,
  "aria-describedby": describedBy(id ?? "", hasHint, invalid),
});

/** A text input wired for accessibility (aria-invalid, aria-describedby naming its hint and error). */
export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & ControlProps>(
  function TextInput({ invalid, hasHint = false, ...props }, ref) {
    return <input ref={ref} {...aria(props.id, invalid, hasHint)} className={controlClass(invalid)} {...props} />;
  },
);

/** A multi-line text control. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps>(
  function TextArea({ invalid, hasHint = false, ...props }, ref) {
    return (
      <textarea ref={ref} rows={6} {...aria(props.id, invalid, hasHint)} className={controlClass(invalid)} {...props} />
    );
  },
);

/** A select control. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & ControlProps>(
  function Select({ invalid, hasHint = false, children, ...props }, ref) {
    return (
      <select ref={ref} {...aria(props.id, invalid, hasHint)} className={controlClass(invalid)} {...props}>
        {children}
      </select>
    );
  },
);

/** The bar shown while a form uploads. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <progress
        max={100}
        value={percent}
        aria-label={label}
        className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-grey-1 [&::-webkit-progress-value]:bg-ds-turquoise"
      />
      <p className="text-sm text-ink/75" aria-hidden="true">
        {percent} %
      </p>
    </div>
  );
}

/** The answer panel of a form: success or failure, announced to screen readers, focusable to move focus to it. */
export const FormNotice = forwardRef<
  HTMLDivElement,
  { kind: "success" | "error"; title: string; children?: ReactNode }
>(function FormNotice({ kind, title, children }, ref) {
  return (
    <div
      ref={ref}
      role={kind === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={`space-y-2 rounded-2xl border-l-4 p-5 ${kind === "success" ? "border-green bg-success-0" : "border-danger bg-danger-0"}`}
    >
      <p className="text-lg font-bold text-ink">{title}</p>
      {children}
    </div>
  );
});

/** The submit button: says what it does, or that it is sending. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" disabled={sending} className={BUTTON.submit}>
      {sending ? sendingLabel : label}
    </button>
  );
}
