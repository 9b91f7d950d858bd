/**
 * Configuration of the forms' delivery: Mailjet credentials, the sender, the mailboxes chosen by
 * requester type, the careers mailbox and abuse limits, from the site's environment
 * (src/config/environment.ts). Server side only: never sent to the browser.
 */
import { invalidVariable, readEnvironment, REQUESTER_MAILBOX_VARIABLES } from "@/config/environment";
import { signingSecretOf } from "@/server/signing/signingKey";
import { bodyTimeoutsFrom } from "@/server/http/bodyDeadline";

export { REQUESTER_MAILBOX_VARIABLES } from "@/config/environment";

/** The embedded local mail sink (its HTTPS side) and its default credentials. */
const LOCAL_MAIL_SINK = { url: "https://localhost:3200", apiKey: "local-key", apiSecret: "local-secret" };

/**
 * Reads the forms' configuration from the environment.
 * Without MAILJET_API_KEY the forms deliver to the local mail sink.
 */
export function loadFormsConfig(env: Record<string, string | undefined> = process.env) {
  const vars = readEnvironment(env);
  const apiUrl = new URL(
    vars.MAILJET_API_URL ?? (vars.MAILJET_API_KEY ? "https://api.mailjet.com" : LOCAL_MAIL_SINK.url),
  );
  // node-mailjet speaks HTTPS only; the local mail sink answers it too.
  if (apiUrl.protocol !== "https:") {
    throw invalidVariable(
      "MAILJET_API_URL",
      vars.MAILJET_API_URL,
      "an https URL (the local mail sink answers https too)",
    );
  }
  const trustedProxies = vars.TRUST_PROXY === "true" ? 1 : vars.TRUST_PROXY === "false" ? 0 : Number(vars.TRUST_PROXY);

  return {
    mailjet: {
      apiUrl: apiUrl.origin,
      apiKey: vars.MAILJET_API_KEY ?? LOCAL_MAIL_SINK.apiKey,
      apiSecret: vars.MAILJET_API_SECRET ?? LOCAL_MAIL_SINK.apiSecret,
    },
    from: { email: vars.MAIL_FROM_EMAIL, name: vars.MAIL_FROM_NAME },
    /** Internal mailbox per requester type, with a default. */
    contactMailboxes: Object.fromEntries(
      Object.entries(REQUESTER_MAILBOX_VARIABLES).map(([type, variable]) => [type, vars[variable]]),
    ) as Record<string, string>,
    defaultContactMailbox: vars.CONTACT_MAILBOX_DEFAULT,
    careersMailbox: vars.CAREERS_MAILBOX,
    rateLimitPer10Minutes: vars.FORM_RATE_LIMIT,
    /** How many proxies in front of the site append to X-Forwarded-For (0: use the socket's address). */
    trustedProxies,
    /** How long a body may take: a stalled or endless one is dropped (408). */
    bodyTimeouts: bodyTimeoutsFrom(vars),
    /** Bytes that uploads in flight may hold in this process's memory; beyond it new uploads wait (503). */
    uploadMemoryBytes: vars.FORM_UPLOAD_MEMORY_MB * 1_048_576,
    /** The HMAC key of signed links (the newsletter's confirmation link): the same on every instance. */
    signingSecret: signingSecretOf(vars),
  };
}

export type FormsConfig = ReturnType<typeof loadFormsConfig>;
