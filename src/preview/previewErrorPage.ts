import type { ServerResponse } from "node:http";
import { isLocale, LOCALES, localeEntry } from "@/config/countries";
import { PREVIEW_AUTH_PATH } from "./previewPaths";
import { COLORS } from "@/styles/tokens";
import { READ_ONLY_ALLOW } from "@/server/http/readOnlyMethods";
import { translateServerMessage } from "@/server/serverMessages";

/** Why a preview could not start; each has its Spanish explanation in common.json (`preview.errors`). */
export type PreviewProblem =
  "missingToken" | "invalidToken" | "invalidDocument" | "expired" | "missingDocument" | "unavailable" | "method";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * Answers a preview request that cannot be honoured with a small, self-contained Spanish page
 * (never cached) that says why and how to go on: staff see a clear explanation, not a 500.
 */
export function sendPreviewProblem(res: ServerResponse, status: number, problem: PreviewProblem, locale: string): void {
  const t = (key: string) => escapeHtml(translateServerMessage(locale, "common", `preview.errors.${key}`));
  const html = `<!doctype html>
<html lang="${localeEntry(isLocale(locale) ? locale : LOCALES[0]).htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("title")}</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${COLORS.ink};background:${COLORS["grey-0"]};line-height:1.5}
main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:${COLORS.white};border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem;color:${COLORS.blue}}
p{margin:0 0 1.5rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-block;padding:.625rem 1rem;border-radius:.375rem;color:${COLORS.blue};font-weight:600;text-decoration:underline;text-underline-offset:3px}
a:first-child{background:${COLORS.blue};color:${COLORS.white};text-decoration:none}
a:focus-visible{outline:3px solid ${COLORS["ds-turquoise"]};outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t("title")}</h1>
<p>${t(problem)}</p>
<nav aria-label="${t("next")}"><a href="/">${t("home")}</a><a href="${PREVIEW_AUTH_PATH}">${t("auth")}</a></nav>
</main>
</body>
</html>
`;
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (status === 405) res.setHeader("Allow", READ_ONLY_ALLOW);
  res.end(html);
}
