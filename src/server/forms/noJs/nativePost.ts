import type { IncomingMessage } from "node:http";

/**
 * Whether a form post is the browser's own (JavaScript off): it asks for a page and never for JSON,
 * as the site's script does. A wildcard or missing Accept (curl, the tests) keeps the JSON answers.
 */
export function isNativeFormPost(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json");
}
