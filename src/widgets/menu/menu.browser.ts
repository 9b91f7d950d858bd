import { Enhance } from "@/widgets/widgetContract";
import { MenuContract, MenuIcon } from "./menuContract";

/**
 * The header's menu button (below `xl`): toggles the navigation panel it controls; Escape closes it
 * and returns focus to the button. Markup: ./MenuButton.tsx, in src/layout/SiteHeader.tsx.
 */
export function enhanceMenus(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `[${Enhance.attribute}="${MenuContract.widget}"]`,
  )) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    const label = button.querySelector<HTMLElement>(`[${MenuContract.labelOpen}]`);
    const setOpen = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      panel.classList.toggle("hidden", !open);
      panel.classList.toggle("block", open);
      if (label) label.textContent = label.getAttribute(open ? MenuContract.labelClose : MenuContract.labelOpen) ?? "";
      for (const icon of button.querySelectorAll<SVGElement>(`[${MenuContract.icon}]`)) {
        icon.classList.toggle(
          "hidden",
          icon.getAttribute(MenuContract.icon) !== (open ? MenuIcon.close : MenuIcon.open),
        );
      }
    };
    button.addEventListener("click", () => setOpen(button.getAttribute("aria-expanded") !== "true"));
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      setOpen(false);
      button.focus();
    });
  }
}
