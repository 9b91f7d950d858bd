import type { IncomingMessage } from "node:http";

/** Whether a post is the browser's own (JavaScript off: it asks for HTML, never JSON) rather than the site's script. */
export function isNativeFormPost(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json");
}
