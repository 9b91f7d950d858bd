/**
 * The site's environment, read in one place: one zod schema for every variable the site reads
 * (docs/deploy.md lists them; `.env.example` marks those a production deployment must set). Blank
 * counts as unset. Two modes: `SITE_MODE=local` (set by `npm start`, `npm run dev` and the tests)
 * fills what is missing with the local stack's defaults (embedded content service, mail sink,
 * localhost origins); anything else is production, where every variable of PRODUCTION_REQUIRED
 * must be set. Every missing or invalid variable gives its own line of one ConfigError;
 * next.config.ts and instrumentation.ts print them and stop before anything starts.
 * PRISMIC_WEBHOOK_SECRET is checked here too (required in production), and read again by the webhook
 * (src/server/revalidate/revalidateConfig.ts: in the local mode an unusable secret disables the
 * webhook with a 503, not the site). The ISR cache handler's
 * REDIS_URL (src/server/redisConfig.mjs, read by the ISR cache handler, which Next loads outside its
 * compilation, and by the forms' shared rate limit and idempotency keys).
 */
import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY, FONT_FAMILIES, siteUrlVariable, type CountryCode } from "./countries";
import { isSliceMachineOriginSetting, SLICE_MACHINE_ORIGIN_EXPECTED } from "./sliceMachine";

/** Thrown when the environment is invalid: one line per missing or invalid variable, each naming it. */
export class ConfigError extends Error {
  override name = "ConfigError";
  /** One line per variable (the message joins them). */
  readonly lines: string[];

  constructor(lines: string | string[]) {
    const all = Array.isArray(lines) ? lines : [lines];
    super(all.join("\n"));
    this.lines = all;
  }
}

/** The message of an invalid variable. */
export function invalidVariable(variable: string, value: unknown, expected: string): ConfigError {
  return new ConfigError(`Invalid ${variable}=${JSON.stringify(value ?? "")}: expected ${expected}.`);
}

/** A Prismic repository name: lowercase letters, digits and hyphens, no leading or trailing hyphen. */
export const REPOSITORY_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

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

/** An http(s) origin: scheme and host, no path, query or fragment (a trailing "/" is fine). */
const httpOrigin = (expected: string) =>
  z
    .string()
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          ["http:", "https:"].includes(url.protocol) && url.pathname === "/" && !/[?#]/.test(value) && !url.username
        );
      },
      { error: expected },
    )
    .optional();

const siteUrls = Object.fromEntries(
  COUNTRY_CODES.map((code) => [
    siteUrlVariable(code),
    httpOrigin(`an origin with its scheme and without path, e.g. https://www.example.${code}`),
  ]),
) as Record<`SITE_URL_${Uppercase<CountryCode>}`, ReturnType<typeof httpOrigin>>;

/** A secret: no white space, at most 256 characters. */
const secret = (minLength = 1) =>
  z
    .string()
    .min(minLength, { error: `at least ${minLength} characters` })
    .max(256, { error: "at most 256 characters" })
    .regex(/^\S+$/, { error: "no white space" })
    .optional();

/** The explicit local mode (`npm start`, `npm run dev`, the tests) and production (the default). */
export const SITE_MODES = ["local", "production"] as const;

/** The webhook secret the local content service sends (public: refused in production). */
export const LOCAL_WEBHOOK_SECRET = "local-webhook-secret";

/** The signing key of the local mode only (public: production must set its own). */
export const LOCAL_SIGNING_SECRET = "local-signing-secret-not-for-production-use";

/** The contact mailboxes a production deployment sets, with whom each receives. */
const CONTACT_MAILBOX_PURPOSES = {
  CONTACT_MAILBOX_PARTICULAR: "patients and the public",
  CONTACT_MAILBOX_CLIENTE: "customers",
  CONTACT_MAILBOX_FARMACEUTICO: "pharmacists",
  CONTACT_MAILBOX_MEDICO: "doctors",
  CONTACT_MAILBOX_PROFESIONAL_COMUNICACION: "the press",
  CONTACT_MAILBOX_DEFAULT: "any other requester",
} as const;

/**
 * The variables a production deployment must set, with what each is for (the line that names a
 * missing one says it). `build`: read while pages are prerendered; `run`: by the server only.
 */
export const PRODUCTION_REQUIRED: Record<string, { when: "build" | "run"; purpose: string }> = {
  PRISMIC_REPOSITORY_NAME: { when: "build", purpose: "the Prismic repository the pages are built from" },
  ...Object.fromEntries(
    COUNTRY_CODES.map((code) => [
      siteUrlVariable(code),
      {
        when: "build" as const,
        purpose: `the public origin of the ${code} site (canonical URLs, hreflang, sitemap, JSON-LD)`,
      },
    ]),
  ),
  PRISMIC_WEBHOOK_SECRET: { when: "run", purpose: "the secret of the Prismic publishing webhook (/api/revalidate)" },
  MAILJET_API_KEY: { when: "run", purpose: "the Mailjet account the forms send their e-mail through" },
  MAILJET_API_SECRET: { when: "run", purpose: "the secret key of that Mailjet account" },
  MAIL_FROM_EMAIL: { when: "run", purpose: "the sender of the forms' e-mail (validated in Mailjet)" },
  ...Object.fromEntries(
    Object.entries(CONTACT_MAILBOX_PURPOSES).map(([variable, who]) => [
      variable,
      { when: "run" as const, purpose: `the mailbox of contact requests from ${who}` },
    ]),
  ),
  CAREERS_MAILBOX: { when: "run", purpose: "the mailbox job applications (with their CV) go to" },
  TRUST_PROXY: {
    when: "run",
    purpose:
      "how many proxies in front of the site append to X-Forwarded-For (0 when none): the forms' rate limit counts per visitor",
  },
  SIGNING_SECRET: {
    when: "run",
    purpose: "the key (32+ characters) that signs and encrypts what the site hands out or keeps for visitors",
  },
};

/**
 * Set while a container image is built (Dockerfile): the variables only the server reads
 * (PRODUCTION_REQUIRED's `run` ones: secrets, mailboxes) are checked when the container starts.
 */
export const RUNTIME_CHECK_AT_START = "RUNTIME_VARIABLES_AT_START";

/** Every variable the site reads, with its rule and default. */
const environmentSchema = z
  .object({
    // The country and its options (src/config/countries.ts).
    SITE_MODE: oneOf(SITE_MODES, "production", `"local" (npm start, npm run dev, the tests) or "production"`),
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
    // Its rules are checked here in production (superRefine); in the local mode the webhook alone refuses an unusable one.
    PRISMIC_WEBHOOK_SECRET: text(),
    // Signs and encrypts what the site hands to visitors or keeps for them (src/server/signing/).
    SIGNING_SECRET: secret(32),
    // The local Slice Machine allowed to drive the slice simulator (./sliceMachine.ts).
    SLICE_MACHINE_ORIGIN: z
      .string()
      .refine(isSliceMachineOriginSetting, { error: SLICE_MACHINE_ORIGIN_EXPECTED })
      .optional(),
    // Forms: delivery through Mailjet (or the local mail sink), mailboxes, abuse limits.
    MAILJET_API_KEY: secret(),
    MAILJET_API_SECRET: secret(),
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
      .regex(/^(true|false|\d{1,2})$/i, {
        error: "false, true (one proxy) or the number of trusted proxies in front of the site (0–10)",
      })
      .refine((value) => !/^\d+$/.test(value) || Number(value) <= 10, {
        error: "false, true (one proxy) or the number of trusted proxies in front of the site (0–10)",
      })
      .transform((value) => value.toLowerCase())
      .default("false"),
    REQUEST_BODY_IDLE_TIMEOUT_MS: wholeNumber(15_000, 500, 300_000, "milliseconds"),
    REQUEST_BODY_TIMEOUT_MS: wholeNumber(180_000, 1_000, 3_600_000, "milliseconds"),
    FORM_UPLOAD_MEMORY_MB: wholeNumber(96, 20, 4_096, "megabytes"),
  })
  .superRefine((env, context) => {
    if (env.SITE_MODE === "production") {
      const webhookSecret = secret().safeParse(env.PRISMIC_WEBHOOK_SECRET);
      if (!webhookSecret.success)
        context.addIssue({
          code: "custom",
          path: ["PRISMIC_WEBHOOK_SECRET"],
          message: webhookSecret.error.issues[0]?.message ?? "a usable secret",
        });
      else if (env.PRISMIC_WEBHOOK_SECRET === LOCAL_WEBHOOK_SECRET)
        context.addIssue({
          code: "custom",
          path: ["PRISMIC_WEBHOOK_SECRET"],
          message: `a secret of your own: "${LOCAL_WEBHOOK_SECRET}" is the local stack's public one`,
        });
      if (env.SIGNING_SECRET === LOCAL_SIGNING_SECRET)
        context.addIssue({
          code: "custom",
          path: ["SIGNING_SECRET"],
          message: "a secret of your own: this is the local mode's public one",
        });
    }
    if (env.SUPPORT_CHAT_PAGES && !env.SUPPORT_CHAT_KEY) {
      context.addIssue({
        code: "custom",
        path: ["SUPPORT_CHAT_KEY"],
        message: "a chat key whenever SUPPORT_CHAT_PAGES is set",
      });
    }
    // Real Mailjet keys on a local stack: links signed with the public key would reach real people.
    if (
      env.SITE_MODE === "local" &&
      env.MAILJET_API_KEY &&
      (env.SIGNING_SECRET ?? LOCAL_SIGNING_SECRET) === LOCAL_SIGNING_SECRET
    ) {
      context.addIssue({
        code: "custom",
        path: ["SIGNING_SECRET"],
        message: "a secret of your own whenever MAILJET_API_KEY is set (the local mode's default is public)",
      });
    }
    // In production a missing secret has its own "Missing" line.
    if (env.SITE_MODE === "local" && env.MAILJET_API_KEY && !env.MAILJET_API_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["MAILJET_API_SECRET"],
        message: "the secret that goes with MAILJET_API_KEY",
      });
    }
  });

/** The parsed environment. */
export type Environment = z.infer<typeof environmentSchema>;

/** The name of every variable the site reads (tests/unit/envExample.test.ts holds .env.example to them). */
export const SITE_VARIABLES = Object.keys(environmentSchema.shape);

/** The variables the schema knows, trimmed, blank ones left out. */
function presentVariables(env: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const name of Object.keys(environmentSchema.shape)) {
    const value = (env[name] ?? "").trim();
    if (value !== "") present[name] = value;
  }
  return present;
}

/** Whether a variable holds a secret (its value is never printed). */
function isSecret(variable: string): boolean {
  return /SECRET|TOKEN|KEY$/.test(variable) && variable !== "SUPPORT_CHAT_KEY";
}

/**
 * Reads and validates the environment. Throws a ConfigError with one line per invalid variable
 * (its value, never for secrets, and what it accepts) and, in production, per missing required
 * variable (what it is for).
 */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const present = presentVariables(env);
  const parsed = environmentSchema.safeParse(present);
  const lines = new Map<string, string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const variable = String(issue.path[0]);
    if (lines.has(variable)) continue;
    const shown = isSecret(variable) && present[variable] ? "…" : present[variable];
    lines.set(variable, invalidVariable(variable, shown, issue.message).message);
  }
  if ((present.SITE_MODE ?? "production") === "production") {
    const atStart = (env[RUNTIME_CHECK_AT_START] ?? "").trim() === "1";
    for (const [variable, { when, purpose }] of Object.entries(PRODUCTION_REQUIRED)) {
      if (present[variable] !== undefined || lines.has(variable) || (atStart && when === "run")) continue;
      lines.set(variable, `Missing ${variable}: ${purpose}.`);
    }
  }
  if (lines.size > 0 || !parsed.success) throw new ConfigError([...lines.values()]);
  return parsed.data;
}

/** Whether the environment selects the explicit local mode (the local stack's defaults apply). */
export function isLocalMode(env: Environment): boolean {
  return env.SITE_MODE === "local";
}
