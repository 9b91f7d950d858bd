import { useEffect, type RefObject } from "react";
import type { FieldValues, Path, PathValue, UseFormSetValue } from "react-hook-form";

/**
 * After the server refused a submission: focus goes to the first field it named (in the form's
 * order), else to the failure notice, so keyboard and screen-reader users land on the problem.
 */
export function useFocusFirstError(
  id: string,
  fields: readonly string[],
  serverErrors: Record<string, string>,
  failure: string | null,
  notice: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!failure) return;
    const first = fields.find((name) => serverErrors[name]);
    const target = first ? document.getElementById(`${id}-${first}`) : null;
    (target ?? notice.current)?.focus();
    // Only when a new answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure, serverErrors]);
}

/**
 * Once the island is live: the fields the visitor filled and left before it woke up (a quick typist
 * on a slow connection) are checked as if they had just been left, so their messages show now
 * rather than at the next keystroke, and later edits are checked as they are typed. A field still
 * focused, an empty one and the file and consent inputs are left alone, and so is a form the server
 * rendered with a refused submission's values (`initial`: the server already judged them).
 */
export function useCheckFieldsLeftBeforeWake<T extends FieldValues>(
  id: string,
  fields: readonly Path<T>[],
  setValue: UseFormSetValue<T>,
  initial: unknown,
): void {
  useEffect(() => {
    if (initial) return;
    for (const name of fields) {
      const element = document.getElementById(`${id}-${name}`);
      const filled =
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement && !["checkbox", "radio", "file", "hidden"].includes(element.type));
      if (!filled || element === document.activeElement || element.value === "") continue;
      setValue(name, element.value as PathValue<T, Path<T>>, { shouldTouch: true, shouldValidate: true });
    }
    // Once, when the island mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
