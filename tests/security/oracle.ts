/**
 * What each hostile input must get back, and the check of an answer against it. Every check
 * starts with the suite's main rule: no answer of 500 or more, and always an answer.
 */
import type { Answer, WireRequest } from "./httpClient";
import { isSiteMessage } from "./siteMessages";

const isHtml = (answer: Answer) => /^text\/html/.test(String(answer.headers["content-type"] ?? ""));

/** The site's own error screen (src/components/common/ErrorScreen.tsx) for a status. */
export const isErrorScreen = (answer: Answer) =>
  isHtml(answer) &&
  answer.body.includes("/images/error-illustration.svg") &&
  answer.body.includes(`Error ${answer.status}`);

/** A page of the site that says what is wrong in an alert (the search page's "La búsqueda es demasiado larga"). */
const isPageWithAlert = (answer: Answer) => isHtml(answer) && /role="alert"[^>]*>[^<\s][^<]*</.test(answer.body);

/**
 * Node's own refusal of a request line it cannot parse (raw bytes outside printable ASCII, which
 * no browser sends): `400`, `Connection: close`, no body — before any of the site's code runs.
 */
const isNodeParserRefusal = (request: WireRequest, answer: Answer) =>
  /[^\x21-\x7e]/.test(request.path) && answer.status === 400 && answer.body === "" && !answer.headers["content-type"];

export type Expectation =
  /** A page route: 2xx/3xx, or a 4xx that is the site's HTML error screen (or the page itself with an alert saying what is wrong). */
  | { kind: "page" }
  /** A method a page does not serve: 405 with an Allow header naming GET. */
  | { kind: "pageMethod" }
  /** Next's data routes and build assets (`/_next/…`): anything below 500. */
  | { kind: "data" }
  /** A form submission that must be refused: a 4xx `{ok:false, message}` in Spanish, with `field` among the field errors. */
  | { kind: "refused"; statuses?: readonly number[]; field?: string }
  /** A form submission that must be accepted: 200 `{ok:true}` and that many e-mails or contacts. */
  | { kind: "accepted"; emails: number; contacts: number }
  /** Undecided by rule: accepted (with its e-mails/contacts) or refused (with a field error on `field` when given). */
  | { kind: "either"; field?: string; emails: number; contacts: number }
  /** The publishing webhook: a 2xx, or a 4xx JSON `{error}` (its documented contract, read by Prismic). */
  | { kind: "webhook"; statuses?: readonly number[] }
  /** A preview that must not start: a 4xx HTML page and no preview cookie. */
  | { kind: "previewRefused" }
  /** A preview that must start (the control that proves the cookie check can see a cookie). */
  | { kind: "previewStarted" }
  /** Leaving preview: a redirect to a path of this site, or 200. */
  | { kind: "exitPreview" }
  /** Health: GET/HEAD 200, anything else 405 with Allow. */
  | { kind: "health" }
  | { kind: "ready" }
  /** The no-JavaScript result page with a token nobody was given: 200, "no longer available", no visitor's text. */
  | { kind: "resultUnavailable" }
  /** An editors' redirect of the seed: exactly this status and Location, with the security headers. */
  | { kind: "redirect"; status: 307 | 308; location: string };

export type HostileInput = {
  id: number;
  /** The row of the report this input counts in. */
  group: string;
  /** What it tries, in a few words. */
  label: string;
  request: WireRequest;
  expect: Expectation;
  /** A string only this input's e-mails and contacts contain (lowercase), when it can carry one. */
  marker?: string;
  /** Large bodies are sent one at a time. */
  heavy?: boolean;
};

/** Cookies an answer sets with a non-empty value and no expiry in the past. */
export function cookiesSet(answer: Answer): Map<string, string> {
  const set = new Map<string, string>();
  const raw = answer.headers["set-cookie"] ?? [];
  for (const cookie of Array.isArray(raw) ? raw : [raw]) {
    const [pair, ...attributes] = cookie.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, val = ""] = attribute.split("=").map((part) => part.trim());
      if (/^max-age$/i.test(key)) return Number(val) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(val) < Date.now();
      return false;
    });
    if (value && !expired) set.set(name, value);
  }
  return set;
}

export const PREVIEW_COOKIES = ["__prerender_bypass", "__next_preview_data", "io.prismic.preview"] as const;

type FormBody = { ok?: unknown; message?: unknown; fields?: Record<string, unknown> };

function formBody(answer: Answer): FormBody | null {
  if (!/^application\/json/.test(String(answer.headers["content-type"] ?? ""))) return null;
  try {
    const body = JSON.parse(answer.body) as unknown;
    return body && typeof body === "object" && !Array.isArray(body) ? (body as FormBody) : null;
  } catch {
    return null;
  }
}

function refusalProblems(answer: Answer, statuses: readonly number[] | undefined, field: string | undefined): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`must be refused with a 4xx, got ${answer.status}`);
  else if (statuses && !statuses.includes(answer.status))
    problems.push(`must be refused with ${statuses.join(" or ")}, got ${answer.status}`);
  const body = formBody(answer);
  if (!body) return [...problems, `the refusal is not a JSON object: ${answer.body.slice(0, 120)}`];
  if (body.ok !== false) problems.push(`ok must be false, got ${JSON.stringify(body.ok)}`);
  if (!isSiteMessage(body.message))
    problems.push(`message must be one of the site's Spanish messages, got ${JSON.stringify(body.message)}`);
  if (field && !isSiteMessage(body.fields?.[field]))
    problems.push(
      `fields.${field} must hold one of the site's Spanish messages, got fields ${JSON.stringify(body.fields ?? null)}`,
    );
  return problems;
}

function acceptanceProblems(answer: Answer): string[] {
  const body = formBody(answer);
  if (answer.status !== 200 || body?.ok !== true)
    return [`must be accepted (200, ok:true), got ${answer.status} ${answer.body.slice(0, 200)}`];
  return [];
}

/** Whether a form answer says the submission went through (the e-mail accounting follows it). */
export const wasAccepted = (answer: Answer) => answer.status === 200 && formBody(answer)?.ok === true;

/**
 * The problems of an answer for an input (empty: as it must be). Mail and contacts are checked
 * apart. A request line node cannot parse is refused by node itself, which is a clear answer too.
 */
/** A redirect's Location that leaves the site (another host, a scheme, `//`, `/\\`, control characters), or null. */
function offSite(answer: Answer): string | null {
  if (answer.status < 300 || answer.status >= 400 || answer.headers.location === undefined) return null;
  const location = String(answer.headers.location);
  const onSite =
    location.startsWith("/") &&
    !location.startsWith("//") &&
    !location.startsWith("/\\") &&
    !/[\u0000-\u001f\u007f]/.test(location);
  return onSite ? null : `redirects off the site: Location ${JSON.stringify(location)}`;
}

export function judge(input: HostileInput, answer: Answer): string[] {
  if (answer.error && answer.status === 0) return [`no answer: ${answer.error}`];
  if (answer.status >= 500) return [`answered ${answer.status} (≥ 500)`];
  if (isNodeParserRefusal(input.request, answer)) return [];
  const expect = input.expect;
  const head = input.request.method === "HEAD";
  switch (expect.kind) {
    case "page":
      if (offSite(answer)) return [offSite(answer)!];
      if (answer.status >= 400 && !head && !isErrorScreen(answer) && !isPageWithAlert(answer))
        return [
          `a ${answer.status} that is not the site's HTML error screen (content-type ${answer.headers["content-type"] ?? "none"}, ${answer.body.length} B)`,
        ];
      return [];
    case "pageMethod": {
      const problems: string[] = [];
      if (answer.status !== 405) problems.push(`must answer 405, got ${answer.status}`);
      const allow = [answer.headers.allow ?? ""].flat().join(", ");
      if (!/\bGET\b/.test(allow)) problems.push(`must name GET in Allow, got ${JSON.stringify(allow)}`);
      // Next answers other methods on static pages itself, before any page or proxy code runs (a
      // proxy.ts fails on TRACE): "Method Not Allowed" with Allow is the site's answer for them, and
      // the per-request pages give the same (docs/decisions.md). No browser sends them to a page.
      if (answer.status === 405 && !isErrorScreen(answer) && answer.body.trim() !== "Method Not Allowed") {
        problems.push(
          `the 405 says neither "Method Not Allowed" nor shows the error screen (content-type ${answer.headers["content-type"] ?? "none"}, ${answer.body.length} B)`,
        );
      }
      return problems;
    }
    case "data":
      return [];
    case "redirect": {
      const problems: string[] = [];
      if (answer.status !== expect.status || answer.headers.location !== expect.location)
        problems.push(
          `must answer ${expect.status} → ${expect.location}, got ${answer.status} → ${String(answer.headers.location ?? "none")}`,
        );
      if (!answer.headers["content-security-policy"] || !answer.headers["x-content-type-options"])
        problems.push("a redirect without the security headers");
      return problems;
    }
    case "refused":
      return refusalProblems(answer, expect.statuses, expect.field);
    case "accepted":
      return acceptanceProblems(answer);
    case "either":
      return wasAccepted(answer) ? [] : refusalProblems(answer, undefined, expect.field);
    case "webhook": {
      if (expect.statuses && !expect.statuses.includes(answer.status))
        return [`must answer ${expect.statuses.join(" or ")}, got ${answer.status} ${answer.body.slice(0, 160)}`];
      if (answer.status >= 400) {
        try {
          const body = JSON.parse(answer.body) as { error?: unknown };
          if (typeof body.error !== "string" || !body.error) return [`a ${answer.status} without an error message`];
        } catch {
          return [`a ${answer.status} that is not JSON: ${answer.body.slice(0, 120)}`];
        }
      }
      return [];
    }
    case "previewRefused": {
      const problems: string[] = [];
      if (answer.status < 400)
        problems.push(
          `an invalid preview must be refused with a 4xx page, got ${answer.status}${answer.headers.location ? ` → ${answer.headers.location}` : ""}`,
        );
      else if (!head && !/^text\/html/.test(String(answer.headers["content-type"] ?? "")))
        problems.push(`the refusal is not an HTML page (${answer.headers["content-type"] ?? "none"})`);
      const cookies = cookiesSet(answer);
      const set = PREVIEW_COOKIES.filter((name) => cookies.has(name));
      if (set.length) problems.push(`sets preview cookies for an invalid token: ${set.join(", ")}`);
      return problems;
    }
    case "previewStarted": {
      const cookies = cookiesSet(answer);
      const missing = PREVIEW_COOKIES.filter((name) => !cookies.has(name));
      return answer.status >= 300 && answer.status < 400 && missing.length === 0
        ? []
        : [
            `a valid preview must redirect with the preview cookies, got ${answer.status} without ${missing.join(", ")}`,
          ];
    }
    case "exitPreview": {
      if (answer.status === 200) return [];
      const location = String(answer.headers.location ?? "");
      if (answer.status < 300 || answer.status >= 400) return [`must redirect (or answer 200), got ${answer.status}`];
      if (
        !location.startsWith("/") ||
        location.startsWith("//") ||
        location.startsWith("/\\") ||
        /[\u0000-\u001f\u007f]/.test(location)
      )
        return [`redirects off the site: Location ${JSON.stringify(location)}`];
      return [];
    }
    case "resultUnavailable": {
      if (answer.status !== 200) return [`must answer 200, got ${answer.status}`];
      if (head) return [];
      return answer.body.includes("Este resultado ya no está disponible")
        ? []
        : [`must say "Este resultado ya no está disponible" (${answer.body.length} B)`];
    }
    case "health": {
      const method = input.request.method;
      if (method === "GET" || method === "HEAD")
        return answer.status === 200 ? [] : [`health must answer 200, got ${answer.status}`];
      return answer.status === 405 && /\bGET\b/.test(String(answer.headers.allow ?? ""))
        ? []
        : [`health must answer 405 with Allow to ${method}, got ${answer.status}`];
    }
    case "ready": {
      // The suite runs against a started instance: its search indexes are loaded, so it is ready.
      const method = input.request.method;
      if (method === "GET" || method === "HEAD")
        return answer.status === 200 ? [] : [`ready must answer 200 once started, got ${answer.status}`];
      return answer.status === 405 && /\bGET\b/.test(String(answer.headers.allow ?? ""))
        ? []
        : [`ready must answer 405 with Allow to ${method}, got ${answer.status}`];
    }
  }
}
