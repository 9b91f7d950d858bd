import { postForm } from "@/forms/postForm";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

/** Texts the server rendered into the form (`data-messages`), already translated. */
type NewsletterMessages = Record<string, string>;

/**
 * The newsletter forms (footer, newsletter slices): checked with the shared schema (loaded on the
 * first submit only), posted to /api/newsletter; the visitor's address stays in the field on any
 * failure, and success is only said once the server accepted it. Markup:
 * src/components/forms/NewsletterForm.tsx.
 */
export function enhanceNewsletterForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-enhance="newsletter"]')) {
    const input = form.querySelector<HTMLInputElement>('input[type="email"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const alert = form.querySelector<HTMLElement>("[data-newsletter-error]");
    if (!input || !button || !alert) continue;
    const messages = JSON.parse(form.dataset.messages ?? "{}") as NewsletterMessages;
    const text = (key: string) => messages[key] ?? messages["errors.unexpected"] ?? key;
    const idleLabel = button.textContent ?? "";

    const showError = (message: string | null) => {
      alert.textContent = message ?? "";
      alert.hidden = !message;
      input.setAttribute("aria-invalid", String(Boolean(message)));
      if (message) input.setAttribute("aria-describedby", alert.id);
      else input.removeAttribute("aria-describedby");
    };
    const setSending = (sending: boolean) => {
      form.setAttribute("aria-busy", String(sending));
      button.disabled = sending;
      button.textContent = sending ? text("sending") : idleLabel;
    };

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (form.getAttribute("aria-busy") === "true") return;
      const { validateNewsletterEmail } = await import("./newsletterValidation");
      const checked = validateNewsletterEmail(input.value);
      if (!checked.ok) {
        showError(text(checked.messageKey));
        input.focus();
        return;
      }
      showError(null);
      setSending(true);
      const honeypot = form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
      const answer = await postForm("/api/newsletter", JSON.stringify({ email: checked.email, [HONEYPOT_FIELD]: honeypot }));
      setSending(false);
      if (answer.ok) {
        const done = document.createElement("p");
        done.setAttribute("role", "status");
        done.className = form.dataset.successClass ?? "";
        done.textContent = text("success").replace("{{email}}", checked.email);
        form.replaceWith(done);
        return;
      }
      showError(answer.fields?.email ?? answer.message ?? text(answer.status === 0 ? "errors.network" : "errors.unexpected"));
      input.focus();
    });
  }
}
