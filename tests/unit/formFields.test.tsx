// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import ContactRequestForm from "@/forms/contact/ContactRequestForm";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import { contactFormSchema } from "@/forms/contact/contactSchema";
import { jobApplicationFormSchema } from "@/forms/jobApplication/jobApplicationSchema";
import { commonI18n } from "@tests/unit/support/commonI18n";

/**
 * A form's fields come from its schema (src/forms/<form>/<form>Schema.ts, from the rules of src/forms/fieldRules.ts): a field added there is shown by the
 * form, with a label of its own, or this fails (the compiler already asks for its texts and, on
 * the contact form, its e-mail template variable).
 */
function fieldsShown(element: React.ReactElement) {
  document.body.innerHTML = renderToString(<I18nextProvider i18n={commonI18n()}>{element}</I18nextProvider>);
  const form = document.querySelector("form")!;
  return (name: string) => {
    const control = form.querySelector<HTMLElement>(`[name="${name}"]`);
    const label = control?.id ? document.querySelector(`label[for="${control.id}"]`)?.textContent?.trim() : undefined;
    return { control: Boolean(control), label };
  };
}

describe("every field of a form's schema is in its markup, labelled in Spanish", () => {
  it.each([
    [
      "contact",
      <ContactRequestForm key="c" gdprConsentLabel="Acepto la política de privacidad." />,
      Object.keys(contactFormSchema.shape),
    ],
    ["job application", <JobApplicationForm key="j" offerUid={null} />, Object.keys(jobApplicationFormSchema.shape)],
  ])("%s", (_, element, fields) => {
    const shown = fieldsShown(element);
    for (const field of fields) {
      const { control, label } = shown(field);
      expect(control, field).toBe(true);
      expect(label, field).toBeTruthy();
      expect(label, field).not.toMatch(/^(fields|errors)\./);
    }
  });
});
