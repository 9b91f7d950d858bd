import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_ERROR_KEYS } from "@/components/forms/formMessages";

const root = path.resolve(import.meta.dirname, "../../..");
const forms = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, "public/locales", locale, "forms.json"), "utf8")) as { errors: Record<string, string> };

describe("texts of the upload forms' script (src/enhance/forms)", () => {
  it("include every message key of the shared schemas", () => {
    const source = fs.readFileSync(path.join(root, "src/forms/schemas.ts"), "utf8");
    const keys = new Set([...source.matchAll(/"(errors\.\w+)"/g)].map((match) => match[1]));
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expect(BROWSER_ERROR_KEYS, key).toContain(key);
  });

  it.each(["es-es", "es-co"])("are translated in %s", (locale) => {
    const errors = { ...forms("es-es").errors, ...forms(locale).errors };
    for (const key of BROWSER_ERROR_KEYS) expect(errors[key.slice("errors.".length)], key).toBeTruthy();
  });
});
