import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts the server's field errors on the form's fields, focusing the first one. */
export function applyServerErrors<T extends FieldValues>(fields: Record<string, string> | undefined, setError: UseFormSetError<T>, known: readonly string[]): void {
  let first = true;
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (!known.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}

/** A form error's text: translated when it is a message key of the `forms` namespace, else as the server wrote it. */
export function errorText(message: string | undefined, t: (key: string) => string): string | undefined {
  if (!message) return undefined;
  return message.startsWith("errors.") ? t(message) : message;
}
