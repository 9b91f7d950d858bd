import type { IncomingMessage } from "node:http";

/**
 * Whether a form post is the browser's own submission of the form (JavaScript off) rather than the
 * site's script: a native post asks for a page (`Accept: text/html,…`) and never for JSON, while
 * the script (src/forms/postForm.ts) sends `Accept: application/json`. A wildcard or missing
 * Accept (curl, fetch, the tests) keeps the JSON answers.
 */
export function isNativeFormPost(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json");
}
