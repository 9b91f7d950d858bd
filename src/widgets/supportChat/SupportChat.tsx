import { widgetMark } from "../widgetContract";
import { SupportChatContract } from "./supportChatContract";

/**
 * The support chat's settings for its behaviour (./supportChat.browser.ts), which loads the
 * widget lazily on the configured pages only (R4). Rendered on the server, nothing visible:
 * the page list is matched in the browser against the page's own URL, since one static page (404)
 * can answer many.
 */
export function SupportChat({ chatKey, pages }: { chatKey: string; pages: readonly string[] }) {
  return (
    <div
      hidden
      {...widgetMark(SupportChatContract.widget)}
      {...{ [SupportChatContract.key]: chatKey, [SupportChatContract.pages]: JSON.stringify(pages) }}
    />
  );
}
