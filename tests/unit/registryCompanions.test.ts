import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, DEFAULT_COUNTRY, countryLocales, localPreviewUrl, type CountryCode } from "@/config/countries";
import { LOCAL_PORTS, reservedPorts } from "@/config/localPorts";
import { LANDING_DOCUMENT_TYPE } from "@/config/routeTable";
import { SECTION_LIST } from "@/config/sections";
import { DEFAULT_PREVIEW_SITES } from "@services/content/lib/config/preview-sites.mjs";
import { DEFAULT_PORT as CONTENT_SERVICE_DEFAULT_PORT } from "@services/content/lib/config/env.mjs";
import { DEFAULT_PORT as MAIL_SINK_DEFAULT_PORT } from "@services/mail/lib/config/sink-env.mjs";

/**
 * Issue 33: what the section and country registries (src/config) need beside them, outside the
 * compiler's reach. Adding a country, a locale or a document type without its companion fails
 * here, naming what is missing, instead of failing silently later (the content service refusing
 * documents, a preview going nowhere, a page without its texts, two servers on one port).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The registries' facts the companions are checked against. */
type Registries = {
  /** Country code → its locales, default first, and its local preview URL. */
  countries: { code: string; locales: string[]; previewUrl: string }[];
  /** Document types the sections (and the landings) use. */
  documentTypes: string[];
  /** Every reserved port and its holder. */
  ports: { holder: string; port: number }[];
  /** Sections with a listing: their listing and document pages name them by `sections:<id>.title`. */
  listedSections: string[];
};

/** What lives beside them: files and the stand-alone services' defaults. */
type Companions = {
  customTypes: string[];
  repository: { languages: string[] };
  previewSites: Record<string, string>;
  /** Locale → the translation files of its folder. */
  localeFiles: (locale: string) => string[];
  /** The default locale's `sections` namespace (public/locales/<locale>/sections.json). */
  sectionTexts: Record<string, unknown>;
  serviceDefaults: { contentService: number; mailSink: number };
};

/** The texts a listed section's pages read from its locale files (its name, its empty listing). */
const LISTED_SECTION_TEXTS = ["title", "empty"];

/** Every missing companion, as one readable line each; empty when the registries are complete. */
function missingCompanions(registries: Registries, companions: Companions): string[] {
  const problems: string[] = [];
  const locales = registries.countries.flatMap((country) => country.locales);
  const defaultFiles = companions.localeFiles(registries.countries[0].locales[0]);
  for (const type of registries.documentTypes) {
    if (!companions.customTypes.includes(type)) problems.push(`document type ${type} has no customtypes/${type}/`);
  }
  for (const country of registries.countries) {
    for (const locale of country.locales) {
      if (!companions.repository.languages.includes(locale))
        problems.push(`locale ${locale} is missing from content/repository.json "languages"`);
      if (companions.previewSites[locale] !== country.previewUrl)
        problems.push(
          `locale ${locale} previews on ${companions.previewSites[locale] ?? "no site"} by default, not ${country.previewUrl} (services/content/lib/config/preview-sites.mjs)`,
        );
      const files = companions.localeFiles(locale);
      for (const file of defaultFiles.filter((name) => !files.includes(name)))
        problems.push(`locale ${locale} has no public/locales/${locale}/${file}`);
    }
  }
  for (const id of registries.listedSections) {
    const texts = companions.sectionTexts[id] as Record<string, unknown> | undefined;
    for (const key of LISTED_SECTION_TEXTS.filter((name) => typeof texts?.[name] !== "string"))
      problems.push(
        `section ${id} has no "${id}.${key}" in public/locales/${registries.countries[0].locales[0]}/sections.json`,
      );
  }
  for (const locale of Object.keys(companions.previewSites)) {
    if (!locales.includes(locale)) problems.push(`preview site for ${locale}, a locale no country has`);
  }
  const holders = new Map<number, string>();
  for (const { holder, port } of registries.ports) {
    const other = holders.get(port);
    if (other) problems.push(`port ${port} is reserved twice: ${other} and ${holder}`);
    else holders.set(port, holder);
  }
  const declared = Object.fromEntries(registries.ports.map(({ holder, port }) => [holder, port]));
  if (companions.serviceDefaults.contentService !== declared.contentService)
    problems.push(
      `the content service defaults to port ${companions.serviceDefaults.contentService}, not ${declared.contentService}`,
    );
  if (companions.serviceDefaults.mailSink !== declared.mailSink)
    problems.push(`the mail sink defaults to port ${companions.serviceDefaults.mailSink}, not ${declared.mailSink}`);
  return problems;
}

/** The project's registries, default country first. */
const PROJECT: Registries = {
  countries: [DEFAULT_COUNTRY, ...COUNTRY_CODES.filter((code) => code !== DEFAULT_COUNTRY)].map(
    (code: CountryCode) => ({ code, locales: countryLocales(code), previewUrl: localPreviewUrl(code) }),
  ),
  documentTypes: [
    ...new Set([
      LANDING_DOCUMENT_TYPE,
      ...SECTION_LIST.flatMap((section) => [
        ...(section.documents ?? []).map((doc) => doc.type),
        ...(section.listing
          ? [section.listing.type, ...(section.listing.category ? [section.listing.category.type] : [])]
          : []),
        ...(section.landingLists ?? []),
        ...(section.searches ?? []),
        ...Object.keys(section.linkFields ?? {}),
      ]),
    ]),
  ],
  ports: reservedPorts(),
  listedSections: SECTION_LIST.flatMap((section) => (section.listing ? [section.id] : [])),
};

const repositoryJson = JSON.parse(fs.readFileSync(path.join(ROOT, "content/repository.json"), "utf8")) as {
  languages: { id: string }[];
};

const PROJECT_COMPANIONS: Companions = {
  customTypes: fs.readdirSync(path.join(ROOT, "customtypes")),
  repository: { languages: repositoryJson.languages.map((lang) => lang.id) },
  previewSites: { ...DEFAULT_PREVIEW_SITES },
  localeFiles: (locale) => {
    const dir = path.join(ROOT, "public/locales", locale);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  },
  sectionTexts: JSON.parse(
    fs.readFileSync(path.join(ROOT, "public/locales", countryLocales(DEFAULT_COUNTRY)[0], "sections.json"), "utf8"),
  ) as Record<string, unknown>,
  serviceDefaults: { contentService: CONTENT_SERVICE_DEFAULT_PORT, mailSink: MAIL_SINK_DEFAULT_PORT },
};

describe("every registry entry has its companions", () => {
  it("the project: none missing", () => {
    expect(missingCompanions(PROJECT, PROJECT_COMPANIONS)).toEqual([]);
  });

  // Made-up names no real entry will take, so that adding a real country or type keeps this test green.
  it("a country, a listed section and a port added alone are each reported", () => {
    const withMore: Registries = {
      ...PROJECT,
      countries: [...PROJECT.countries, { code: "zz", locales: ["zz-zz"], previewUrl: "http://localhost:3999" }],
      ports: [...PROJECT.ports, { holder: "zz site", port: LOCAL_PORTS.pinnedSite }],
      listedSections: [...PROJECT.listedSections, "zzSection"],
    };
    const problems = missingCompanions(withMore, PROJECT_COMPANIONS);
    expect(problems).toEqual([
      'locale zz-zz is missing from content/repository.json "languages"',
      "locale zz-zz previews on no site by default, not http://localhost:3999 (services/content/lib/config/preview-sites.mjs)",
      ...PROJECT_COMPANIONS.localeFiles("es-es").map((file) => `locale zz-zz has no public/locales/zz-zz/${file}`),
      'section zzSection has no "zzSection.title" in public/locales/es-es/sections.json',
      'section zzSection has no "zzSection.empty" in public/locales/es-es/sections.json',
      `port ${LOCAL_PORTS.pinnedSite} is reserved twice: pinnedSite and zz site`,
    ]);
  });
});
