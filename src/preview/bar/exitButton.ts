import { leavePreview } from "./previewRequests";
import { Enhance } from "@/widgets/widgetContract";
import { PreviewContract } from "./previewContract";

/**
 * "Salir de la vista previa" (the preview bar, /auth): leaves preview in place and reloads the page.
 * While it works the button says "Saliendo…" and cannot be pressed again; a failure is logged to the
 * console only (R4) and the button comes back. Without JavaScript the form itself exits and
 * returns to the page. Markup: ./ExitPreviewButton.tsx.
 */
export function enhanceExitPreviewForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(
    `[${Enhance.attribute}="${PreviewContract.exitForm}"]`,
  )) {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) continue;
    const idleLabel = button.textContent ?? "";
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      button.textContent = form.getAttribute(PreviewContract.leavingLabel) ?? idleLabel;
      if (await leavePreview()) return; // the page is reloading
      button.disabled = false;
      button.textContent = idleLabel;
    });
  }
}
