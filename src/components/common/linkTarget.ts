/**
 * What kind of link an href is for this site, one rule for every link component: an absolute URL
 * on this site's own origin is an internal link to its public path (editors paste full URLs), one
 * on the other country's site stays absolute but opens in the same tab, anything else absolute
 * leaves the site (new tab).
 */

/** How a link is rendered. */
export type LinkTarget =
  | { kind: "internal"; href: string }
  | { kind: "sibling"; href: string }
  | { kind: "external"; href: string }
  | { kind: "other"; href: string };

/** Whether an href is an absolute http(s) URL. */
export function isAbsoluteHttp(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Classifies an href.
 * @param href the link's target (a public path, `#anchor`, `mailto:`/`tel:` or an absolute URL)
 * @param origins this site's origin and every country site's origin (SiteFacts); null where no page
 *   provides them (every absolute URL then counts as leaving)
 */
export function linkTarget(href: string, origins: { siteUrl: string; siteUrls: readonly string[] } | null): LinkTarget {
  if (!isAbsoluteHttp(href)) return { kind: href.startsWith("/") ? "internal" : "other", href };
  if (!origins || !URL.canParse(href)) return { kind: "external", href };
  const url = new URL(href);
  if (url.origin === new URL(origins.siteUrl).origin)
    return { kind: "internal", href: `${url.pathname}${url.search}${url.hash}` };
  if (origins.siteUrls.some((origin) => URL.canParse(origin) && new URL(origin).origin === url.origin))
    return { kind: "sibling", href };
  return { kind: "external", href };
}
