/**
 * Shows or hides one field's error in its pre-rendered slot (`<control id>-error`,
 * src/components/forms/fields.tsx): the slot's text, `aria-invalid`, and the slot's id at the end
 * of `aria-describedby` (after the hint's) only while it is shown.
 */
export function showFieldError(control: HTMLElement, message: string | null): void {
  const slot = document.getElementById(`${control.id}-error`);
  if (!slot) return;
  (slot.querySelector("[data-error-text]") ?? slot).textContent = message ?? "";
  slot.hidden = !message;
  control.setAttribute("aria-invalid", String(Boolean(message)));
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== slot.id);
  if (message) ids.push(slot.id);
  if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** The form's controls that take part in validation, in document order, by name. */
export function namedControls(form: HTMLFormElement, names: readonly string[]): Map<string, HTMLElement> {
  const controls = new Map<string, HTMLElement>();
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name") ?? "";
    if (names.includes(name) && !controls.has(name)) controls.set(name, element as HTMLElement);
  }
  return controls;
}

/**
 * Puts a message on each control (or clears it where `errors` has none) and returns the first
 * control in document order that has one, for the focus.
 */
export function showFieldErrors(controls: Map<string, HTMLElement>, errors: Record<string, string>): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const [name, control] of controls) {
    showFieldError(control, errors[name] ?? null);
    if (errors[name] && !first) first = control;
  }
  return first;
}
