/**
 * Class (b), the newsletter's confirmation link (issue 32): `POST /api/newsletter-confirmation`
 * (`codigo=<token>`, urlencoded as the confirmation page's button posts it, or JSON) and its page
 * `GET /confirmar-suscripcion?codigo=…`. Forged, altered, expired, other-site, other-purpose,
 * old-format (issue 40), truncated, re-encoded, 10,000-character and hostile tokens: a 4xx with a Spanish message (the page: a 4xx page that says so), and never a
 * list entry. A valid link, sealed as the site seals it (the development secret the suite's site
 * runs with), adds its address once.
 */
import { LOCAL_SIGNING_SECRET } from "@/config/environment";
import { CONFIRMATION_TTL_MS } from "@/config/constants";
import { confirmationToken } from "@/forms/newsletter/newsletterConfirmation";
import { createHmac } from "node:crypto";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import { addressFor, jsonPost } from "./formRequests";
import { inputCollector, type GeneratorContext } from "./generatorContext";
import { FORBIDDEN_IN_LINE, HOSTILE_SEGMENTS } from "./hostileStrings";
import type { WireRequest } from "./httpClient";
import type { HostileInput } from "./oracle";

const PATH = "/api/newsletter-confirmation";
const PAGE = "/confirmar-suscripcion";

/** A token of the site's own making for `email` (es-es), optionally signed at another time. */
export const siteToken = (email: string, now = Date.now()) =>
  confirmationToken(LOCAL_SIGNING_SECRET, email, "es-es", now);

/**
 * A link of the format mailed before issue 40 (a signed, readable payload `<base64url JSON>.<HMAC>`),
 * signed as the site signed it then: never a confirmation now.
 */
export function oldFormatToken(email: string, expiresAt = Date.now() + 60_000): string {
  const body = Buffer.from(JSON.stringify({ p: { e: email, l: "es-es" }, exp: expiresAt })).toString("base64url");
  const signature = createHmac("sha256", LOCAL_SIGNING_SECRET).update(`newsletter-confirmation\n${body}`);
  return `${body}.${signature.digest("base64url")}`;
}

/** Tokens that must never confirm, each for the input's marked address (a bug that took it would show as a contact). */
export function badTokens(marker: string): [label: string, token: string, status: 400 | 410][] {
  const email = addressFor(marker);
  const valid = siteToken(email);
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const expiry = Math.ceil(Date.now() / 1000 + 3600).toString(36);
  const asBase64 = (token: string) => Buffer.from(token, "base64url").toString("base64");
  // A token with no "-" or "_" and no padding to add reads the same in base64: draw until it differs.
  let reencoded = valid;
  while (asBase64(reencoded) === reencoded) reencoded = siteToken(email);
  return [
    ["sealed with another secret", confirmationToken("not-the-site-s-secret-but-long-enough", email, "es-es"), 400],
    ["sealed for the co site", confirmationToken(LOCAL_SIGNING_SECRET, email, "es-co"), 400],
    [
      "sealed for another purpose",
      sealedBox(derivedKey(LOCAL_SIGNING_SECRET, "form-results")).seal(
        `${expiry} ${email}`,
        "newsletter-confirmation:es-es",
      ),
      400,
    ],
    ["the old signed format", oldFormatToken(email), 400],
    ["the old signed format, expired", oldFormatToken(email, Date.now() - 1_000), 400],
    ["a byte of the nonce changed", flip(valid, 3), 400],
    ["a byte of the sealed text changed", flip(valid, valid.length - 6), 400],
    ["the last character respelt", `${valid.slice(0, -1)}${alphabet[alphabet.indexOf(valid.at(-1)!) ^ 1]}`, 400],
    ["cut short", valid.slice(0, -4), 400],
    ["nonce and tag only", valid.slice(0, 37), 400],
    ["re-encoded as base64", asBase64(reencoded), 400],
    ["with padding", `${valid}==`, 400],
    ["token twice", `${valid}${valid}`, 400],
    ["two tokens with a dot", `${valid}.${valid}`, 400],
    ["unsealed text", `${expiry} ${email}`, 400],
    ["token of 3000 characters", `${valid}${"A".repeat(3000)}`, 400],
    ["expired an hour ago", siteToken(email, Date.now() - CONFIRMATION_TTL_MS - 3_600_000), 410],
    ["expired a few seconds ago", siteToken(email, Date.now() - CONFIRMATION_TTL_MS - 5_000), 410],
  ];
}

/** The confirmation-link inputs. */
export function confirmationInputs(context: GeneratorContext): HostileInput[] {
  const { prng, origin } = context;
  const { inputs, add } = inputCollector(context, "api: newsletter confirmation");
  const urlencoded = (token: string) =>
    jsonPost(PATH, origin, new URLSearchParams({ codigo: token }).toString(), "application/x-www-form-urlencoded");
  const page = (query: string): WireRequest => ({ method: "GET", path: `${PAGE}?${query}`, headers: {} });

  for (let i = 0; i < 5; i += 1)
    add("valid link", { kind: "accepted", emails: 0, contacts: 1 }, (m) => urlencoded(siteToken(addressFor(m))));
  add("valid link, as JSON", { kind: "accepted", emails: 0, contacts: 1 }, (m) =>
    jsonPost(PATH, origin, JSON.stringify({ codigo: siteToken(addressFor(m)) })),
  );
  for (const [label] of badTokens("x")) {
    const refused = (m: string) => badTokens(m).find(([name]) => name === label)!;
    add(label, { kind: "refused", statuses: [refused("x")[2]] }, (m) => urlencoded(refused(m)[1]));
    add(`${label}, its page`, { kind: "page" }, (m) => page(`codigo=${encodeURIComponent(refused(m)[1])}`));
  }
  for (const [label, value] of [
    ["number", 12],
    ["array", [siteToken("a@example.org")]],
    ["object", { token: "x" }],
    ["null", null],
    ["true", true],
  ] as const)
    add(`codigo as ${label}`, { kind: "refused", statuses: [400] }, () =>
      jsonPost(PATH, origin, JSON.stringify({ codigo: value })),
    );
  add("no codigo", { kind: "refused", statuses: [400] }, () => urlencoded(""));
  add("codigo twice, the first forged", { kind: "refused", statuses: [400] }, (m) =>
    jsonPost(
      PATH,
      origin,
      `codigo=forged.x&codigo=${encodeURIComponent(siteToken(addressFor(m)))}`,
      "application/x-www-form-urlencoded",
    ),
  );
  for (let i = 0; i < 30; i += 1) {
    const segment = prng.pick(HOSTILE_SEGMENTS);
    // Some segments are longer than the body's 4 kB: 413 says so.
    add(`hostile codigo ${JSON.stringify(segment.slice(0, 40))}`, { kind: "refused", statuses: [400, 413] }, () =>
      jsonPost(PATH, origin, `codigo=${segment}`, "application/x-www-form-urlencoded"),
    );
    add(`hostile codigo ${JSON.stringify(segment.slice(0, 40))}, its page`, { kind: "page" }, () =>
      page(`codigo=${segment}`),
    );
  }
  for (const { label, char } of FORBIDDEN_IN_LINE)
    add(`${label} in a valid token`, { kind: "refused", statuses: [400] }, (m) => {
      const token = siteToken(addressFor(m));
      return urlencoded(`${token.slice(0, 10)}${char}${token.slice(10)}`);
    });
  // 10,000 characters: over the body's 4 kB as a post, an invalid link as a page.
  add("token of 10,000 characters", { kind: "refused", statuses: [413] }, (m) =>
    urlencoded(`${siteToken(addressFor(m))}${"A".repeat(10_000)}`),
  );
  add("token of 10,000 characters, its page", { kind: "page" }, (m) =>
    page(`codigo=${siteToken(addressFor(m))}${"A".repeat(10_000)}`),
  );
  add("page without codigo", { kind: "page" }, () => ({ method: "GET", path: PAGE, headers: {} }));
  add("page with codigo twice", { kind: "page" }, (m) =>
    page(`codigo=x&codigo=${encodeURIComponent(siteToken(addressFor(m)))}`),
  );
  add("page, POST", { kind: "pageMethod" }, () => ({ method: "POST", path: `${PAGE}?codigo=x`, headers: {} }));
  add("foreign Origin", { kind: "refused", statuses: [403] }, (m) => ({
    ...urlencoded(siteToken(addressFor(m))),
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
  }));
  // The confirmation page sends no Referer (issue 40): its own button posts `Origin: null`, which the
  // browser marks same-origin; a null origin from anywhere else stays refused.
  add("Origin null from the site's own no-referrer page", { kind: "accepted", emails: 0, contacts: 1 }, (m) => ({
    ...urlencoded(siteToken(addressFor(m))),
    headers: { Origin: "null", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
  }));
  add("Origin null from another site", { kind: "refused", statuses: [403] }, (m) => ({
    ...urlencoded(siteToken(addressFor(m))),
    headers: { Origin: "null", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
  }));
  add("no Origin", { kind: "refused", statuses: [403] }, (m) => ({
    ...urlencoded(siteToken(addressFor(m))),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  }));
  add("GET", { kind: "refused", statuses: [405] }, () => ({ method: "GET", path: PATH, headers: { Origin: origin } }));
  add("body over 4 kB", { kind: "refused", statuses: [413] }, (m) =>
    urlencoded(`${siteToken(addressFor(m))}${"x".repeat(5000)}`),
  );
  add("text/plain", { kind: "refused", statuses: [415] }, (m) =>
    jsonPost(PATH, origin, `codigo=${siteToken(addressFor(m))}`, "text/plain"),
  );
  return inputs;
}
