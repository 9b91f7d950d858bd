import { readFormTexts } from "./messages";
import { findNotice, showNotice } from "./notice";

type Enhancer = (root: HTMLElement) => void;

/** Each multipart form's root and its behaviour, loaded (with zod and the shared schemas) only when the page shows it. */
const UPLOAD_FORMS: [selector: string, load: () => Promise<Enhancer>][] = [
  ['[data-enhance="contact-form"]', () => import("./contactForm").then((module) => module.enhanceContactForm)],
  ['[data-enhance="job-application-form"]', () => import("./jobApplicationForm").then((module) => module.enhanceJobApplicationForm)],
];

/**
 * The contact and job application forms (src/enhance/forms). Their behaviour is imported only on
 * pages that have them. Their submit button is rendered disabled (the form has no action: a native
 * submit would put the visitor's data in the URL) and enabled here at once; until the behaviour has
 * arrived a submit is held and then replayed, and if it cannot arrive the form says the connection
 * failed, keeping every value.
 */
export function enhanceUploadForms(): void {
  for (const [selector, load] of UPLOAD_FORMS) {
    const roots = Array.from(document.querySelectorAll<HTMLElement>(selector));
    if (roots.length === 0) continue;
    let failed = false;
    const held = new Set<HTMLElement>();
    const sayOffline = (root: HTMLElement) => showNotice(findNotice(root, "error"), readFormTexts(root)("errors.network"));
    const holds = roots.map((root) => {
      const hold = (event: Event) => {
        event.preventDefault();
        held.add(root);
        if (failed) sayOffline(root);
      };
      const form = root.querySelector("form");
      form?.addEventListener("submit", hold);
      // Rendered disabled, so that nothing is submitted natively before this point.
      const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) button.disabled = false;
      return hold;
    });
    load().then(
      (enhance) =>
        roots.forEach((root, index) => {
          try {
            enhance(root);
          } catch (error) {
            console.error(`[enhance] ${selector}:`, error);
            return;
          }
          const form = root.querySelector("form");
          form?.removeEventListener("submit", holds[index]);
          if (held.has(root)) form?.requestSubmit();
        }),
      (error: unknown) => {
        failed = true;
        held.forEach(sayOffline);
        console.error(`[enhance] ${selector}:`, error);
      },
    );
  }
}
