import { useTranslation } from "next-i18next/pages";
import { widgetMark } from "@/widgets/widgetContract";
import { SupportChatContract } from "./supportChatContract";

/**
 * The support chat's facade (R4, issue 32): a "Chat" button, hidden until the browser script
 * (./supportChat.browser.ts) finds the page among the configured ones; nothing is requested from
 * the chat provider until the visitor presses it, as the video facade does. The page list is
 * matched in the browser against the page's own URL, since one static page (404) can answer many.
 * Without JavaScript there is no chat, so the button stays hidden.
 */
export function SupportChat({ chatKey, pages }: { chatKey: string; pages: readonly string[] }) {
  const { t } = useTranslation("common");
  return (
    <div
      hidden
      {...widgetMark(SupportChatContract.widget)}
      {...{
        [SupportChatContract.key]: chatKey,
        [SupportChatContract.pages]: JSON.stringify(pages),
        [SupportChatContract.loading]: t("chat.loading"),
      }}
      className="fixed bottom-4 right-4 z-[100]"
    >
      <button
        type="button"
        aria-label={t("chat.label")}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-blue px-5 font-semibold text-white shadow-lg hover:bg-ds-turquoise focus-visible:outline-4 focus-visible:outline-offset-2 aria-busy:opacity-80"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
        </svg>
        <span>{t("chat.open")}</span>
      </button>
    </div>
  );
}
