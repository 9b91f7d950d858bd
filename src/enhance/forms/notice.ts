/** A form's pre-rendered notice (`data-form-notice="error" | "success"`, src/components/forms/fields.tsx) inside `container`. */
export function findNotice(container: ParentNode, kind: "error" | "success"): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[data-form-notice="${kind}"]`);
}

/** Shows a notice with its text (announced: `role=alert` / `role=status`), or hides it when `text` is null. */
export function showNotice(notice: HTMLElement | null, text: string | null): void {
  if (!notice) return;
  const slot = notice.querySelector("[data-notice-text]");
  if (slot) slot.textContent = text ?? "";
  notice.hidden = text === null;
}
