/**
 * The header's menu button (below `xl`): toggles the navigation panel it controls; Escape closes it
 * and returns focus to the button. Markup: src/components/layout/SiteHeader.tsx.
 */
export function enhanceMenus(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-enhance="menu-button"]')) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    const label = button.querySelector<HTMLElement>("[data-label-open]");
    const setOpen = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      panel.classList.toggle("hidden", !open);
      panel.classList.toggle("block", open);
      if (label) label.textContent = (open ? label.dataset.labelClose : label.dataset.labelOpen) ?? "";
      for (const icon of button.querySelectorAll<SVGElement>("[data-icon]")) {
        icon.classList.toggle("hidden", icon.dataset.icon !== (open ? "close" : "open"));
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
