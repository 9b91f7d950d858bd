import fs from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { countryLocales, DEFAULT_COUNTRY, localeEntry, type CountryCode, type Locale } from "@/config/countries";
import { LOCAL_PORTS, localOrigin, localStack } from "@/config/localPorts";

/**
 * What a Playwright project's site is, read from the country registry (playwright.config.ts gives
 * each project its country): its locale, how its copy addresses the reader, whether the seed has
 * a document for it. A new country runs the suite without a branch naming it.
 */

/** The stack under test (`npm test`'s when scripts/e2e.mjs runs the suite), its content service and mail sink. */
export const STACK = localStack();
export const CONTENT_SERVICE = localOrigin(STACK.contentService);
export const MAIL_SINK = localOrigin(STACK.mailSink);

/** The country of the project running the test. */
export function projectCountry(info: TestInfo): CountryCode {
  return info.project.metadata.country as CountryCode;
}

/** Whether the project's site is the default country's (tests that drive every site themselves run there once). */
export function isDefaultCountry(info: TestInfo): boolean {
  return projectCountry(info) === DEFAULT_COUNTRY;
}

/** The project site's default locale (`es-co`). */
export function projectLocale(info: TestInfo): Locale {
  return countryLocales(projectCountry(info))[0];
}

/** The text the project's site shows, by how its locale addresses the reader (tú or usted). */
export function byAddress<T>(info: TestInfo, texts: Record<"tú" | "usted", T>): T {
  return texts[localeEntry(projectLocale(info)).address];
}

/**
 * A slice's `mocks.json` as Slice Machine beside this stack would send it: its images, written on
 * `npm start`'s content service, on the content service of the stack under test.
 */
export function sliceMocks(folder: string): unknown[] {
  const text = fs.readFileSync(path.resolve("src/slices", folder, "mocks.json"), "utf8");
  return JSON.parse(text.replaceAll(localOrigin(LOCAL_PORTS.contentService), CONTENT_SERVICE));
}

/** The seed, from the project root, where Playwright runs (its specs load as CommonJS: no `import.meta`). */
const CONTENT_DIR = path.resolve("content");

/** Whether the seed holds a document of a type and uid in a locale (`documents/` or `drafts/`). */
export function seedHas(set: "documents" | "drafts", type: string, uid: string, locale: Locale): boolean {
  return fs.existsSync(path.join(CONTENT_DIR, set, type, `${uid}.${locale}.json`));
}
