/**
 * The support chat's facade: SupportChat.tsx renders these names, supportChat.browser.ts reads them (enums:
 * see src/widgets/widgetContract.ts).
 */
export enum SupportChatContract {
  /** `data-enhance` of the facade's element (hidden until the page is one of the chat's). */
  widget = "support-chat",
  /** The country's chat key. */
  key = "data-chat-key",
  /** The pages the chat is offered on (a JSON list of paths; each also covers the pages below it). */
  pages = "data-chat-pages",
  /** The button's text while the widget loads. */
  loading = "data-chat-loading",
}
