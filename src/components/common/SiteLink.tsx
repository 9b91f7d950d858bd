import * as prismic from "@prismicio/client";
import type { ReactNode } from "react";
import { useTranslation } from "next-i18next/pages";
import { useSiteOrNull } from "@/lib/siteContext";
import { isAbsoluteHttp, linkTarget } from "./linkTarget";

type SiteLinkProps = {
  /** A Prismic link field or a plain href (internal path, `#anchor`, or absolute URL). */
  field?: prismic.LinkField | null;
  href?: string | null;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
};

/** Whether an href is an absolute http(s) URL (outside a page's site facts, every one counts as leaving). */
export function isExternalHref(href: string): boolean {
  return isAbsoluteHttp(href);
}

/**
 * The site's one link component: `#…` keeps the current path, external links open in a new tab
 * with `rel="noopener noreferrer"`, documents resolve to their public URL through the route table,
 * absolute URLs on this site's origin become its public path and stay in the tab, as do those on
 * the other country's site (./linkTarget.ts).
 * Internal links are plain document navigations: content pages run no client router
 * (docs/decisions.md). A link without a target renders its text only.
 */
export function SiteLink({ field, href, className, children, onClick, ...rest }: SiteLinkProps) {
  const { t } = useTranslation("common");
  const site = useSiteOrNull();
  const raw = href ?? (field && prismic.isFilled.link(field) ? prismic.asLink(field) : null);
  if (!raw) return <span className={className}>{children}</span>;
  const { kind, href: target } = linkTarget(
    raw,
    site && { siteUrl: site.siteUrl, siteUrls: Object.values(site.localeSiteUrls) },
  );

  if (target.startsWith("#")) {
    return (
      <a href={target} className={className} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (kind === "external") {
    return (
      <a href={target} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="sr-only"> {t("a11y.opensInNewTab")}</span>
      </a>
    );
  }
  if (/^(mailto|tel):/i.test(target)) {
    return (
      <a href={target} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a href={target} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
