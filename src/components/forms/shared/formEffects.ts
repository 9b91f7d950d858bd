import { useEffect, type RefObject } from "react";

/**
 * After the server refused a submission: focus goes to the first field it named (in the form's
 * order), else to the failure notice, so keyboard and screen-reader users land on the problem.
 */
export function useFocusFirstError(id: string, fields: readonly string[], serverErrors: Record<string, string>, failure: string | null, notice: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!failure) return;
    const first = fields.find((name) => serverErrors[name]);
    const target = first ? document.getElementById(`${id}-${first}`) : null;
    (target ?? notice.current)?.focus();
    // Only when a new answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure, serverErrors]);
}
