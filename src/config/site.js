// @ts-check
/**
 * The whole site configuration read from the environment at start-up: the country (countries.js),
 * the public base address and where content comes from. Invalid values stop start-up with a
 * message naming the variable and the accepted values.
 */
const { loadCountryConfig, ConfigError } = require("./countries.js");
const { parseContentRef } = require("./contentRef.js");
const { loadSliceMachineOrigin } = require("./sliceMachine.js");

/** Where the embedded local content service listens (DESIGN §6). */
const LOCAL_CONTENT_ENDPOINT = "http://localhost:3100/api/v2";

/** Default public address of each country's site in development (DESIGN §6). */
const DEFAULT_SITE_URLS = { es: "http://localhost:3000", co: "http://localhost:3001" };

/** The environment variable holding each country's public origin. */
const SITE_URL_VARIABLES = { es: "SITE_URL_ES", co: "SITE_URL_CO" };

/** Which country's site serves each locale (hreflang alternates point there). */
/** @type {Record<"es-es" | "es-co", "es" | "co">} */
const LOCALE_COUNTRIES = { "es-es": "es", "es-co": "co" };

/**
 * @param {string} variable
 * @param {string} value
 * @param {string} [expected]
 */
function parseHttpUrl(variable, value, expected = "an absolute http(s) URL") {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url;
  } catch {
    // falls through to the error below
  }
  throw new ConfigError(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}.`);
}

/** @param {Record<string, string | undefined>} env @param {string} name */
const readEnv = (env, name) => (env[name] ?? "").trim() || undefined;

/**
 * Reads and validates the site's configuration.
 * @param {Record<string, string | undefined>} [env]
 */
function loadSiteConfig(env = process.env) {
  const country = loadCountryConfig(env);
  /** @type {Record<"es" | "co", string>} */
  const countryUrls = { es: "", co: "" };
  for (const code of /** @type {const} */ (["es", "co"])) {
    const variable = SITE_URL_VARIABLES[code];
    const url = parseHttpUrl(variable, readEnv(env, variable) ?? DEFAULT_SITE_URLS[code]);
    if (url.pathname !== "/" || url.search || url.hash) {
      throw new ConfigError(`Invalid ${variable}=${JSON.stringify(url.href)}: expected an origin without path, e.g. https://www.example.es.`);
    }
    countryUrls[code] = url.origin;
  }

  const explicitEndpoint = readEnv(env, "PRISMIC_API_ENDPOINT");
  const realRepository = readEnv(env, "PRISMIC_REPOSITORY_NAME");
  const apiEndpoint = explicitEndpoint
    ? parseHttpUrl("PRISMIC_API_ENDPOINT", explicitEndpoint, "an absolute http(s) URL ending in /api/v2").href.replace(/\/+$/, "")
    : realRepository
      ? `https://${country.repositoryName}.cdn.prismic.io/api/v2`
      : LOCAL_CONTENT_ENDPOINT;
  if (!/\/api\/v2$/.test(apiEndpoint)) {
    throw new ConfigError(`Invalid PRISMIC_API_ENDPOINT=${JSON.stringify(apiEndpoint)}: expected a URL ending in /api/v2.`);
  }

  const verification = readEnv(env, "GOOGLE_SITE_VERIFICATION");
  if (verification !== undefined && !/^[A-Za-z0-9_-]{10,100}$/.test(verification)) {
    throw new ConfigError(
      `Invalid GOOGLE_SITE_VERIFICATION=${JSON.stringify(verification)}: expected the token of Search Console's meta tag (letters, digits, '-' and '_').`,
    );
  }

  return {
    country,
    siteUrl: countryUrls[country.code],
    /** Public origin of the site serving each locale (canonical and hreflang URLs). */
    localeSiteUrls: { "es-es": countryUrls[LOCALE_COUNTRIES["es-es"]], "es-co": countryUrls[LOCALE_COUNTRIES["es-co"]] },
    content: {
      repositoryName: country.repositoryName,
      apiEndpoint,
      accessToken: readEnv(env, "PRISMIC_ACCESS_TOKEN"),
      /** Which ref queries read outside preview (spec §4). */
      ref: parseContentRef(env.PRISMIC_CONTENT_REF),
      isLocal: apiEndpoint.startsWith("http://localhost:") || apiEndpoint.startsWith("http://127.0.0.1:"),
    },
    googleSiteVerification: verification,
    /** The local Slice Machine allowed to drive the slice simulator, or null (src/config/sliceMachine.js). */
    sliceMachineOrigin: loadSliceMachineOrigin(env),
  };
}

/** @typedef {ReturnType<typeof loadSiteConfig>} SiteConfig */

module.exports = { loadSiteConfig, LOCAL_CONTENT_ENDPOINT, DEFAULT_SITE_URLS, SITE_URL_VARIABLES };
