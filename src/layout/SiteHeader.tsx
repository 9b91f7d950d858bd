import { useId } from "react";
import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { useSite } from "@/lib/siteContext";
import { BrandLogo } from "./BrandLogo";
import { MenuButton } from "@/widgets/menu/MenuButton";

type SiteHeaderProps = { navigation: Content.NavigationDocument | null; siteName: string };

/** Whether a menu link points at the page being shown (its public path) or one of its sub-pages. */
function isCurrent(href: string | null | undefined, publicPath: string): boolean {
  if (!href || href === "/") return href === publicPath;
  return publicPath === href || publicPath.startsWith(`${href}/`);
}

/**
 * Site header: logo, the CMS main navigation and a highlighted call to action; below `xl` the
 * navigation collapses into the menu button (src/widgets/menu), which toggles the panel below.
 */
export function SiteHeader({ navigation, siteName }: SiteHeaderProps) {
  const { t } = useTranslation("common");
  const { publicPath } = useSite();
  const menuId = useId();
  const items = (navigation?.data.menu_items ?? []).filter((item) => item.label && prismic.isFilled.link(item.link));
  const cta = navigation?.data;

  const links = items.map((item, index) => {
    const href = prismic.asLink(item.link);
    const current = isCurrent(href, publicPath);
    return (
      <li key={`${item.label}-${index}`}>
        <SiteLink
          field={item.link}
          aria-current={current ? "page" : undefined}
          className="block whitespace-nowrap rounded px-3 py-3 text-base font-medium text-blue underline-offset-4 hover:bg-aqua hover:underline aria-[current=page]:underline xl:px-2.5 xl:py-2 xl:text-[0.95rem]"
        >
          {item.label}
        </SiteLink>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 border-b border-grey-1 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <SiteLink href="/" className="rounded" aria-current={publicPath === "/" ? "page" : undefined}>
          <BrandLogo name={siteName} />
          <span className="sr-only">{t("site.homeLabel")}</span>
        </SiteLink>

        <nav aria-label={t("a11y.mainNavigation")} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">{links}</ul>
        </nav>

        <div className="flex items-center gap-2">
          {cta?.call_to_action_label && prismic.isFilled.link(cta.call_to_action_link) ? (
            <SiteLink
              field={cta.call_to_action_link}
              className="hidden rounded-full bg-ds-turquoise px-5 py-2 text-sm font-semibold text-white hover:bg-blue sm:inline-block"
            >
              {cta.call_to_action_label}
            </SiteLink>
          ) : null}
          {items.length > 0 ? <MenuButton panelId={menuId} /> : null}
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t("a11y.mainNavigation")}
        className="hidden border-t border-grey-1 bg-white px-4 pb-4 xl:hidden"
      >
        <ul className="flex flex-col divide-y divide-grey-1">
          {links}
          {cta?.call_to_action_label && prismic.isFilled.link(cta.call_to_action_link) ? (
            <li className="pt-3 sm:hidden">
              <SiteLink
                field={cta.call_to_action_link}
                className="block rounded-full bg-ds-turquoise px-5 py-3 text-center font-semibold text-white"
              >
                {cta.call_to_action_label}
              </SiteLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
