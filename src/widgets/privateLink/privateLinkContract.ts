/**
 * A page opened from a private link (the newsletter's confirmation link, issue 40):
 * PrivateLink.tsx renders this name, privateLink.browser.ts reads it (enums: see
 * src/widgets/widgetContract.ts).
 */
export enum PrivateLinkContract {
  /** `data-enhance` of the marker. */
  widget = "private-link",
}
