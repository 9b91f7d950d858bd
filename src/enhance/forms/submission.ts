import { postForm, type FormAnswer } from "@/forms/postForm";

/**
 * Posts a multipart form (XMLHttpRequest, for upload progress) while the form shows it is busy:
 * `aria-busy`, the submit button disabled and labelled `sendingLabel`, and the pre-rendered
 * progress bar (`data-upload-progress`, src/components/forms/fields.tsx) moving. Everything is
 * back as it was when the answer arrives; the form's values are never touched.
 */
export async function sendWithProgress(form: HTMLFormElement, endpoint: string, body: FormData, sendingLabel: string): Promise<FormAnswer> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const progress = form.querySelector<HTMLElement>("[data-upload-progress]");
  const bar = progress?.querySelector("progress");
  const percent = progress?.querySelector("[data-progress-percent]");
  const idleLabel = button?.textContent ?? "";
  const show = (fraction: number) => {
    const value = Math.round(fraction * 100);
    if (bar) bar.value = value;
    if (percent) percent.textContent = String(value);
  };

  form.setAttribute("aria-busy", "true");
  if (button) {
    button.disabled = true;
    button.textContent = sendingLabel;
  }
  show(0);
  if (progress) progress.hidden = false;
  try {
    return await postForm(endpoint, body, show);
  } finally {
    if (progress) progress.hidden = true;
    form.setAttribute("aria-busy", "false");
    if (button) {
      button.disabled = false;
      button.textContent = idleLabel;
    }
  }
}
