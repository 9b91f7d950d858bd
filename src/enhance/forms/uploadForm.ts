import { HONEYPOT_FIELD } from "@/forms/honeypot";
import { namedControls, showFieldError, showFieldErrors } from "./fieldErrors";
import { enhanceFileList } from "./fileList";
import { errorText, fillPlaceholders, readFormTexts } from "./messages";
import { findNotice, showNotice } from "./notice";
import { sendWithProgress } from "./submission";
import { validateWhenTouched } from "./touchedValidation";
import type { Checked } from "./validation";
import { readControlValues } from "./values";

/** What distinguishes one multipart form (contact, job application) from another. */
export type UploadFormSetup<T> = {
  /** The API route it posts to. */
  endpoint: string;
  /** The `name`s of the fields validated and shown, the file field and the consent box included. */
  fields: readonly string[];
  /** The file field's name; its files are posted under it. */
  fileField: string;
  /** The checked values that are posted (the consent box never is). */
  sent: readonly (keyof T & string)[];
  /** Checks the values read from the form plus the file list's files. */
  validate: (values: Record<string, string | boolean>, files: File[]) => Checked<T>;
  /** Posted fields that are not the visitor's (the offer applied to). */
  extra?: Record<string, string>;
  /** Called once the server accepted the form; returns the success text's placeholders. */
  accepted: (data: T) => Record<string, string>;
};

/**
 * A server-rendered multipart form (src/components/forms) brought to life: validated with its shared
 * schema as react-hook-form's "onTouched" mode did, posted with upload progress, the server's field
 * errors and message shown without losing any value, and the success notice only when the server
 * said ok (with an optional `data-form-another` button that brings back the emptied form).
 */
export function enhanceUploadForm<T extends Record<string, unknown>>(root: HTMLElement, setup: UploadFormSetup<T>): void {
  const form = root.querySelector("form");
  if (!form) return;
  const texts = readFormTexts(root);
  const controls = namedControls(form, setup.fields);
  const fileInput = controls.get(setup.fileField);
  const failure = findNotice(form, "error");
  const success = findNotice(root, "success");
  if (!(fileInput instanceof HTMLInputElement)) return;

  let chosenFiles: File[] = [];
  const check = () => setup.validate(readControlValues(controls, setup.fileField), chosenFiles);
  const translated = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, errorText(key, texts)]));
  const checkField = (name: string) => {
    const result = check();
    const control = controls.get(name);
    if (control) showFieldError(control, result.ok || !result.errors[name] ? null : errorText(result.errors[name], texts));
  };
  const fileList = enhanceFileList(fileInput, (files) => {
    chosenFiles = files;
    checkField(setup.fileField);
  });
  const touched = validateWhenTouched(
    form,
    setup.fields.filter((name) => name !== setup.fileField),
    checkField,
  );

  const body = (data: T) => {
    const posted = new FormData();
    for (const name of setup.sent) posted.append(name, String(data[name] ?? ""));
    for (const [name, value] of Object.entries(setup.extra ?? {})) posted.append(name, value);
    posted.append(HONEYPOT_FIELD, form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? "");
    for (const file of chosenFiles) posted.append(setup.fileField, file, file.name);
    return posted;
  };
  const accept = (data: T) => {
    showNotice(success, fillPlaceholders(texts("success"), setup.accepted(data)));
    form.reset();
    fileList.clear();
    chosenFiles = [];
    showFieldErrors(controls, {});
    touched.reset();
    showNotice(failure, null);
    form.hidden = true;
    success?.focus();
  };

  success?.querySelector("[data-form-another]")?.addEventListener("click", () => {
    showNotice(success, null);
    form.hidden = false;
    controls.values().next().value?.focus();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    touched.markSubmitted();
    const result = check();
    if (!result.ok) {
      showFieldErrors(controls, translated(result.errors))?.focus();
      return;
    }
    showFieldErrors(controls, {});
    showNotice(failure, null);
    const answer = await sendWithProgress(form, setup.endpoint, body(result.data), texts("sending"));
    if (answer.ok) {
      accept(result.data);
      return;
    }
    showNotice(failure, answer.message ?? texts(answer.status === 0 ? "errors.network" : "errors.unexpected"));
    const first = showFieldErrors(controls, translated(answer.fields ?? {}));
    (first ?? failure)?.focus();
  });
  // For tests and styles: the form now validates as the visitor goes.
  root.dataset.enhanced = "true";
}
