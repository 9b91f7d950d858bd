import type { ParsedUrlQuery } from "node:querystring";
import { buildRedirects, createRedirectResolver } from "@/config/nextRouting";
import { localePrefix } from "@/config/routeTable";
import { siteConfig, type Locale } from "./siteConfig";

/** Every page file's own path → its public path (the route table's redirects), for this site. */
const resolvePublicPath = createRedirectResolver(buildRedirects(siteConfig.country));

/** A page file's route with its params filled in: `/products/[[...path]]` + `{ path: ["x"] }` → `/products/x`. */
function filledRoute(route: string, params: ParsedUrlQuery | undefined): string {
  const value = (name: string) => {
    const param = params?.[name];
    return (Array.isArray(param) ? param : param === undefined ? [] : [param]).map(encodeURIComponent).join("/");
  };
  const filled = route.replace(
    /\[\[?\.\.\.(\w+)\]\]?|\[(\w+)\]/g,
    (_, rest: string | undefined, one: string | undefined) => value((rest ?? one)!),
  );
  return filled
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .replace(/^\/index$/, "/");
}

/**
 * The public path a visitor sees for a page file's route and params (`/nuestros-productos/x`): the
 * page file's path goes through the route table, as next.config.ts rewrites it. Pages get it as a
 * prop (`publicPath`), so server-rendered parts (the header's `aria-current`, the exit-preview
 * form) never read the router, whose `asPath` is the page file's path on rewritten sections.
 */
export function publicPathOf(route: string, params: ParsedUrlQuery | undefined, locale: Locale): string {
  const own = filledRoute(route, params);
  const resolved = resolvePublicPath(`/${locale}${own === "/" ? "" : own}`);
  if (resolved) return resolved;
  const prefix = localePrefix(locale, siteConfig.country);
  return prefix ? (own === "/" ? prefix : prefix + own) : own;
}
