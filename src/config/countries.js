// @ts-check
/**
 * Country configuration (spec §1, DESIGN §2): one deployment per country, chosen by SITE_COUNTRY.
 * Plain CommonJS so next.config.js can load it; TypeScript reads the JSDoc types.
 */
const { z } = require("zod");

/** Default country when SITE_COUNTRY is not set (spec §9). */
const DEFAULT_COUNTRY = "es";

/** Layout font families a country may use (spec §1). */
const FONT_FAMILIES = /** @type {const} */ (["Brandon Text", "Montserrat"]);

/** Locales the product knows about (spec §9). */
const LOCALES = /** @type {const} */ (["es-es", "es-co"]);

/** A Prismic repository name: lowercase letters, digits and hyphens, no leading or trailing hyphen. */
const repositoryNameSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    message: "lowercase letters, digits and hyphens, not starting or ending with a hyphen (e.g. laboratorios-brezo)",
  });

const countrySchema = z
  .object({
    code: z.enum(["es", "co"]),
    name: z.string().min(1),
    defaultLocale: z.enum(LOCALES),
    locales: z.array(z.enum(LOCALES)).min(1),
    repositoryName: repositoryNameSchema,
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "a Google Tag Manager container id like GTM-ABC1234" })
      .optional(),
    supportChat: z
      .object({
        key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "8–64 letters, digits, '-' or '_'" }),
        pages: z.array(z.string().regex(/^\/[^\s]*$/, { message: "paths starting with '/'" })).min(1),
      })
      .optional(),
    fontFamily: z.enum(FONT_FAMILIES),
  })
  .refine((c) => c.locales.includes(c.defaultLocale), {
    message: "defaultLocale must be one of locales",
    path: ["defaultLocale"],
  });

/** @typedef {z.infer<typeof countrySchema>} CountryConfig */

/** The countries' fixed facts; environment variables may override the optional parts. */
const COUNTRIES = {
  es: {
    code: "es",
    name: "España",
    defaultLocale: "es-es",
    locales: ["es-es"],
    repositoryName: "laboratorios-brezo",
    fontFamily: "Brandon Text",
  },
  co: {
    code: "co",
    name: "Colombia",
    defaultLocale: "es-co",
    locales: ["es-co"],
    repositoryName: "laboratorios-brezo",
    fontFamily: "Montserrat",
  },
};

/** Thrown when the configuration or the environment is invalid; the message names the variable. */
class ConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "ConfigError";
  }
}

/**
 * @param {string} variable
 * @param {unknown} value
 * @param {string} accepted
 */
function invalid(variable, value, accepted) {
  return new ConfigError(`Invalid ${variable}=${JSON.stringify(value)}: expected ${accepted}.`);
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
function readEnv(env, name) {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/**
 * Builds and validates the selected country's configuration from the environment.
 * Throws ConfigError naming the variable and the accepted values when something is wrong.
 * @param {Record<string, string | undefined>} [env]
 * @returns {CountryConfig}
 */
function loadCountryConfig(env = process.env) {
  const code = readEnv(env, "SITE_COUNTRY") ?? DEFAULT_COUNTRY;
  if (!Object.prototype.hasOwnProperty.call(COUNTRIES, code)) {
    throw invalid("SITE_COUNTRY", code, `one of ${Object.keys(COUNTRIES).join(", ")}`);
  }
  const base = COUNTRIES[/** @type {keyof typeof COUNTRIES} */ (code)];

  const repositoryName = readEnv(env, "PRISMIC_REPOSITORY_NAME") ?? base.repositoryName;
  const repoCheck = repositoryNameSchema.safeParse(repositoryName);
  if (!repoCheck.success) {
    throw invalid("PRISMIC_REPOSITORY_NAME", repositoryName, repoCheck.error.issues[0].message);
  }

  const fontFamily = readEnv(env, "SITE_FONT") ?? base.fontFamily;
  if (!FONT_FAMILIES.includes(/** @type {any} */ (fontFamily))) {
    throw invalid("SITE_FONT", fontFamily, FONT_FAMILIES.map((f) => `"${f}"`).join(" or "));
  }

  const tagManagerId = readEnv(env, "TAG_MANAGER_ID");
  const chatKey = readEnv(env, "SUPPORT_CHAT_KEY");
  const chatPages = readEnv(env, "SUPPORT_CHAT_PAGES");
  if (chatPages && !chatKey) {
    throw invalid("SUPPORT_CHAT_KEY", "", "a chat key whenever SUPPORT_CHAT_PAGES is set");
  }

  const candidate = {
    ...base,
    repositoryName,
    fontFamily,
    tagManagerId,
    supportChat: chatKey
      ? { key: chatKey, pages: (chatPages ?? "/").split(",").map((p) => p.trim()).filter(Boolean) }
      : undefined,
  };
  const parsed = countrySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join(".");
    /** @type {Record<string, string>} */
    const variables = {
      tagManagerId: "TAG_MANAGER_ID",
      "supportChat.key": "SUPPORT_CHAT_KEY",
    };
    const variable = field.startsWith("supportChat.pages") ? "SUPPORT_CHAT_PAGES" : variables[field] ?? `country "${code}" ${field}`;
    const value = field.split(".").reduce((/** @type {any} */ o, k) => (o == null ? o : o[k]), candidate);
    throw invalid(variable, value, issue.message);
  }
  return parsed.data;
}

module.exports = { DEFAULT_COUNTRY, FONT_FAMILIES, LOCALES, COUNTRIES, ConfigError, loadCountryConfig, repositoryNameSchema };
