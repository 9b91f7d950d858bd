/**
 * The forms' posts the system tests send, as a browser with JavaScript does: JSON or multipart, an
 * Origin the site accepts, a visitor's address (the instances trust X-Forwarded-For in local mode)
 * and an idempotency key.
 */
import { randomUUID } from "node:crypto";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

/** The headers of a visitor's post to `origin`. */
export const headers = (origin: string, visitor: string) => ({
  Origin: origin,
  Accept: "application/json",
  "X-Forwarded-For": visitor,
});

export function subscribe(origin: string, visitor: string, email: string): Promise<Response> {
  return fetch(`${origin}/api/newsletter`, {
    method: "POST",
    body: JSON.stringify({ email }),
    headers: { ...headers(origin, visitor), "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    signal: AbortSignal.timeout(30_000),
  });
}

export function postContact(origin: string, visitor: string, email: string, key: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...CONTACT_REQUEST_EXAMPLE, email })) body.append(name, value);
  return fetch(`${origin}/api/contact`, {
    method: "POST",
    body,
    headers: { ...headers(origin, visitor), "Idempotency-Key": key },
    signal: AbortSignal.timeout(30_000),
  });
}
