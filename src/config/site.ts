/**
 * The site's configuration, derived from the environment (./environment.ts) and the country
 * registry (./countries.ts): the country, the public addresses of every country's site, where
 * content comes from. Server side and build side only; pages get public facts through props.
 */
import {
  COUNTRIES,
  COUNTRY_CODES,
  countryLocales,
  localeCountry,
  LOCALES,
  localSiteUrl,
  siteUrlVariable,
  type CountryCode,
  type FontFamily,
  type Locale,
} from "./countries";
import { ConfigError, isLocalMode, readEnvironment, type Environment } from "./environment";
import { parseContentRef } from "./contentRef";
import { sliceMachineOrigin } from "./sliceMachine";

export { ConfigError } from "./environment";

/** Where the embedded local content service listens (docs/requirements.md, R10); local mode only. */
const LOCAL_CONTENT_ENDPOINT = "http://localhost:3100/api/v2";

/** The selected country with the options the environment may set. */
type CountryConfig = {
  code: CountryCode;
  name: string;
  defaultLocale: Locale;
  locales: readonly Locale[];
  repositoryName: string;
  fontFamily: FontFamily;
  tagManagerId?: string;
  supportChat?: { key: string; pages: string[] };
};

/** The selected country's configuration (SITE_COUNTRY, PRISMIC_REPOSITORY_NAME, SITE_FONT, tag manager, chat). */
export function loadCountryConfig(env: Record<string, string | undefined> = process.env): CountryConfig {
  return countryFrom(readEnvironment(env));
}

/** The selected country from the parsed environment. */
function countryFrom(vars: Environment): CountryConfig {
  const code = vars.SITE_COUNTRY;
  const entry = COUNTRIES[code];
  const locales = countryLocales(code);
  return {
    code,
    name: entry.name,
    defaultLocale: locales[0],
    locales,
    repositoryName: vars.PRISMIC_REPOSITORY_NAME ?? entry.repositoryName,
    fontFamily: vars.SITE_FONT ?? entry.fontFamily,
    tagManagerId: vars.TAG_MANAGER_ID,
    supportChat: vars.SUPPORT_CHAT_KEY
      ? {
          key: vars.SUPPORT_CHAT_KEY,
          // Every page by default in the local mode; in production only the pages configured.
          pages: (vars.SUPPORT_CHAT_PAGES ?? (isLocalMode(vars) ? "/" : ""))
            .split(",")
            .map((page) => page.trim())
            .filter(Boolean),
        }
      : undefined,
  };
}

/**
 * Every country's public origin, from SITE_URL_<CODE> (validated as an origin by the schema; required
 * in production) or, in the local mode, its local address.
 */
function countryOrigins(vars: Environment): Record<CountryCode, string> {
  const origins = {} as Record<CountryCode, string>;
  for (const code of COUNTRY_CODES) origins[code] = new URL(vars[siteUrlVariable(code)] ?? localSiteUrl(code)).origin;
  return origins;
}

/** Reads and validates the site's configuration. */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env) {
  const vars = readEnvironment(env);
  const country = countryFrom(vars);
  const origins = countryOrigins(vars);

  const explicitEndpoint = vars.PRISMIC_API_ENDPOINT?.replace(/\/+$/, "");
  const apiEndpoint =
    explicitEndpoint ??
    (vars.PRISMIC_REPOSITORY_NAME ? `https://${country.repositoryName}.cdn.prismic.io/api/v2` : LOCAL_CONTENT_ENDPOINT);
  if (!/\/api\/v2$/.test(apiEndpoint)) {
    throw new ConfigError(
      `Invalid PRISMIC_API_ENDPOINT=${JSON.stringify(apiEndpoint)}: expected a URL ending in /api/v2.`,
    );
  }

  return {
    country,
    siteUrl: origins[country.code],
    /** Public origin of the site serving each locale (canonical and hreflang URLs). */
    localeSiteUrls: Object.fromEntries(LOCALES.map((locale) => [locale, origins[localeCountry(locale)]])) as Record<
      Locale,
      string
    >,
    content: {
      repositoryName: country.repositoryName,
      apiEndpoint,
      accessToken: vars.PRISMIC_ACCESS_TOKEN,
      /** Which ref queries read outside preview (docs/publishing.md). */
      ref: parseContentRef(vars.PRISMIC_CONTENT_REF),
      isLocal: apiEndpoint.startsWith("http://localhost:") || apiEndpoint.startsWith("http://127.0.0.1:"),
    },
    googleSiteVerification: vars.GOOGLE_SITE_VERIFICATION,
    /** The build id every instance of a build shares (next.config.ts), when set. */
    buildId: vars.BUILD_ID,
    /** The local Slice Machine allowed to drive the slice simulator, or null (./sliceMachine.ts). */
    sliceMachineOrigin: sliceMachineOrigin(vars.SLICE_MACHINE_ORIGIN, isLocalMode(vars)),
    /** The explicit local mode (SITE_MODE=local): the local stack's defaults apply. */
    isLocal: isLocalMode(vars),
  };
}

export type SiteConfig = ReturnType<typeof loadSiteConfig>;
