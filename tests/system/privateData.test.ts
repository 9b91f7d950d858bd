/**
 * Issue 40: no personal datum sits in Redis in clear or under an unkeyed digest, and none reaches
 * the server's logs. One `next start` of the es build with Redis (REDIS_URL) and the local mail sink
 * runs the three forms through every outcome — accepted (script and no-JavaScript posts, with
 * idempotency keys), refused, capped, honeypot, and the mail provider down — then every key and
 * value in Redis, and every line the site wrote, is searched for the requesters' names, addresses,
 * phones and messages, and for the unkeyed SHA-256 of each.
 */
import { createHash, randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";
import { SMALL_PDF } from "@tests/security/sampleFiles";
import {
  builtSite,
  copyBuild,
  copyContent,
  freePort,
  startContentService,
  startMailSink,
  mailSinkSiteEnv,
  startRedis,
  startSite,
  stop,
  tearDown,
  throwawayDir,
  type Proc,
} from "./stack";

/** The people of the run: every value here must stay out of Redis and the logs. */
const PEOPLE = {
  contact: {
    given_name: "Zebulón",
    family_name: "Quintanilla Arrieta",
    email: "Zebulon.Quintanilla+web@example.net",
    phone_number: "+34 611 222 333",
    message: "Mensaje confidencial sobre la alergia de Zebulón",
  },
  applicant: {
    given_name: "Leocadia",
    family_name: "Berrocal Sáez",
    email: "leocadia.berrocal@example.net",
    phone_number: "699 888 777",
    message: "Carta de presentación reservada de Leocadia",
  },
  subscriber: { email: "boletin.reservado@example.net" },
  refused: {
    given_name: "Wenceslao",
    family_name: "Iturriaga",
    email: "wenceslao.iturriaga@example.net",
    phone_number: "622 333 444",
    message: "Texto rechazado de Wenceslao",
  },
  honeypot: { email: "tarro.de.miel@example.net" },
  mailDown: { email: "sin.proveedor@example.net", given_name: "Eustaquio" },
};

let redisUrl = "";
let site = "";
let sinkUrl = "";
let siteProc: Proc;
let sinkProc: Proc;

const VISITOR = "203.0.113.99";

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: site, Accept: "application/json", "X-Forwarded-For": VISITOR, ...headers },
    signal: AbortSignal.timeout(30_000),
  });
}

function contactBody(fields: Record<string, string>): FormData {
  const body = new FormData();
  const all = { ...CONTACT_REQUEST_EXAMPLE, website: "", ...fields };
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  return body;
}

function applicationBody(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ website: "", ...fields })) body.append(name, value);
  body.append("cv", new Blob([new Uint8Array(SMALL_PDF)], { type: "application/pdf" }), "cv-leocadia-berrocal.pdf");
  return body;
}

/** What a browser's own post of a form sends (JavaScript off). */
const NATIVE = { Accept: "text/html,application/xhtml+xml" };

/** Every value of the run, with the forms a store might keep it in, and their unkeyed SHA-256. */
function forbidden(): string[] {
  const values = new Set<string>();
  for (const person of Object.values(PEOPLE))
    for (const value of Object.values(person)) {
      const forms = [
        value,
        value.toLowerCase(),
        value
          .trim()
          .toLowerCase()
          .replace(/\+[^@]*@/, "@"),
      ];
      if (/^[+\d ]+$/.test(value)) forms.push(value.replace(/\D/g, ""));
      for (const form of forms) {
        values.add(form);
        for (const encoding of ["hex", "base64", "base64url"] as const)
          values.add(createHash("sha256").update(form).digest(encoding).replace(/=+$/, ""));
      }
    }
  values.add(VISITOR);
  return [...values];
}

/** Every key of the Redis and everything it holds, as text. */
async function redisContents(): Promise<string[]> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  const texts: string[] = [];
  for (const key of await client.keys("*")) {
    texts.push(key);
    const type = await client.type(key);
    if (type === "string") texts.push(String(await client.get(key)));
    else if (type === "hash") texts.push(JSON.stringify(await client.hGetAll(key)));
    else if (type === "list") texts.push(...(await client.lRange(key, 0, -1)).map(String));
    else if (type === "set") texts.push(...(await client.sMembers(key)).map(String));
    else if (type === "zset") texts.push(...(await client.zRange(key, 0, -1)).map(String));
    else texts.push(`unread type ${type}`);
  }
  await client.quit();
  return texts;
}

/** Which forbidden values a text holds (case-insensitive). */
const leaks = (texts: string[]) =>
  forbidden().flatMap((value) =>
    texts.filter((text) => text.toLowerCase().includes(value.toLowerCase())).map((text) => `${value} in ${text}`),
  );

beforeAll(async () => {
  const distDir = copyBuild(builtSite(), "private-data");
  const contentDir = copyContent();
  const [redisPort, contentPort, sinkPort, sitePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  await startRedis(redisPort);
  await startContentService(contentPort, contentDir);
  const mailDir = throwawayDir("private-data-mail");
  sinkProc = await startMailSink(sinkPort, mailDir);
  sinkUrl = `http://127.0.0.1:${sinkPort}`;
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  siteProc = await startSite(distDir, sitePort, contentPort, {
    REDIS_URL: redisUrl,
    ...mailSinkSiteEnv(sinkPort, mailDir),
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT: "1000",
  });
  site = `http://127.0.0.1:${sitePort}`;
}, 180_000);

afterAll(() => tearDown());

describe("personal data of a full run of the three forms", () => {
  it("runs every outcome: accepted, refused, capped, honeypot, provider down", async () => {
    const key = { "Idempotency-Key": randomUUID() };
    // Accepted: the script's posts (with a key, posted twice), and a no-JavaScript post.
    expect((await post("/api/contact", contactBody(PEOPLE.contact), key)).status).toBe(200);
    expect((await post("/api/contact", contactBody(PEOPLE.contact), key)).headers.get("idempotent-replayed")).toBe(
      "true",
    );
    const native = await post("/api/contact", contactBody(PEOPLE.contact), { ...NATIVE, Referer: `${site}/contacto` });
    expect(native.status).toBe(303);
    const application = await post("/api/job-application", applicationBody(PEOPLE.applicant), {
      "Idempotency-Key": randomUUID(),
    });
    expect(application.status, await application.text()).toBe(200);
    const json = { "Content-Type": "application/json", "Idempotency-Key": randomUUID() };
    expect((await post("/api/newsletter", JSON.stringify(PEOPLE.subscriber), json)).status).toBe(200);
    const messages = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as
      { To: { Email: string }[]; TextPart?: string }[] | { messages: { To: { Email: string }[]; TextPart?: string }[] };
    const mail = (Array.isArray(messages) ? messages : messages.messages).find(
      (message) => message.To[0].Email === PEOPLE.subscriber.email,
    );
    const token = /codigo=([\w-]+)/.exec(mail?.TextPart ?? "")![1];
    expect((await fetch(`${site}/confirmar-suscripcion?codigo=${token}`)).status).toBe(200);
    const confirmation = await post("/api/newsletter-confirmation", new URLSearchParams({ codigo: token }), NATIVE);
    expect(confirmation.status).toBe(303);

    // Refused: a field the schema refuses, by script and without JavaScript (its values wait for the page).
    const refused = { ...PEOPLE.refused, zipcode: "no-es-un-código" };
    expect((await post("/api/contact", contactBody(refused), { "Idempotency-Key": randomUUID() })).status).toBe(400);
    const nativeRefused = await post("/api/contact", contactBody(refused), { ...NATIVE, Referer: `${site}/contacto` });
    expect(nativeRefused.status).toBe(303);

    // Capped: the contact's address had its 3 e-mails of the day (two confirmations, then this).
    for (let i = 0; i < 2; i += 1) expect((await post("/api/contact", contactBody(PEOPLE.contact))).status).toBe(200);
    expect((await post("/api/newsletter", JSON.stringify(PEOPLE.subscriber), json)).status).toBe(200);

    // Honeypot.
    const bot = await post("/api/contact", contactBody({ ...PEOPLE.honeypot, website: "https://spam.example" }));
    expect(bot.status).toBe(200);

    // The provider down.
    await stop(sinkProc);
    const down = contactBody({ ...PEOPLE.contact, ...PEOPLE.mailDown });
    expect((await post("/api/contact", down, { "Idempotency-Key": randomUUID() })).status).toBe(502);
    const downJson = { "Content-Type": "application/json" };
    expect((await post("/api/newsletter", JSON.stringify(PEOPLE.mailDown), downJson)).status).toBe(502);

    const lines = [...siteProc.stdout, ...siteProc.stderr];
    // The run did log: the honeypot and the cap say so, without saying who.
    expect(lines.some((line) => line.includes("the hidden field was filled"))).toBe(true);
    expect(lines.some((line) => line.includes("no confirmation"))).toBe(true);
  });

  it("leaves nothing personal in Redis: keyed digests and sealed values only", async () => {
    const texts = await redisContents();
    const forms = texts.filter((text) => text.includes(":forms:"));
    // Each kind of record is there: the rate limit, recipient caps, idempotency, used links, no-JS results.
    for (const kind of ["rate", "recipient-day", "recipient-newsletter", "submission", "newsletter-used", "result"])
      expect(
        forms.some((text) => text.includes(`:forms:${kind}:`)),
        kind,
      ).toBe(true);
    expect(leaks(texts)).toEqual([]);
  });

  it("writes no name, address, phone or message to the logs", () => {
    const lines = [...siteProc.stdout, ...siteProc.stderr];
    expect(lines.length).toBeGreaterThan(0);
    expect(leaks(lines)).toEqual([]);
  });
});
