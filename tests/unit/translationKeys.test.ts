import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { LOCALES, localeEntry, type Locale } from "@/config/countries";
import { SECTION_LIST } from "@/config/sections";

/**
 * Every label the components ask for exists in every locale (issue 42): each `t("key")` of a file
 * that takes its namespace with `useTranslation("<ns>")`, and the keys built from the registries
 * (a listed section's title, empty text and category labels, a searched type's name), resolve in
 * each locale's files or in its fallbacks (src/config/countries.ts). A missing one would render
 * as a raw key such as `events.title`.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/** A locale's namespace file, parsed ({} when it has none). */
function messages(locale: string, namespace: string): Record<string, unknown> {
  const file = path.join(ROOT, "public/locales", locale, `${namespace}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** Whether a key (dotted; a plural counts through its `_one`/`_other` forms) resolves in a locale or its fallbacks. */
function resolves(locale: Locale, namespace: string, key: string): boolean {
  return [locale, ...localeEntry(locale).fallback].some((candidate) => {
    const parts = key.split(".");
    const last = parts.pop()!;
    let node: unknown = messages(candidate, namespace);
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const leaf = node as Record<string, unknown> | undefined;
    return [last, `${last}_one`, `${last}_other`].some((name) => typeof leaf?.[name] === "string");
  });
}

/** `[namespace, key, where]` for each static `t("…")` of a file with one `useTranslation("<ns>")`. */
function staticKeys(): [string, string, string][] {
  const files = fs
    .readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT, "src", file), "utf8");
    const namespaces = [...new Set([...text.matchAll(/useTranslation\("(\w+)"\)/g)].map((match) => match[1]))];
    if (namespaces.length !== 1) return [];
    return [...text.matchAll(/\bt\("([\w.]+)"/g)].map((match): [string, string, string] => [
      namespaces[0],
      match[1],
      `src/${file}`,
    ]);
  });
}

/** The keys built from the registries, as the components build them. */
function registryKeys(): [string, string, string][] {
  const keys: [string, string, string][] = [];
  for (const section of SECTION_LIST) {
    if (!section.listing) continue;
    const where = `src/config/sections.ts (${section.id}), src/sections/listing/CategorizedListing.tsx`;
    keys.push(["sections", `${section.id}.title`, where], ["sections", `${section.id}.empty`, where]);
    if (section.listing.category)
      keys.push(["sections", `${section.id}.categories`, where], ["sections", `${section.id}.all`, where]);
  }
  for (const type of new Set(SECTION_LIST.flatMap((section) => section.searches ?? [])))
    keys.push(["sections", `search.types.${type}`, "src/config/sections.ts (searches), SearchResults.tsx"]);
  return keys;
}

test("every label a component or a registry entry asks for resolves in every locale", () => {
  const keys = [...staticKeys(), ...registryKeys()];
  expect(keys.length).toBeGreaterThan(100);
  const missing = LOCALES.flatMap((locale) =>
    keys
      .filter(([namespace, key]) => !resolves(locale, namespace, key))
      .map(([namespace, key, where]) => `${locale} ${namespace}:${key} (asked for in ${where})`),
  );
  expect([...new Set(missing)]).toEqual([]);
});
