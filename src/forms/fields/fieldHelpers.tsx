import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { FormInitialState } from "@/lib/forms/initialState";
import { FieldFrame, TextArea } from "./fields";
import { TextField } from "./TextField";
import { firstMessage, formText, messageText, type FormTexts } from "./formTexts";

type FieldHelpersOptions<T extends FieldValues> = {
  id: string;
  texts: FormTexts;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  serverErrors: Record<string, string>;
  clearServerError: (field: string) => void;
  initial?: FormInitialState;
};

/** What a one-line field of an island says about itself. */
type TextFieldOptions = {
  type?: string;
  autoComplete: string;
  inputMode?: "numeric";
  required?: boolean;
  hint?: string;
};

/**
 * What every field of a form island needs, in one place: its element id, its message (the
 * schema's, else the server's), its registration (a change forgets the server's message), "(obligatorio)"
 * or "(opcional)", and the one-line and message fields ready to render.
 */
export function fieldHelpers<T extends FieldValues>({
  id,
  texts,
  register,
  errors,
  serverErrors,
  clearServerError,
  initial,
}: FieldHelpersOptions<T>) {
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: Path<T>) => messageText(texts, firstMessage(errors[name])) ?? serverErrors[name];
  const field = (name: Path<T>) => register(name, { onChange: () => clearServerError(name) });
  const need = (required: boolean) => formText(texts, required ? "fields.required" : "fields.optional");
  const textField = (name: Path<T>, options: TextFieldOptions) => (
    <TextField
      id={fieldId(name)}
      label={formText(texts, `fields.${name}`)}
      need={need(Boolean(options.required))}
      error={errorOf(name)}
      initialValue={initial?.values[name]}
      registration={field(name)}
      {...options}
    />
  );
  /** The personal details both upload forms ask first: name, surname, e-mail, phone. */
  const personFields = () => (
    <>
      {textField("given_name" as Path<T>, { autoComplete: "given-name", required: true })}
      {textField("family_name" as Path<T>, { autoComplete: "family-name", required: true })}
      {textField("email" as Path<T>, {
        type: "email",
        autoComplete: "email",
        required: true,
        hint: formText(texts, "hints.email"),
      })}
      {textField("phone_number" as Path<T>, {
        type: "tel",
        autoComplete: "tel",
        hint: formText(texts, "hints.phone_number"),
      })}
    </>
  );
  const messageField = (name: Path<T>) => (
    <FieldFrame id={fieldId(name)} label={formText(texts, `fields.${name}`)} need={need(true)} error={errorOf(name)}>
      <TextArea
        id={fieldId(name)}
        required
        defaultValue={initial?.values[name]}
        invalid={Boolean(errorOf(name))}
        {...field(name)}
      />
    </FieldFrame>
  );
  return { fieldId, errorOf, field, need, textField, personFields, messageField };
}
