import type { z } from "zod";
import { fieldErrors } from "@/forms/schemas";

/** A form's values checked with its schema: the clean data, or the message key of each field's first problem. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Checks a form's values with one of the shared schemas (src/forms/schemas.ts), as the API does. */
export function checkWithSchema<T>(schema: z.ZodType<T>, values: Record<string, unknown>): Checked<T> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
