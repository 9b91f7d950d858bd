// @ts-check
import { safeDecode } from "../../../lib/safe-decode.mjs";

/**
 * @typedef {{ kind: "repository" | "search" | "api-unknown" | "unknown-repository", repositoryName: string | null }
 *   | { kind: "assets" | "index" | "preview" | "drafts" | "not-found", repositoryName: null }} RouteMatch
 */

const API_PATH = /^(?:\/([^/]+))?\/api\/v2(\/.*)?$/;

/**
 * Classifies a request path. `/preview` and `/drafts` are the local preview pages. `/api/v2…` serves the repository under any name; `/<name>/api/v2…`
 * too, unless `repositoryNames` is given and does not hold `<name>` (→ `unknown-repository`).
 * @param {string} pathname
 * @param {string[] | null} repositoryNames
 * @returns {RouteMatch}
 */
export function matchRoute(pathname, repositoryNames) {
  if (pathname.startsWith("/assets/")) return { kind: "assets", repositoryName: null };
  if (pathname === "/") return { kind: "index", repositoryName: null };
  if (pathname === "/preview" || pathname === "/preview/") return { kind: "preview", repositoryName: null };
  if (pathname === "/drafts" || pathname === "/drafts/") return { kind: "drafts", repositoryName: null };
  const match = API_PATH.exec(pathname);
  if (!match) return { kind: "not-found", repositoryName: null };
  const repositoryName = match[1] ? safeDecode(match[1]) : null;
  if (repositoryName !== null && repositoryNames && !repositoryNames.includes(repositoryName)) {
    return { kind: "unknown-repository", repositoryName };
  }
  const rest = (match[2] ?? "").replace(/\/+$/, "");
  if (rest === "") return { kind: "repository", repositoryName };
  if (rest === "/documents/search") return { kind: "search", repositoryName };
  return { kind: "api-unknown", repositoryName };
}
