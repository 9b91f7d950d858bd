import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { contactFormSchema } from "@/forms/contact/contactSchema";
import { CONTACT_TEXT_KEYS } from "@/forms/contact/ContactForm.island";
import { jobApplicationFormSchema } from "@/forms/jobApplication/jobApplicationSchema";
import { JOB_APPLICATION_TEXT_KEYS } from "@/forms/jobApplication/JobApplicationForm.island";
import { newsletterSchema } from "@/forms/newsletter/newsletterSchema";
import { NEWSLETTER_TEXT_KEYS } from "@/forms/newsletter/newsletterTexts";

/**
 * Every message a form's schema can give in the browser is among the texts its island is given
 * (issue 42): the island translates a message only from those (`formText`), so a rule whose key is
 * missing from the field's `FIELD_MESSAGES` shows the visitor a raw key such as
 * `errors.companyTooLong`, while the compiler, the server's answers and the other tests stay
 * green. The keys are read from the schema's definition (`_zod.def`, Zod's introspection for
 * library authors): each type's and each check's `error`.
 */
type Definition = {
  error?: (issue: object) => unknown;
  checks?: readonly $ZodType[];
  shape?: Record<string, $ZodType>;
  options?: readonly $ZodType[];
} & Partial<Record<"in" | "out" | "innerType" | "element", $ZodType>>;

/** The message keys a schema (or a check) declares, with the field each belongs to. */
function declaredMessages(schema: $ZodType | undefined, field: string, out = new Set<string>()): Set<string> {
  const def = schema?._zod.def as Definition | undefined;
  if (!def) return out;
  const message = def.error?.({});
  if (typeof message === "string") out.add(`${field} ${message}`);
  for (const child of [...(def.checks ?? []), ...(def.options ?? [])]) declaredMessages(child, field, out);
  for (const child of [def.in, def.out, def.innerType, def.element]) declaredMessages(child, field, out);
  for (const [name, child] of Object.entries(def.shape ?? {})) declaredMessages(child, name, out);
  return out;
}

describe("every message a form's schema gives is a text its island has", () => {
  it.each([
    ["contact", contactFormSchema, CONTACT_TEXT_KEYS],
    ["job application", jobApplicationFormSchema, JOB_APPLICATION_TEXT_KEYS],
    ["newsletter", newsletterSchema, NEWSLETTER_TEXT_KEYS],
  ] as [string, $ZodType, readonly string[]][])("%s", (_, schema, textKeys) => {
    const messages = [...declaredMessages(schema, "form")];
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.filter((entry) => !textKeys.includes(entry.split(" ")[1]))).toEqual([]);
  });
});
