/**
 * The forms' promises with two instances (issue 19), over real HTTP: two `next start` instances of
 * the same es build share Debian's redis-server through REDIS_URL and deliver to the local mail
 * sink. One visitor's submissions count on both; one idempotency key is delivered once whichever
 * instance it reaches and however many times; one typed address gets at most its share of
 * e-mails whichever instance is asked, and a confirmation link works once on any instance; a
 * no-JavaScript post's result page reads the same on the other instance (issue 31); and with Redis
 * stopped the forms still answer.
 * Each test is its own visitor (TRUST_PROXY=1 and its own X-Forwarded-For address).
 */
import { randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_CONFIRMATION_TEMPLATE_ID, INTERNAL_NOTIFICATION_TEMPLATE_ID } from "@/config/mailTemplates";
import {
  builtSite,
  copyContent,
  freePort,
  startContentService,
  startMailSink,
  mailSinkSiteEnv,
  startRedis,
  startTwoSites,
  stop,
  tearDown,
  throwawayDir,
  type Proc,
} from "./stack";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

type StoredMessage = {
  To: { Email: string }[];
  TemplateID?: number;
  Subject?: string;
  TextPart?: string;
  Variables?: Record<string, string>;
};

let contentDir = "";
let sinkUrl = "";
let redis: (Proc & { dir: string }) | null = null;
let siteA = "";
let siteB = "";
let procA: Proc;
let procB: Proc;
let redisUrl = "";

/** A contact request of its own (its address tells its messages apart in the sink). */
const contactFields = (email: string) => ({
  ...CONTACT_REQUEST_EXAMPLE,
  email,
  message: "¿El árnica 9 CH es compatible con otros tratamientos?",
  requester_type: "medico",
});

function postContact(origin: string, visitor: string, email: string, key?: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(contactFields(email))) body.append(name, value);
  return fetch(`${origin}/api/contact`, {
    method: "POST",
    body,
    headers: {
      Origin: origin,
      Accept: "application/json",
      "X-Forwarded-For": visitor,
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    signal: AbortSignal.timeout(30_000),
  });
}

function subscribe(origin: string, visitor: string, email: string): Promise<Response> {
  return fetch(`${origin}/api/newsletter`, {
    method: "POST",
    body: JSON.stringify({ email }),
    headers: {
      Origin: origin,
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-Forwarded-For": visitor,
      "Idempotency-Key": randomUUID(),
    },
    signal: AbortSignal.timeout(30_000),
  });
}

/** The messages the sink holds for one requester: internal notifications and confirmations. */
async function delivered(email: string): Promise<{ internal: number; client: number }> {
  const body = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as
    StoredMessage[] | { messages: StoredMessage[] };
  const mine = (Array.isArray(body) ? body : body.messages).filter((message) => message.Variables?.email === email);
  return {
    internal: mine.filter((message) => message.TemplateID === INTERNAL_NOTIFICATION_TEMPLATE_ID).length,
    client: mine.filter((message) => message.TemplateID === CLIENT_CONFIRMATION_TEMPLATE_ID).length,
  };
}

beforeAll(async () => {
  contentDir = copyContent();
  const mailDir = throwawayDir("system-forms-mail");
  const [redisPort, contentPort, sinkPort] = await Promise.all([freePort(), freePort(), freePort()]);
  redis = await startRedis(redisPort);
  await Promise.all([startContentService(contentPort, contentDir), startMailSink(sinkPort, mailDir)]);
  sinkUrl = `http://127.0.0.1:${sinkPort}`;
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  const env = {
    REDIS_URL: redisUrl,
    ...mailSinkSiteEnv(sinkPort, mailDir),
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT: "5",
  };
  ({ procA, procB, siteA, siteB } = await startTwoSites(builtSite(), "forms", contentPort, env));
}, 180_000);

afterAll(async () => {
  // Every process of the file (the content service and the mail sink included), build copy and directory.
  await tearDown();
});

describe("forms on two instances sharing Redis", () => {
  it("counts one visitor's submissions on both: 5 through A and the 6th through B is 429 with Retry-After", async () => {
    const visitor = "203.0.113.10";
    for (let i = 0; i < 5; i += 1) {
      const answer = await subscribe(siteA, visitor, `lector${i}@example.org`);
      expect(answer.status, await answer.text()).toBe(200);
    }
    const sixth = await subscribe(siteB, visitor, "lector5@example.org");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sixth.json()).message).toContain("Has enviado demasiados formularios seguidos");
    // Another visitor is not affected.
    expect((await subscribe(siteB, "203.0.113.11", "otra@example.org")).status).toBe(200);
  });

  it("delivers one idempotency key once, posted to A and then to B", async () => {
    const key = randomUUID();
    const email = "clave-a-b@example.org";
    const first = await postContact(siteA, "203.0.113.20", email, key);
    expect(first.status).toBe(200);
    const again = await postContact(siteB, "203.0.113.20", email, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual({ ok: true, requester_type: "medico" });
    expect(await delivered(email)).toEqual({ internal: 1, client: 1 });
  });

  it("delivers one idempotency key once, posted twice at the same moment to A", async () => {
    const key = randomUUID();
    const email = "clave-doble@example.org";
    const answers = await Promise.all([
      postContact(siteA, "203.0.113.30", email, key),
      postContact(siteA, "203.0.113.30", email, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.headers.get("idempotent-replayed")).sort()).toEqual([null, "true"]);
    expect(await delivered(email)).toEqual({ internal: 1, client: 1 });
  });

  it("caps the e-mails to one typed address on both, and a link mailed by A confirms once through B (issue 32)", async () => {
    const stranger = "ajena-a-b@example.org";
    const toStranger = async () => {
      const body = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as
        StoredMessage[] | { messages: StoredMessage[] };
      return (Array.isArray(body) ? body : body.messages).filter((message) => message.To[0].Email === stranger);
    };
    // Each post from another visitor: only the per-recipient cap can stop them.
    expect((await subscribe(siteA, "203.0.113.50", stranger)).status).toBe(200);
    expect((await subscribe(siteB, "203.0.113.51", stranger)).status).toBe(200);
    expect(await toStranger()).toHaveLength(1); // one link per 10 minutes, whichever instance
    for (const [i, origin] of [siteA, siteB, siteA].entries())
      expect((await postContact(origin, `203.0.113.6${i}`, stranger)).status).toBe(200);
    expect(await delivered(stranger)).toEqual({ internal: 3, client: 2 }); // 3 e-mails a day in all
    expect(await toStranger()).toHaveLength(3);

    const link = /codigo=([\w.-]+)/.exec((await toStranger())[0].TextPart ?? "")![1];
    const confirm = (origin: string) =>
      fetch(`${origin}/api/newsletter-confirmation`, {
        method: "POST",
        body: new URLSearchParams({ codigo: link }),
        headers: { Origin: origin, Accept: "application/json" },
        signal: AbortSignal.timeout(30_000),
      });
    expect(await (await confirm(siteB)).json()).toEqual({ ok: true, alreadyConfirmed: false });
    expect(await (await confirm(siteA)).json()).toEqual({ ok: true, alreadyConfirmed: true });
    const contacts = (await (await fetch(`${sinkUrl}/api/contacts`)).json()) as { Email: string }[];
    expect(contacts.filter((contact) => contact.Email === stranger)).toHaveLength(1);
    const again = await fetch(`${siteA}/confirmar-suscripcion?codigo=${link}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("ya está confirmada");
  });

  it("shows a native (no-JavaScript) post's result on the other instance, encrypted in Redis (issue 31)", async () => {
    const body = new FormData();
    const email = "sin-javascript@example.org";
    for (const [name, value] of Object.entries(contactFields(email))) body.append(name, value);
    const posted = await fetch(`${siteA}/api/contact`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: {
        Origin: siteA,
        Referer: `${siteA}/contacto`,
        Accept: "text/html,application/xhtml+xml",
        "X-Forwarded-For": "203.0.113.70",
      },
      signal: AbortSignal.timeout(30_000),
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location")!;
    expect(location).toMatch(/^\/resultado-del-envio\?envio=[\w-]{32}$/);
    // The browser's GET reaches the other instance (no session affinity).
    const page = await fetch(`${siteB}${location}`, { signal: AbortSignal.timeout(30_000) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ana");
    expect(html).not.toContain("Este resultado ya no está disponible");
    expect(await delivered(email)).toEqual({ internal: 1, client: 1 });

    // Redis holds it encrypted, under a name that is not the token.
    const client = createClient({ url: redisUrl });
    await client.connect();
    const keys = await client.keys("*:forms:result:*");
    const values = await Promise.all(keys.map((key) => client.get(key)));
    await client.quit();
    expect(keys.length).toBeGreaterThan(0);
    const token = location.split("=")[1];
    for (const text of [...keys, ...values.map(String)])
      for (const secret of [token, "Ana", "López", email, "árnica"]) expect(text).not.toContain(secret);

    // A tampered or unknown token, on either instance, is the unavailable page, never another's text.
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const origin of [siteA, siteB]) {
      const other = await fetch(`${origin}/resultado-del-envio?envio=${flipped}`);
      expect(other.status).toBe(200);
      const text = await other.text();
      expect(text).toContain("Este resultado ya no está disponible");
      expect(text).not.toContain("Ana");
    }
  });

  it("keeps answering with Redis stopped: no 5xx, submissions delivered, one log line per instance", async () => {
    await stop(redis!);
    const answers: Response[] = [];
    for (const origin of [siteA, siteB]) {
      answers.push(await subscribe(origin, "203.0.113.40", `sin-redis-${origin.slice(-5)}@example.org`));
      answers.push(
        await postContact(origin, "203.0.113.40", `sin-redis-${origin.slice(-5)}@example.org`, randomUUID()),
      );
      answers.push(await postContact(origin, "203.0.113.40", `sin-redis-sin-clave-${origin.slice(-5)}@example.org`));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await delivered(`sin-redis-${siteA.slice(-5)}@example.org`)).toEqual({ internal: 1, client: 1 });
    // Each instance now limits on its own: 5 for this visitor on A (3 used before and after the stop would not matter).
    const key = randomUUID();
    const email = "sin-redis-repetido@example.org";
    expect((await postContact(siteA, "203.0.113.41", email, key)).status).toBe(200);
    const repeat = await postContact(siteA, "203.0.113.41", email, key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await delivered(email)).toEqual({ internal: 1, client: 1 });
    for (const proc of [procA, procB]) {
      const lines = [...proc.stdout, ...proc.stderr].filter(
        (line) => line.includes("forms: Redis") && line.includes("unusable"),
      );
      expect(lines, [...proc.stdout, ...proc.stderr].join("\n")).toHaveLength(1);
    }
  });
});
