/**
 * The support chat's settings: SupportChat.tsx renders these names, supportChat.browser.ts reads them (enums:
 * see src/widgets/widgetContract.ts).
 */
export enum SupportChatContract {
  /** `data-enhance` of the settings element (hidden). */
  widget = "support-chat",
  /** The country's chat key. */
  key = "data-chat-key",
  /** The pages the chat loads on (a JSON list of paths; each also covers the pages below it). */
  pages = "data-chat-pages",
}
