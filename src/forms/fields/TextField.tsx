import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldFrame, TextInput } from "./fields";

type TextFieldProps = {
  id: string;
  label: string;
  /** "(obligatorio)" or "(opcional)". */
  need: string;
  hint?: string;
  error?: string;
  /** The value a refused native submission left (the result page). */
  initialValue?: string;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric";
  required?: boolean;
  registration: UseFormRegisterReturn;
};

/** A one-line field of a form island: label, input registered with react-hook-form, hint, error. */
export function TextField({
  id,
  label,
  need,
  hint,
  error,
  initialValue,
  type = "text",
  autoComplete,
  inputMode,
  required,
  registration,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} need={need} hint={hint} error={error}>
      <TextInput
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        defaultValue={initialValue}
        invalid={Boolean(error)}
        hasHint={Boolean(hint)}
        {...registration}
      />
    </FieldFrame>
  );
}
