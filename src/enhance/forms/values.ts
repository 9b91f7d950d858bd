/** What a form's controls hold, for its schema: a checkbox's ticked state, any other control's value. */
export function readControlValues(controls: Map<string, HTMLElement>, except: string): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, control] of controls) {
    if (name === except) continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") values[name] = control.checked;
    else values[name] = (control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;
  }
  return values;
}
