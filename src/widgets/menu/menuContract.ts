/**
 * The header's menu button: MenuButton.tsx renders these names, menu.browser.ts reads them (enums:
 * see src/widgets/widgetContract.ts). The button's `aria-controls` names the navigation panel it toggles.
 */
export enum MenuContract {
  /** `data-enhance` of the button. */
  widget = "menu-button",
  /** On the button's hidden label: its text while the menu is closed… */
  labelOpen = "data-label-open",
  /** …and while it is open. */
  labelClose = "data-label-close",
  /** On each of the button's icons: which state it shows (`open` or `close`). */
  icon = "data-icon",
}

/** The values of {@link MenuContract.icon}: the icon shown while the menu is closed, and while it is open. */
export enum MenuIcon {
  open = "open",
  close = "close",
}
