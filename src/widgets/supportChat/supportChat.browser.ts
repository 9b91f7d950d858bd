import { isSupportChatPage } from "./chatPages";
import { Enhance } from "@/widgets/widgetContract";
import { SupportChatContract } from "./supportChatContract";

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
 * The support chat (Zendesk messaging; docs/privacy-and-security.md) behind a facade: on the
 * configured pages only (SUPPORT_CHAT_PAGES) the "Chat" button appears, and the vendor's script is
 * requested when the visitor presses it — never before, so no visitor's address reaches the
 * provider unasked. The widget then opens and its own launcher takes the button's place; if its
 * script cannot load, the button comes back. Elsewhere nothing happens. Not gated by cookie
 * consent (docs/decisions.md). Markup: ./SupportChat.tsx, absent on /auth and /slice-simulator.
 */
export function enhanceSupportChat(): void {
  const facade = document.querySelector<HTMLElement>(`[${Enhance.attribute}="${SupportChatContract.widget}"]`);
  const key = facade?.getAttribute(SupportChatContract.key);
  const button = facade?.querySelector("button");
  if (
    !facade ||
    !key ||
    !button ||
    !isSupportChatPage(parseChatPages(facade.getAttribute(SupportChatContract.pages)), window.location.pathname)
  )
    return;
  facade.hidden = false;
  const text = button.querySelector("span");
  const label = text?.textContent ?? "";
  button.addEventListener("click", () => {
    if (button.getAttribute("aria-busy") === "true") return;
    button.setAttribute("aria-busy", "true");
    if (text) text.textContent = facade.getAttribute(SupportChatContract.loading) ?? label;
    const restore = () => {
      button.removeAttribute("aria-busy");
      if (text) text.textContent = label;
    };
    void import("./supportChatWidget").then(
      (widget) =>
        widget.loadSupportChat(key, (loaded) => {
          if (!loaded) return restore();
          facade.hidden = true;
        }),
      restore,
    );
  });
}
