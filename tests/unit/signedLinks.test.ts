import { describe, expect, it } from "vitest";
import { createHash, createHmac } from "node:crypto";
import { createRecipientCaps, recipientKey } from "@/server/forms/abuse/recipientCaps";
import { CONFIRMATION_TTL_MS } from "@/config/constants";
import {
  confirmationMessage,
  confirmationToken,
  readConfirmationLink,
} from "@/forms/newsletter/newsletterConfirmation";
import { createConfirmedLinks } from "@/server/forms/abuse/confirmedLinks";
import { LOCAL_SIGNING_SECRET, readEnvironment } from "@/config/environment";
import { derivedKey, signingSecret } from "@/server/signing/signingKey";
import { sealedBox } from "@/server/signing/sealedBox";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const NOW = Date.UTC(2026, 0, 1);

describe("newsletter confirmation links", () => {
  it("name their address on their own site for 48 hours", () => {
    const token = confirmationToken(SECRET, "ana@example.org", "es-es", NOW);
    expect(readConfirmationLink(SECRET, token, "es-es", NOW + CONFIRMATION_TTL_MS - 1000)).toMatchObject({
      state: "valid",
      email: "ana@example.org",
    });
    expect(readConfirmationLink(SECRET, token, "es-es", NOW + CONFIRMATION_TTL_MS)).toEqual({ state: "expired" });
    expect(readConfirmationLink(SECRET, token, "es-co", NOW)).toEqual({ state: "invalid" });
    expect(readConfirmationLink(`${SECRET}x`, token, "es-es", NOW)).toEqual({ state: "invalid" });
    expect(readConfirmationLink(SECRET, `${token}x`, "es-es", NOW)).toEqual({ state: "invalid" });
  });

  it("carry nothing readable: no part of the URL decodes to the address or a digest of it (issue 40)", () => {
    const email = "ana.lopez+boletin@example.org";
    const from = { Email: "web@laboratoriosbrezo.example", Name: "Laboratorios Brezo" };
    const token = confirmationToken(SECRET, email, "es-es", NOW);
    const message = confirmationMessage({ from, email, locale: "es-es", siteUrl: "https://x.es", token });
    const url = /https:\/\/\S+/.exec(message.TextPart ?? "")![0];
    const secrets = [email, "ana.lopez", "example.org"];
    for (const algorithm of ["sha256", "sha1", "md5", "sha512"]) {
      for (const form of [email, email.toLowerCase(), "ana.lopez@example.org"])
        for (const encoding of ["hex", "base64", "base64url"] as const)
          secrets.push(createHash(algorithm).update(form).digest(encoding).slice(0, 16));
    }
    // Every segment of the URL, and every substring split on its separators, in every decoding.
    const parts = new Set<string>([url, ...url.split(/[/?&=.:#]+/)]);
    const decodings = (part: string) => {
      const out = [part];
      try {
        out.push(decodeURIComponent(part));
      } catch {
        // not percent-encoded
      }
      for (const encoding of ["base64", "base64url", "hex"] as const) {
        const bytes = Buffer.from(part, encoding);
        out.push(bytes.toString("utf8"), bytes.toString("latin1"), bytes.toString("hex"), bytes.toString("base64"));
        // Shifted by a byte or two: a field that starts mid-group would still show.
        for (const skip of [1, 2, 3]) out.push(Buffer.from(part.slice(skip), encoding).toString("utf8"));
      }
      return out;
    };
    for (const part of parts)
      for (const text of decodings(part))
        for (const secret of secrets) expect(text.toLowerCase(), part).not.toContain(secret.toLowerCase());
    expect(url.length).toBeLessThan(200);
  });

  it("turn away the old signed format, other purposes, respellings and overlong tokens as invalid, never throwing", () => {
    const token = confirmationToken(SECRET, "ana@example.org", "es-es", NOW);
    const body = Buffer.from(JSON.stringify({ p: { e: "ana@example.org", l: "es-es" }, exp: NOW + 1000 })).toString(
      "base64url",
    );
    const signature = createHmac("sha256", SECRET).update(`newsletter-confirmation\n${body}`).digest("base64url");
    const otherPurpose = sealedBox(derivedKey(SECRET, "form-results")).seal(
      `${(NOW / 1000 + 3600).toString(36)} ana@example.org`,
      "newsletter-confirmation:es-es",
    );
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1)!);
    const respelt = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    for (const value of [
      `${body}.${signature}`,
      otherPurpose,
      respelt,
      token.slice(0, -4),
      token.slice(0, 30),
      Buffer.from(token, "base64url").toString("base64"),
      encodeURIComponent(`${token}=`),
      "A".repeat(10_000),
      `${token}${"A".repeat(10_000)}`,
      undefined,
      null,
      42,
      {},
      ["x"],
      "",
      "é",
    ])
      expect(readConfirmationLink(SECRET, value, "es-es", NOW)).toEqual({ state: "invalid" });
  });

  it("are named in the used-links store by a keyed digest: another secret, another name", () => {
    const token = confirmationToken(SECRET, "ana@example.org", "es-es", NOW);
    const { id } = readConfirmationLink(SECRET, token, "es-es", NOW) as { id: string };
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(id).not.toBe(createHmac("sha256", "token-id").update(token).digest("base64url").slice(0, 32));
    expect(readConfirmationLink(SECRET, token, "es-es", NOW)).toMatchObject({ id });
  });

  it("are used once", async () => {
    const links = createConfirmedLinks(null);
    expect(await links.used("id")).toBe(false);
    const first = await links.claim("id");
    expect(first.first).toBe(true);
    expect(await links.used("id")).toBe(true);
    expect((await links.claim("id")).first).toBe(false);
    first.undo(); // the list did not take it: the link works again
    expect(await links.used("id")).toBe(false);
  });

  it("are mailed with the link, what the address is for and how to leave, tú on es and usted on co", () => {
    const from = { Email: "web@laboratoriosbrezo.example", Name: "Laboratorios Brezo" };
    const token = confirmationToken(SECRET, "ana@example.org", "es-es", NOW);
    const es = confirmationMessage({ from, email: "ana@example.org", locale: "es-es", siteUrl: "https://x.es", token });
    expect(es.To).toEqual([{ Email: "ana@example.org" }]);
    expect(es.Subject).toBe("Confirma tu suscripción al boletín de Laboratorios Brezo");
    expect(es.TextPart).toContain(`https://x.es/confirmar-suscripcion?codigo=${token}`);
    expect(es.TextPart).toMatch(/48 horas/);
    expect(es.TextPart).toMatch(/darte de baja/);
    expect(es.HTMLPart).toContain(`href="https://x.es/confirmar-suscripcion?codigo=${token}"`);
    const co = confirmationMessage({ from, email: "ana@example.org", locale: "es-co", siteUrl: "https://x.co", token });
    expect(co.Subject).toBe("Confirme su suscripción al boletín de Laboratorios Brezo");
    expect(co.TextPart).toMatch(/darse de baja/);
    expect(co.TextPart).not.toMatch(/\b(tu|te|confirma|darte)\b/);
  });
});

describe("caps on e-mails to typed addresses", () => {
  it("count one mailbox however it is written or tagged, and never keep the address", () => {
    const key = (address: string, secret = SECRET) => recipientKey(secret, address);
    expect(key("Ana@Example.org ")).toBe(key("ana@example.org"));
    expect(key("ana+boletin@example.org")).toBe(key("ana@example.org"));
    expect(key("ana@example.org")).not.toContain("ana");
    expect(key("eva@example.org")).not.toBe(key("ana@example.org"));
    // Keyed (issue 40): not the unkeyed SHA-256 of the mailbox, and another secret gives another key.
    expect(key("ana@example.org")).not.toBe(createHash("sha256").update("ana@example.org").digest("base64url"));
    expect(key("ana@example.org", `${SECRET}x`)).not.toBe(key("ana@example.org"));
  });

  it("allow 3 a day per address, and one newsletter link every 10 minutes within them", async () => {
    const caps = createRecipientCaps(null, SECRET);
    expect(await caps.take("ana@example.org", "newsletter")).not.toBeNull();
    expect(await caps.take("ana@example.org", "newsletter")).toBeNull(); // within 10 minutes
    expect(await caps.take("ana@example.org", "confirmation")).not.toBeNull();
    const third = await caps.take("ANA@example.org", "confirmation");
    expect(third).not.toBeNull();
    expect(await caps.take("ana+x@example.org", "confirmation")).toBeNull(); // the day's 3 are used
    third!.giveBack(); // not accepted by the provider: it does not count
    expect(await caps.take("ana@example.org", "confirmation")).not.toBeNull();
    expect(await caps.take("eva@example.org", "confirmation")).not.toBeNull();
  });
});

describe("SIGNING_SECRET", () => {
  const LOCAL = { SITE_MODE: "local" };
  it("defaults to the local mode's public key, which real Mailjet keys refuse", () => {
    expect(signingSecret(LOCAL)).toBe(LOCAL_SIGNING_SECRET);
    expect(() => readEnvironment({ ...LOCAL, MAILJET_API_KEY: "k", MAILJET_API_SECRET: "s" })).toThrow(
      /Invalid SIGNING_SECRET="": expected a secret of your own/,
    );
    expect(() =>
      readEnvironment({
        ...LOCAL,
        MAILJET_API_KEY: "k",
        MAILJET_API_SECRET: "s",
        SIGNING_SECRET: LOCAL_SIGNING_SECRET,
      }),
    ).toThrow(/expected a secret of your own/);
    expect(
      readEnvironment({ ...LOCAL, MAILJET_API_KEY: "k", MAILJET_API_SECRET: "s", SIGNING_SECRET: SECRET })
        .SIGNING_SECRET,
    ).toBe(SECRET);
    expect(() => readEnvironment({ ...LOCAL, SIGNING_SECRET: "short" })).toThrow(
      /Invalid SIGNING_SECRET="…": expected at least 32/,
    );
  });
});
