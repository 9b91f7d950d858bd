import { isSupportChatPage } from "@/widgets/supportChat/chatPages";
import { Enhance } from "../widgetContract";
import { SupportChatContract } from "./supportChatContract";

/** How long the widget may wait for an idle moment (ms), and the wait where idle callbacks do not exist. */
const IDLE_TIMEOUT_MS = 3000;
const NO_IDLE_DELAY_MS = 1500;

/** The page list rendered by the server ({@link SupportChatContract.pages}, JSON), or [] when unreadable. */
export function parseChatPages(raw: string | null | undefined): string[] {
  try {
    const pages: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The support chat (Zendesk messaging; docs/privacy-and-security.md): on the configured pages only
 * (SUPPORT_CHAT_PAGES) its script is requested once the browser is idle, never in the critical
 * path; elsewhere nothing is loaded. Not gated by cookie consent (docs/decisions.md). Settings:
 * ./SupportChat.tsx, absent on /auth and /slice-simulator.
 */
export function enhanceSupportChat(): void {
  const settings = document.querySelector<HTMLElement>(`[${Enhance.attribute}="${SupportChatContract.widget}"]`);
  const key = settings?.getAttribute(SupportChatContract.key);
  if (
    !settings ||
    !key ||
    !isSupportChatPage(parseChatPages(settings.getAttribute(SupportChatContract.pages)), window.location.pathname)
  )
    return;
  const load = () => {
    void import("./supportChatWidget").then((widget) => widget.loadSupportChat(key));
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(load, NO_IDLE_DELAY_MS);
}
