import type { IncomingMessage } from "node:http";

/**
 * Whether the browser is loading a page (a link, the address bar, a form) rather than a script
 * fetching data: `Sec-Fetch-Mode: navigate`, or, from a browser that does not send it, an Accept
 * header that asks for HTML.
 */
export function isPageNavigation(req: IncomingMessage): boolean {
  const mode = req.headers["sec-fetch-mode"];
  if (typeof mode === "string") return mode === "navigate";
  const accept = req.headers.accept;
  return typeof accept === "string" && accept.includes("text/html");
}
