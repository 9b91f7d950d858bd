import { fieldErrors, newsletterSchema } from "@/forms/schemas";

/** The newsletter form's email checked with the shared schema (spec §5): the clean address, or the message key of its problem. */
export function validateNewsletterEmail(email: string): { ok: true; email: string } | { ok: false; messageKey: string } {
  const parsed = newsletterSchema.safeParse({ email });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, messageKey: fieldErrors(parsed.error).email ?? "errors.email" };
}
