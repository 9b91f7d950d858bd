/**
 * The site's environment, read in one place: one zod schema for every variable the site reads
 * (docs/deploy.md lists them; `.env.example` gives each a safe default). Blank counts as unset.
 * An invalid value throws a ConfigError naming the variable and what it accepts; next.config.ts
 * turns that into one line and stops before anything starts.
 * Two readers stay apart on purpose: PRISMIC_WEBHOOK_SECRET (src/server/revalidate/revalidateConfig.ts: an
 * unusable secret disables the webhook with a 503, not the site) and the ISR cache handler's
 * REDIS_URL (src/server/redisConfig.mjs, read by the ISR cache handler, which Next loads outside its
 * compilation, and by the forms' shared rate limit and idempotency keys).
 */
import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY, FONT_FAMILIES, siteUrlVariable, type CountryCode } from "./countries";
import { isSliceMachineOriginSetting, SLICE_MACHINE_ORIGIN_EXPECTED } from "./sliceMachine";

/** Thrown when the environment is invalid; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The message of every invalid variable. */
export function invalidVariable(variable: string, value: unknown, expected: string): ConfigError {
  return new ConfigError(`Invalid ${variable}=${JSON.stringify(value ?? "")}: expected ${expected}.`);
}

/** A Prismic repository name: lowercase letters, digits and hyphens, no leading or trailing hyphen. */
export const REPOSITORY_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The development signing secret: what `npm start`, `npm run dev` and the tests sign links with
 * when SIGNING_SECRET is unset. Public (it is in this file), so never accepted with real Mailjet
 * keys: a production site must set its own.
 */
export const DEVELOPMENT_SIGNING_SECRET = "local-development-signing-secret-not-for-production";

/** Requester types of the contact form and the variable of each one's internal mailbox. */
export const REQUESTER_MAILBOX_VARIABLES = {
  particular: "CONTACT_MAILBOX_PARTICULAR",
  cliente: "CONTACT_MAILBOX_CLIENTE",
  farmaceutico: "CONTACT_MAILBOX_FARMACEUTICO",
  medico: "CONTACT_MAILBOX_MEDICO",
  profesional_comunicacion: "CONTACT_MAILBOX_PROFESIONAL_COMUNICACION",
} as const;

/** An optional text variable: trimmed, blank = unset. */
const text = () => z.string().optional();

/** A text variable that must match a pattern when set. */
const matching = (pattern: RegExp, expected: string) => z.string().regex(pattern, { error: expected }).optional();

/** One of some values, with a default. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number], expected: string) =>
  z.enum(values, { error: expected }).default(fallback as never);

/**
 * A whole number within [min, max] (with its unit for the message), with a default. The default is
 * a prefault: zod 4 returns a `.default()` as it is, unparsed, so the string would reach the code
 * in place of a number (rate-limiter-flexible refuses `"5"` as its points).
 */
const wholeNumber = (fallback: number, min: number, max: number, unit: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, { error: `${unit} (${min}–${max})` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${unit} (${min}–${max})` })
        .max(max, { error: `${unit} (${min}–${max})` }),
    )
    .prefault(String(fallback));

/** An absolute http(s) URL. */
const httpUrl = (expected: string) =>
  z
    .string()
    .refine((value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol), {
      error: expected,
    })
    .optional();

/** An e-mail address, with a default. */
const mailbox = (fallback: string) => z.email({ error: "an e-mail address" }).default(fallback);

const siteUrls = Object.fromEntries(
  COUNTRY_CODES.map((code) => [
    siteUrlVariable(code),
    httpUrl(`an origin without path, e.g. https://www.example.${code}`),
  ]),
) as Record<`SITE_URL_${Uppercase<CountryCode>}`, ReturnType<typeof httpUrl>>;

/** Every variable the site reads, with its rule and default. */
const environmentSchema = z
  .object({
    // The country and its options (src/config/countries.ts).
    SITE_COUNTRY: oneOf(
      COUNTRY_CODES as [CountryCode, ...CountryCode[]],
      DEFAULT_COUNTRY,
      `one of ${COUNTRY_CODES.join(", ")}`,
    ),
    SITE_FONT: z.enum(FONT_FAMILIES, { error: FONT_FAMILIES.map((font) => `"${font}"`).join(" or ") }).optional(),
    TAG_MANAGER_ID: matching(/^GTM-[A-Z0-9]{4,12}$/, "a Google Tag Manager container id like GTM-ABC1234"),
    SUPPORT_CHAT_KEY: matching(/^[A-Za-z0-9_-]{8,64}$/, "8–64 letters, digits, '-' or '_'"),
    SUPPORT_CHAT_PAGES: matching(/^\/[^\s,]*(\s*,\s*\/[^\s,]*)*$/, "paths starting with '/', separated by commas"),
    ...siteUrls,
    GOOGLE_SITE_VERIFICATION: matching(
      /^[A-Za-z0-9_-]{10,100}$/,
      "the token of Search Console's meta tag (letters, digits, '-' and '_')",
    ),
    BUILD_ID: matching(/^[A-Za-z0-9._-]{1,64}$/, "1 to 64 letters, digits, '.', '_' or '-'"),
    // Content (Prismic or the local content service).
    PRISMIC_REPOSITORY_NAME: matching(
      REPOSITORY_NAME,
      "lowercase letters, digits and hyphens, not starting or ending with a hyphen (e.g. laboratorios-brezo)",
    ),
    PRISMIC_API_ENDPOINT: httpUrl("an absolute http(s) URL ending in /api/v2"),
    PRISMIC_ACCESS_TOKEN: text(),
    PRISMIC_CONTENT_REF: text(),
    // The local Slice Machine allowed to drive the slice simulator (./sliceMachine.ts).
    SLICE_MACHINE_ORIGIN: z
      .string()
      .refine(isSliceMachineOriginSetting, { error: SLICE_MACHINE_ORIGIN_EXPECTED })
      .optional(),
    // Forms: delivery through Mailjet (or the local mail sink), mailboxes, abuse limits.
    MAILJET_API_KEY: text(),
    MAILJET_API_SECRET: text(),
    MAILJET_API_URL: httpUrl("an absolute URL such as https://api.mailjet.com"),
    MAIL_FROM_EMAIL: mailbox("web@laboratoriosbrezo.example"),
    MAIL_FROM_NAME: z.string().default("Laboratorios Brezo"),
    CONTACT_MAILBOX_PARTICULAR: mailbox("atencion.paciente@laboratoriosbrezo.example"),
    CONTACT_MAILBOX_CLIENTE: mailbox("clientes@laboratoriosbrezo.example"),
    CONTACT_MAILBOX_FARMACEUTICO: mailbox("farmacias@laboratoriosbrezo.example"),
    CONTACT_MAILBOX_MEDICO: mailbox("informacion.medica@laboratoriosbrezo.example"),
    CONTACT_MAILBOX_PROFESIONAL_COMUNICACION: mailbox("prensa@laboratoriosbrezo.example"),
    CONTACT_MAILBOX_DEFAULT: mailbox("atencion@laboratoriosbrezo.example"),
    CAREERS_MAILBOX: mailbox("empleo@laboratoriosbrezo.example"),
    FORM_RATE_LIMIT: wholeNumber(5, 1, 10_000, "a whole number of submissions per visitor every 10 minutes"),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, {
        error: "false, true (one proxy) or the number of trusted proxies in front of the site (0–10)",
      })
      .refine((value) => !/^\d+$/.test(value) || Number(value) <= 10, {
        error: "false, true (one proxy) or the number of trusted proxies in front of the site (0–10)",
      })
      .default("false"),
    REQUEST_BODY_IDLE_TIMEOUT_MS: wholeNumber(15_000, 500, 300_000, "milliseconds"),
    REQUEST_BODY_TIMEOUT_MS: wholeNumber(180_000, 1_000, 3_600_000, "milliseconds"),
    FORM_UPLOAD_MEMORY_MB: wholeNumber(96, 20, 4_096, "megabytes"),
    // The HMAC key of the site's signed links (newsletter confirmation; src/server/signing/).
    SIGNING_SECRET: z
      .string()
      .min(32, { error: "at least 32 characters (e.g. openssl rand -base64 48)" })
      .default(DEVELOPMENT_SIGNING_SECRET),
  })
  .superRefine((env, context) => {
    if (env.SUPPORT_CHAT_PAGES && !env.SUPPORT_CHAT_KEY) {
      context.addIssue({
        code: "custom",
        path: ["SUPPORT_CHAT_KEY"],
        message: "a chat key whenever SUPPORT_CHAT_PAGES is set",
      });
    }
    if (env.MAILJET_API_KEY && env.SIGNING_SECRET === DEVELOPMENT_SIGNING_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["SIGNING_SECRET"],
        message: "a secret of your own whenever MAILJET_API_KEY is set (the development default is public)",
      });
    }
    if (env.MAILJET_API_KEY && !env.MAILJET_API_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["MAILJET_API_SECRET"],
        message: "the secret that goes with MAILJET_API_KEY",
      });
    }
  });

/** The parsed environment. */
export type Environment = z.infer<typeof environmentSchema>;

/** The variables the schema knows, trimmed, blank ones left out. */
function presentVariables(env: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const name of Object.keys(environmentSchema.shape)) {
    const value = (env[name] ?? "").trim();
    if (value !== "") present[name] = value;
  }
  return present;
}

/**
 * Reads and validates the environment. Throws a ConfigError naming the first invalid variable,
 * its value (never for secrets) and what it accepts.
 */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const present = presentVariables(env);
  const parsed = environmentSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue.path[0]);
  const secret = /SECRET|TOKEN|KEY$/.test(variable) && variable !== "SUPPORT_CHAT_KEY";
  throw invalidVariable(variable, secret && present[variable] ? "…" : present[variable], issue.message);
}
