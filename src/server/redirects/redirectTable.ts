/** Editors' redirects as one table, and the one resolver of every redirect of the site (pure: content:check uses it too). */
import { buildRedirects, createRedirectResolver } from "@/config/nextRouting";
import type { Locale } from "@/config/countries";

/** Longest from-path or target path kept (a longer one is refused, never truncated). */
export const MAX_REDIRECT_PATH_LENGTH = 512;
/** Hops a chain of rows may take before it is refused as a loop (flattened to one hop otherwise). */
const MAX_HOPS = 20;

/** One row as an editor wrote it. */
export type RedirectRow = {
  from: unknown;
  targetUrl: unknown;
  targetPath: unknown;
  temporary: unknown;
  external?: unknown;
};
/** Where a from-path leads: a path of this site or an allow-listed address, 308 or 307. */
export type RedirectTarget = { to: string; status: 307 | 308 };
/** Editors' redirects by from-path (public path, locale prefix included), chains flattened. */
export type RedirectTable = ReadonlyMap<string, RedirectTarget>;
/** A row the table leaves out or rewrites, by its position (1-based) in its document. */
export type RedirectProblem = { row: number; level: "error" | "warning"; message: string };

/** The country part of the site configuration. */
type Country = { defaultLocale: Locale; locales: readonly Locale[] };

/** A path of this site in its one form (ASCII `a-z0-9-._~/`, no empty, "." or ".." segment), or why it is refused. */
export function sitePath(raw: unknown): { path: string } | { refused: string } {
  if (typeof raw !== "string" || raw.trim() === "") return { refused: "empty" };
  const value = raw.trim();
  if (value.length > MAX_REDIRECT_PATH_LENGTH) return { refused: `longer than ${MAX_REDIRECT_PATH_LENGTH} characters` };
  if (!value.startsWith("/")) return { refused: "not a path of this site (it must start with /)" };
  if (!/^[A-Za-z0-9\-._~/]+$/.test(value)) {
    return { refused: "a character a path of this site cannot hold (only a-z, 0-9, - . _ ~ and /)" };
  }
  const path = value.length > 1 ? value.replace(/\/$/, "") : value;
  const segments = path.split("/").slice(1);
  if (path !== "/" && segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    return { refused: "an empty, . or .. segment" };
  }
  return { path };
}

/** A host name: ASCII letters, digits and hyphens in dot-separated labels (at least two), lower case. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** An external target: `https://`, a host, then an optional path and query of unreserved characters. */
const EXTERNAL_URL = /^https:\/\/([A-Za-z0-9.-]+)(\/[A-Za-z0-9\-._~/]*)?(\?[A-Za-z0-9\-._~=&]*)?$/;
const NOT_AN_EXTERNAL_URL =
  "not an https:// address of a host, a path and a query (no user, port or fragment; only a-z, 0-9 and - . _ ~ / ? = &)";

/** The allow-list of external redirect hosts of a `settings` document; a value not a bare host name is refused. */
export function redirectHosts(raw: readonly unknown[]): { hosts: Set<string>; refused: RedirectProblem[] } {
  const hosts = new Set<string>();
  const refused: RedirectProblem[] = [];
  raw.forEach((value, index) => {
    if (typeof value !== "string" || value.trim() === "") return;
    const host = value.trim().toLowerCase();
    if (HOST.test(host)) hosts.add(host);
    else {
      const message = `host "${value.trim().slice(0, 80)}" is not a bare host name (such as tienda.example.com)`;
      refused.push({ row: index + 1, level: "error", message });
    }
  });
  return { hosts, refused };
}

/** An external target in its one form (`https://`, a host on `hosts`, a plain path and query), or why it is refused. */
export function externalUrl(raw: unknown, hosts: ReadonlySet<string>): { url: string } | { refused: string } {
  if (typeof raw !== "string" || raw.trim() === "") return { refused: "empty" };
  const value = raw.trim();
  if (value.length > MAX_REDIRECT_PATH_LENGTH) return { refused: `longer than ${MAX_REDIRECT_PATH_LENGTH} characters` };
  const match = EXTERNAL_URL.exec(value);
  if (!match) return { refused: NOT_AN_EXTERNAL_URL };
  const host = match[1].toLowerCase();
  if (!HOST.test(host)) return { refused: `"${host.slice(0, 80)}" is not a host name` };
  if (!hosts.has(host)) return { refused: `host ${host} is not on the settings' list of redirect hosts` };
  const url = `https://${host}${match[2] ?? "/"}${match[3] ?? ""}`;
  // What a browser makes of it must be this very address (a dot segment is resolved away, a
  // numeric host read as an IPv4 address).
  const parsed = URL.parse(url);
  if (parsed?.href !== url || parsed.hostname !== host) {
    return { refused: "a browser would go elsewhere (a . or .. segment, a numeric host)" };
  }
  return { url };
}

/** The route table's redirect of a public path (English paths, page files' paths), or null. */
function routeTableResolver(country: Country): (publicPath: string) => string | null {
  const resolve = createRedirectResolver(buildRedirects(country));
  return (publicPath) => {
    const first = publicPath.split("/")[1] ?? "";
    const withLocale = (country.locales as readonly string[]).includes(first)
      ? publicPath
      : `/${country.defaultLocale}${publicPath === "/" ? "" : publicPath}`;
    return resolve(withLocale);
  };
}

/** The one resolver of the site's redirects: the route table's first, then each table in the order given. */
export function createSiteRedirects(country: Country) {
  const routeTable = routeTableResolver(country);
  return (publicPath: string, ...tables: RedirectTable[]): RedirectTarget | null => {
    const fixed = routeTable(publicPath);
    if (fixed !== null) return { to: fixed, status: 308 };
    return tables.map((table) => table.get(publicPath)).find(Boolean) ?? null;
  };
}

/** A row's target: its document's URL, else its path; for an external row, the allow-listed address. */
function rowTarget(row: RedirectRow, hosts: ReadonlySet<string>) {
  const url = typeof row.targetUrl === "string" && row.targetUrl !== "" ? row.targetUrl : null;
  if (row.external === true) {
    if (url !== null) return { refused: "an external row leads to the address in its target path, not to a document" };
    const external = externalUrl(row.targetPath, hosts);
    return "refused" in external ? { refused: `external target: ${external.refused}` } : external;
  }
  if (url === null && (typeof row.targetPath !== "string" || row.targetPath.trim() === "")) {
    return { refused: "no target (a document or a path)" };
  }
  const target = sitePath(url ?? row.targetPath);
  if (!("refused" in target)) return target;
  const offSite = url === null && /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(String(row.targetPath));
  const hint = " (an address of another site needs the row marked external and its host in the settings)";
  return { refused: `target: ${target.refused}${offSite ? hint : ""}` };
}

/**
 * The editors' table of one locale's rows (`prefix`: its URL prefix): each from-path once, never a
 * route-table path, chains flattened, loops left out; with every row left out or rewritten.
 */
export function buildRedirectTable(
  rows: readonly RedirectRow[],
  country: Country,
  prefix = "",
  hosts: ReadonlySet<string> = new Set(),
): { table: Map<string, RedirectTarget>; problems: RedirectProblem[] } {
  const routeTable = routeTableResolver(country);
  const problems: RedirectProblem[] = [];
  const direct = new Map<string, RedirectTarget & { row: number }>();
  rows.forEach((row, index) => {
    const number = index + 1;
    const refuse = (message: string) => problems.push({ row: number, level: "error", message });
    const from = sitePath(row.from);
    if ("refused" in from) return refuse(`from-path "${String(row.from).slice(0, 80)}": ${from.refused}`);
    const fromPath = prefix + (from.path === "/" ? "" : from.path) || "/";
    if (routeTable(fromPath) !== null) return refuse(`from-path ${fromPath} is a route-table redirect, which wins`);
    if (direct.has(fromPath)) return refuse(`from-path ${fromPath} is also row ${direct.get(fromPath)!.row}'s`);
    const target = rowTarget(row, hosts);
    if ("refused" in target) return refuse(target.refused);
    const to = "url" in target ? target.url : (routeTable(target.path) ?? target.path);
    if (to === fromPath) return refuse(`a loop: ${fromPath} leads to itself`);
    direct.set(fromPath, { to, status: row.temporary === true ? 307 : 308, row: number });
  });
  const table = new Map<string, RedirectTarget>();
  for (const [from, first] of direct) {
    let { to } = first;
    const seen = new Set([from]);
    while (direct.has(to) && !seen.has(to) && seen.size < MAX_HOPS) {
      seen.add(to);
      to = direct.get(to)!.to;
    }
    const chain = `${[...seen].join(" → ")} → ${to}`;
    const loop = seen.has(to) || direct.has(to);
    if (loop || seen.size > 1) {
      const message = loop ? `a loop: ${chain}` : `a chain of ${seen.size} hops (${chain}): answered in one`;
      problems.push({ row: first.row, level: loop ? "error" : "warning", message });
    }
    if (!loop) table.set(from, { to, status: first.status });
  }
  return { table, problems: problems.sort((a, b) => a.row - b.row) };
}
