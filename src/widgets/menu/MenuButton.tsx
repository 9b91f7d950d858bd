import { useTranslation } from "next-i18next/pages";
import { widgetMark } from "@/widgets/widgetContract";
import { MenuContract, MenuIcon } from "./menuContract";

/**
 * The header's menu button (below `xl`), rendered closed: it opens and closes the navigation panel
 * `panelId` (keyboard: Enter/Space toggles, Escape closes and returns focus to the button), its
 * label and icon following the state. Behaviour: ./menu.browser.ts.
 */
export function MenuButton({ panelId }: { panelId: string }) {
  const { t } = useTranslation("common");
  return (
    <button
      type="button"
      {...widgetMark(MenuContract.widget)}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-blue hover:bg-aqua xl:hidden"
      aria-expanded="false"
      aria-controls={panelId}
    >
      <span
        className="sr-only"
        {...{ [MenuContract.labelOpen]: t("a11y.openMenu"), [MenuContract.labelClose]: t("a11y.closeMenu") }}
      >
        {t("a11y.openMenu")}
      </span>
      <svg
        aria-hidden="true"
        {...{ [MenuContract.icon]: MenuIcon.open }}
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      </svg>
      <svg
        aria-hidden="true"
        {...{ [MenuContract.icon]: MenuIcon.close }}
        viewBox="0 0 24 24"
        className="hidden h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
}
