/**
 * The country registry: one entry per country's site (docs/requirements.md, R1). Everything
 * that differs between countries derives from here: the locale list and type, the site URL
 * variable, the local port and build directory, the preview sites of the local content service,
 * the Playwright projects, the i18n fallbacks, the `<html lang>` and the route table's wording.
 * Adding a country is an entry here, its `public/locales/<locale>/` translations, its language
 * in content/repository.json, its preview site in the content service and its seed documents:
 * the checklist is docs/architecture.md, "Where a change goes".
 */

/** Layout font families a country may use. */
export const FONT_FAMILIES = ["Brandon Text", "Montserrat"] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

/** What a locale of a country's site needs. */
type LocaleEntry = {
  /** The `lang` of the HTML documents the site writes outside Next (BCP 47, e.g. "es-CO"). */
  htmlLang: string;
  /** Locales whose translations fill the keys this one does not define. */
  fallback: readonly string[];
  /** Path segments of listings below a section's landing (`/categoria/pediatria/pagina/2`). */
  segments: { category: string; page: string };
  /** How its copy addresses the reader (`tú` in Spain, `usted` in Colombia); the tests read it. */
  address: "tú" | "usted";
};

/** One country's site. */
type CountryEntry = {
  name: string;
  /** Its locales; the first is the default (no URL prefix). */
  locales: Readonly<Record<string, LocaleEntry>>;
  repositoryName: string;
  fontFamily: FontFamily;
  /** Port of this site in the local stack (`npm start`, the e2e runner). */
  localPort: number;
  /**
   * Host name the local content service's preview button sends this site's documents to: each
   * site its own, since cookies ignore ports and two sites on one host would share Next's preview
   * cookies (docs/decisions.md, "Local previews").
   */
  localPreviewHost: string;
};

const SPANISH_SEGMENTS = { category: "categoria", page: "pagina" } as const;

export const COUNTRIES = {
  es: {
    name: "España",
    locales: { "es-es": { htmlLang: "es-ES", fallback: [], segments: SPANISH_SEGMENTS, address: "tú" } },
    repositoryName: "laboratorios-brezo",
    fontFamily: "Brandon Text",
    localPort: 3000,
    localPreviewHost: "localhost",
  },
  co: {
    name: "Colombia",
    locales: { "es-co": { htmlLang: "es-CO", fallback: ["es-es"], segments: SPANISH_SEGMENTS, address: "usted" } },
    repositoryName: "laboratorios-brezo",
    fontFamily: "Montserrat",
    localPort: 3001,
    localPreviewHost: "127.0.0.1",
  },
} as const satisfies Record<string, CountryEntry>;

export type CountryCode = keyof typeof COUNTRIES;

/** Every locale of every country ("es-es" | "es-co"). */
export type Locale = { [C in CountryCode]: keyof (typeof COUNTRIES)[C]["locales"] }[CountryCode];

/** Default country when SITE_COUNTRY is not set. */
export const DEFAULT_COUNTRY: CountryCode = "es";

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** Every locale the product knows, in registry order. */
export const LOCALES = COUNTRY_CODES.flatMap((code) => Object.keys(COUNTRIES[code].locales)) as Locale[];

/** Whether a string is one of the product's locales. */
export function isLocale(value: string | null | undefined): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A country's locales, the default first. */
export function countryLocales(code: CountryCode): Locale[] {
  return Object.keys(COUNTRIES[code].locales) as Locale[];
}

/** The facts of one locale (its country's entry). */
export function localeEntry(locale: Locale): LocaleEntry {
  for (const code of COUNTRY_CODES) {
    const entry = (COUNTRIES[code].locales as Record<string, LocaleEntry>)[locale];
    if (entry) return entry;
  }
  throw new Error(`country registry: no locale "${locale}"`);
}

/** The country whose site serves a locale (hreflang alternates point there). */
export function localeCountry(locale: Locale): CountryCode {
  const code = COUNTRY_CODES.find((candidate) => Object.hasOwn(COUNTRIES[candidate].locales, locale));
  if (!code) throw new Error(`country registry: no locale "${locale}"`);
  return code;
}

/** The environment variable holding a country's public origin (`SITE_URL_ES`). */
export function siteUrlVariable(code: CountryCode): `SITE_URL_${Uppercase<CountryCode>}` {
  return `SITE_URL_${code.toUpperCase() as Uppercase<CountryCode>}`;
}

/** A country's site address in the local stack. */
export function localSiteUrl(code: CountryCode): string {
  return `http://localhost:${COUNTRIES[code].localPort}`;
}

/** Where the local content service's preview button sends a country's documents (`http://127.0.0.1:3001`). */
export function localPreviewUrl(code: CountryCode): string {
  return `http://${COUNTRIES[code].localPreviewHost}:${COUNTRIES[code].localPort}`;
}

/** A country's build directory in the local stack (`.next-es`). */
export function localDistDir(code: CountryCode): string {
  return `.next-${code}`;
}
