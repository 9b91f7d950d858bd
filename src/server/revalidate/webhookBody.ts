/** The body of Prismic's webhook (https://prismic.io/docs/webhooks), read with a size bound and validated. */
import type { IncomingMessage } from "node:http";
import { z } from "zod";
import { BodyReadError, loadBodyTimeouts, readBoundedBody, type BodyTimeouts } from "@/server/http/bodyDeadline";

/** Largest body read (bytes): room for thousands of document ids, far below Next's 1 MB default. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/** A refused webhook body: the HTTP status (400 malformed, 408 stalled, 413 too large) and what is wrong. */
export class WebhookBodyError extends Error {
  override name = "WebhookBodyError";
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Prismic document ids are letters, digits, "-" and "_" (the local service's also "."): nothing else may reach a filter. */
const documentId = z
  .string()
  .min(1, "must not be empty")
  .max(256, "is longer than 256 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "may hold only letters, digits, '.', '-' and '_'");

/** What the endpoint reads of the body; unknown keys are allowed (Prismic may add some), a missing secret is a 401. */
const webhookBodySchema = z.looseObject({
  type: z.enum(["api-update", "test-trigger"]),
  secret: z.string().nullish(),
  domain: z.string().optional(),
  apiUrl: z.string().optional(),
  masterRef: z.string().optional(),
  releases: z.record(z.string(), z.unknown()).optional(),
  masks: z.record(z.string(), z.unknown()).optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  documents: z.array(documentId).default([]),
});

type WebhookBody = z.infer<typeof webhookBodySchema>;

/** `path: message` for each problem, e.g. `documents.0: Invalid input: expected string, received number`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Validates an already parsed JSON value as a webhook body, or throws a 400 WebhookBodyError. */
export function parseWebhookBody(value: unknown): WebhookBody {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new WebhookBodyError(
      400,
      `Invalid webhook body: expected a JSON object, received ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}.`,
    );
  }
  const parsed = webhookBodySchema.safeParse(value);
  if (!parsed.success) throw new WebhookBodyError(400, `Invalid webhook body: ${describeIssues(parsed.error)}.`);
  return { ...parsed.data, documents: [...new Set(parsed.data.documents)] };
}

/** Reads (at most `maxBytes`, within the body deadlines), parses and validates the request body. */
export async function readWebhookBody(
  req: IncomingMessage,
  maxBytes = MAX_WEBHOOK_BODY_BYTES,
  timeouts: BodyTimeouts = loadBodyTimeouts(),
): Promise<WebhookBody> {
  const body = await readBoundedBody(req, maxBytes, timeouts).catch((error: unknown) => {
    if (!(error instanceof BodyReadError)) throw error;
    if (error.reason === "tooLarge")
      throw new WebhookBodyError(413, `Webhook body too large: more than ${maxBytes} bytes.`);
    if (error.reason === "timeout")
      throw new WebhookBodyError(408, "Webhook body incomplete: the request stopped sending before its end.");
    throw new WebhookBodyError(400, "Invalid webhook body: the request was aborted.");
  });
  const text = body.toString("utf8");
  if (!text.trim()) throw new WebhookBodyError(400, "Invalid webhook body: the body is empty; expected a JSON object.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // JSON.parse throws only SyntaxErrors.
    throw new WebhookBodyError(400, `Invalid webhook body: not JSON (${(error as SyntaxError).message}).`);
  }
  return parseWebhookBody(value);
}
