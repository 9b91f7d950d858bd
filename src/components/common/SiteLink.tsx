import * as prismic from "@prismicio/client";
import type { ReactNode } from "react";
import { useTranslation } from "next-i18next/pages";

type SiteLinkProps = {
  /** A Prismic link field or a plain href (internal path, `#anchor`, or absolute URL). */
  field?: prismic.LinkField | null;
  href?: string | null;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
};

/** Whether an href leaves this site (absolute http(s) URL). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The site's one link component: `#…` keeps the current path, external links open in a new tab
 * with `rel="noopener noreferrer"`, documents resolve to their public URL through the route table.
 * Internal links are plain document navigations: content pages run no client router
 * (docs/decisions.md). A link without a target renders its text only.
 */
export function SiteLink({ field, href, className, children, onClick, ...rest }: SiteLinkProps) {
  const { t } = useTranslation("common");
  const target = href ?? (field && prismic.isFilled.link(field) ? prismic.asLink(field) : null);
  if (!target) return <span className={className}>{children}</span>;

  if (target.startsWith("#")) {
    return (
      <a href={target} className={className} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternalHref(target)) {
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
