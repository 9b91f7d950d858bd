import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "@/server/signing/signedToken";
import { createRecipientCaps, recipientKey } from "@/server/forms/abuse/recipientCaps";
import {
  CONFIRMATION_TTL_MS,
  confirmationMessage,
  confirmationToken,
  createConfirmedLinks,
  readConfirmationLink,
} from "@/forms/newsletter/newsletterConfirmation";
import { LOCAL_SIGNING_SECRET, readEnvironment } from "@/config/environment";
import { signingSecret } from "@/server/signing/signingKey";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const NOW = Date.UTC(2026, 0, 1);

describe("signed tokens", () => {
  it("give back what was signed until they expire", () => {
    const token = signToken(SECRET, "purpose", { a: 1 }, NOW + 1000);
    expect(verifyToken(SECRET, "purpose", token, NOW)).toEqual({ ok: true, payload: { a: 1 }, expiresAt: NOW + 1000 });
    expect(verifyToken(SECRET, "purpose", token, NOW + 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another secret, another purpose, and any changed byte", () => {
    const token = signToken(SECRET, "purpose", { e: "ana@example.org" }, NOW + 1000);
    expect(verifyToken(`${SECRET}x`, "purpose", token, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(SECRET, "other", token, NOW)).toEqual({ ok: false, reason: "forged" });
    const [body, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ p: { e: "eva@example.org" }, exp: NOW + 1000 })).toString(
      "base64url",
    );
    expect(verifyToken(SECRET, "purpose", `${otherBody}.${signature}`, NOW).ok).toBe(false);
    const flipped = `${body}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "AB" : "AA"}`;
    expect(verifyToken(SECRET, "purpose", flipped, NOW)).toEqual({ ok: false, reason: "forged" });
    // The same signature bytes spelt otherwise (the last character's unused bits): not the token.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = `${body}.${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelt.split(".")[1], "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(verifyToken(SECRET, "purpose", respelt, NOW)).toEqual({ ok: false, reason: "forged" });
    // A later expiry written into the payload does not survive the signature check.
    const later = Buffer.from(JSON.stringify({ p: { e: "ana@example.org" }, exp: NOW + 10 ** 9 })).toString(
      "base64url",
    );
    expect(verifyToken(SECRET, "purpose", `${later}.${signature}`, NOW + 5000)).toEqual({
      ok: false,
      reason: "forged",
    });
  });

  it("call anything that is not a token malformed, and never throw", () => {
    for (const value of [undefined, null, 3, {}, [], "", ".", "a.", ".b", "a.b.c", "a b.c", "x".repeat(5000), "é.é"])
      expect(verifyToken(SECRET, "purpose", value, NOW)).toMatchObject({ ok: false });
    const notJson = `${Buffer.from("not json").toString("base64url")}`;
    const signed = signToken(SECRET, "purpose", 1, NOW + 1).split(".")[1];
    expect(verifyToken(SECRET, "purpose", `${notJson}.${signed}`, NOW)).toMatchObject({ ok: false });
  });
});

describe("newsletter confirmation links", () => {
  it("name their address on their own site for 48 hours", () => {
    const token = confirmationToken(SECRET, "ana@example.org", "es-es", NOW);
    expect(readConfirmationLink(SECRET, token, "es-es", NOW + CONFIRMATION_TTL_MS - 1)).toMatchObject({
      state: "valid",
      email: "ana@example.org",
    });
    expect(readConfirmationLink(SECRET, token, "es-es", NOW + CONFIRMATION_TTL_MS)).toEqual({ state: "expired" });
    expect(readConfirmationLink(SECRET, token, "es-co", NOW)).toEqual({ state: "invalid" });
    expect(readConfirmationLink(SECRET, `${token}x`, "es-es", NOW)).toEqual({ state: "invalid" });
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
    expect(recipientKey("Ana@Example.org ")).toBe(recipientKey("ana@example.org"));
    expect(recipientKey("ana+boletin@example.org")).toBe(recipientKey("ana@example.org"));
    expect(recipientKey("ana@example.org")).not.toContain("ana");
    expect(recipientKey("eva@example.org")).not.toBe(recipientKey("ana@example.org"));
  });

  it("allow 3 a day per address, and one newsletter link every 10 minutes within them", async () => {
    const caps = createRecipientCaps(null);
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
