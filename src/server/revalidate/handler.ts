/** `POST /api/revalidate`: Prismic's publishing webhook (docs/publishing.md), answered before the work runs. */
import { closeAfterLingering } from "@/server/http/lingeringClose";
import { sendJson } from "@/server/http/sendJson";
import type { IncomingMessage, ServerResponse } from "node:http";
import { WebhookConfigError, webhookSecretMatches, type WebhookConfig } from "./revalidateConfig";
import type { Submission } from "./regenerationQueue";
import { readWebhookBody, WebhookBodyError } from "./webhookBody";

export type RevalidateDependencies = {
  /** Throws WebhookConfigError when the endpoint must refuse everything. */
  config: () => WebhookConfig;
  submit: (ids: readonly string[], masterRef: string | undefined) => Submission;
};

/** The answers of the endpoint. */
type RevalidateAnswer = Submission | { error: string };

/** Handles one webhook call: 405, 503, 413/408/400, 401, 200 for a test trigger, else 202 `{queued, alreadyHandled}`. */
export async function handleRevalidate(
  req: IncomingMessage,
  res: ServerResponse,
  deps: RevalidateDependencies,
): Promise<void> {
  const answer = (status: number, body: RevalidateAnswer, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, headers);
  if (req.method !== "POST")
    return answer(
      405,
      { error: `Method ${req.method ?? "?"} not allowed: the publishing webhook is POST only.` },
      { Allow: "POST" },
    );

  let config: WebhookConfig;
  try {
    config = deps.config();
  } catch (error) {
    if (error instanceof WebhookConfigError) return answer(503, { error: error.message });
    throw error;
  }

  let body;
  try {
    body = await readWebhookBody(req);
  } catch (error) {
    if (error instanceof WebhookBodyError) {
      if (!req.complete) closeAfterLingering(req, res);
      return answer(error.status, { error: error.message });
    }
    throw error;
  }
  if (!webhookSecretMatches(body.secret, config.secret)) {
    return answer(401, { error: body.secret == null ? "Missing webhook secret." : "Wrong webhook secret." });
  }
  if (body.type === "test-trigger") return answer(200, { queued: [], alreadyHandled: [] });

  // The work runs after the answer: Prismic gives up on a slow webhook and sends it again.
  return answer(202, deps.submit(body.documents, body.masterRef));
}
