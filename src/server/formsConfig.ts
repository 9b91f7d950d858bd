/**
 * Configuration of the forms' delivery (spec §7): Mailjet credentials, the sender, the mailboxes
 * chosen by requester type, the careers mailbox and abuse limits. Validated once; an invalid value
 * stops with a message naming the variable. Server side only: never sent to the browser.
 */
import { z } from "zod";
import { wholeNumberFromEnv } from "@/server/envNumber";
import { loadBodyTimeouts } from "@/server/http/bodyDeadline";

/** The embedded local mail sink (DESIGN §5, §6) and its default credentials. */
export const LOCAL_MAIL_SINK = { url: "http://localhost:3200", apiKey: "local-key", apiSecret: "local-secret" };

export const REQUESTER_MAILBOX_VARIABLES: Record<string, "CONTACT_MAILBOX_PARTICULAR" | "CONTACT_MAILBOX_CLIENTE" | "CONTACT_MAILBOX_FARMACEUTICO" | "CONTACT_MAILBOX_MEDICO" | "CONTACT_MAILBOX_PROFESIONAL_COMUNICACION"> = {
  particular: "CONTACT_MAILBOX_PARTICULAR",
  cliente: "CONTACT_MAILBOX_CLIENTE",
  farmaceutico: "CONTACT_MAILBOX_FARMACEUTICO",
  medico: "CONTACT_MAILBOX_MEDICO",
  profesional_comunicacion: "CONTACT_MAILBOX_PROFESIONAL_COMUNICACION",
};

const DEFAULT_MAILBOXES = {
  CONTACT_MAILBOX_PARTICULAR: "atencion.paciente@laboratoriosbrezo.example",
  CONTACT_MAILBOX_CLIENTE: "clientes@laboratoriosbrezo.example",
  CONTACT_MAILBOX_FARMACEUTICO: "farmacias@laboratoriosbrezo.example",
  CONTACT_MAILBOX_MEDICO: "informacion.medica@laboratoriosbrezo.example",
  CONTACT_MAILBOX_PROFESIONAL_COMUNICACION: "prensa@laboratoriosbrezo.example",
  CONTACT_MAILBOX_DEFAULT: "atencion@laboratoriosbrezo.example",
  CAREERS_MAILBOX: "empleo@laboratoriosbrezo.example",
  MAIL_FROM_EMAIL: "web@laboratoriosbrezo.example",
};

const email = z.email();

const read = (env: Record<string, string | undefined>, name: string) => (env[name] ?? "").trim() || undefined;

const invalid = (variable: string, value: unknown, expected: string) => new Error(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}.`);

/**
 * Reads the forms' configuration from the environment.
 * Without MAILJET_API_KEY the forms deliver to the local mail sink.
 */
export function loadFormsConfig(env: Record<string, string | undefined> = process.env) {
  const mailbox = (name: keyof typeof DEFAULT_MAILBOXES): string => {
    const value = read(env, name) ?? DEFAULT_MAILBOXES[name];
    if (!email.safeParse(value).success) throw invalid(name, value, "an e-mail address");
    return value;
  };
  const apiKey = read(env, "MAILJET_API_KEY");
  const apiSecret = read(env, "MAILJET_API_SECRET");
  if (apiKey && !apiSecret) throw invalid("MAILJET_API_SECRET", "", "the secret that goes with MAILJET_API_KEY");
  const apiUrl = read(env, "MAILJET_API_URL") ?? (apiKey ? "https://api.mailjet.com" : LOCAL_MAIL_SINK.url);
  let parsedUrl: URL;
  try {
    parsedUrl = new URL(apiUrl);
  } catch {
    throw invalid("MAILJET_API_URL", apiUrl, "an absolute URL such as https://api.mailjet.com");
  }
  if (parsedUrl.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(parsedUrl.hostname)) {
    throw invalid("MAILJET_API_URL", apiUrl, "https, or http only for a local mail sink (localhost)");
  }
  const rateLimit = Number(read(env, "FORM_RATE_LIMIT") ?? "5");
  if (!Number.isInteger(rateLimit) || rateLimit < 1 || rateLimit > 10_000) throw invalid("FORM_RATE_LIMIT", read(env, "FORM_RATE_LIMIT"), "a whole number of submissions per visitor every 10 minutes (1–10000)");
  const trustProxy = read(env, "TRUST_PROXY") ?? "false";
  const trustedProxies = trustProxy === "true" ? 1 : trustProxy === "false" ? 0 : Number(trustProxy);
  if (!/^(true|false|\d{1,2})$/.test(trustProxy) || trustedProxies > 10) {
    throw invalid("TRUST_PROXY", trustProxy, "false, true (one proxy) or the number of trusted proxies in front of the site (0–10)");
  }

  return {
    mailjet: {
      apiUrl: parsedUrl.origin,
      apiKey: apiKey ?? LOCAL_MAIL_SINK.apiKey,
      apiSecret: apiSecret ?? LOCAL_MAIL_SINK.apiSecret,
      isLocal: parsedUrl.protocol === "http:",
    },
    from: { email: mailbox("MAIL_FROM_EMAIL"), name: read(env, "MAIL_FROM_NAME") ?? "Laboratorios Brezo" },
    /** Internal mailbox per requester type (spec §7), with a default. */
    contactMailboxes: Object.fromEntries(
      Object.entries(REQUESTER_MAILBOX_VARIABLES).map(([type, variable]) => [type, mailbox(variable)]),
    ) as Record<string, string>,
    defaultContactMailbox: mailbox("CONTACT_MAILBOX_DEFAULT"),
    careersMailbox: mailbox("CAREERS_MAILBOX"),
    rateLimitPer10Minutes: rateLimit,
    /** How many proxies in front of the site append to X-Forwarded-For (0: use the socket's address). */
    trustedProxies,
    /** How long a body may take: a stalled or endless one is dropped (408). */
    bodyTimeouts: loadBodyTimeouts(env),
    /** Bytes that uploads in flight may hold in this process's memory; beyond it new uploads wait (503). */
    uploadMemoryBytes: wholeNumberFromEnv(env, "FORM_UPLOAD_MEMORY_MB", 96, [20, 4_096], "megabytes") * 1_048_576,
  };
}

export type FormsConfig = ReturnType<typeof loadFormsConfig>;
