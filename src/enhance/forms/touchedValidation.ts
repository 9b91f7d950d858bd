/** Where a form stands in react-hook-form's "onTouched" terms. */
export type TouchedState = { markSubmitted(): void; reset(): void };

const nameOf = (target: EventTarget | null) => (target instanceof Element ? (target.getAttribute("name") ?? "") : "");

/**
 * Validation while the visitor fills the form, as react-hook-form's mode "onTouched" did: a field
 * is checked when it loses focus, and from then on at every change; after a submit every field is
 * checked at every change. `check` validates the named field and shows or clears its error.
 */
export function validateWhenTouched(form: HTMLFormElement, names: readonly string[], check: (name: string) => void): TouchedState {
  const touched = new Set<string>();
  let submitted = false;
  form.addEventListener("focusout", (event) => {
    const name = nameOf(event.target);
    if (!names.includes(name)) return;
    touched.add(name);
    check(name);
  });
  const onEdit = (event: Event) => {
    const name = nameOf(event.target);
    if (names.includes(name) && (submitted || touched.has(name))) check(name);
  };
  form.addEventListener("input", onEdit);
  form.addEventListener("change", onEdit);
  return {
    markSubmitted: () => {
      submitted = true;
    },
    reset: () => {
      touched.clear();
      submitted = false;
    },
  };
}
