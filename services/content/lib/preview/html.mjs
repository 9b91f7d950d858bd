// @ts-check
import { CORS_HEADERS } from "../http/respond.mjs";

/**
 * Escapes text for HTML content and double-quoted attribute values.
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A small, self-contained Spanish HTML page (no external resources).
 * @param {{ title: string, body: string }} page `body` is HTML (already escaped)
 * @returns {string}
 */
export function htmlPage({ title, body }) {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · servicio de contenidos local</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1d2b36; background: #fff; margin: 0; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  table { border-collapse: collapse; width: 100%; margin-top: 1rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
  th, td { text-align: left; vertical-align: top; padding: .5rem .6rem; border-bottom: 1px solid #cfd8de; }
  th { background: #eef2f5; }
  a { color: #0b5cad; text-decoration-thickness: .08em; text-underline-offset: .15em; }
  a:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
  code { font-size: .9em; background: #eef2f5; padding: 0 .25em; border-radius: 3px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * Sends an HTML page (`text/html; charset=utf-8`, never cached; HEAD without body).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendHtml(req, res, status, html, headers = {}) {
  const payload = Buffer.from(html, "utf8");
  res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(payload.length),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : payload);
}

/**
 * An error page: a heading and one explanatory paragraph (HTML), with a link to the drafts list.
 * @param {string} title plain text
 * @param {string} explanation HTML
 */
export function errorPage(title, explanation) {
  return htmlPage({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${explanation}</p>
<p><a href="/drafts">Ver la lista de borradores</a></p>`,
  });
}
