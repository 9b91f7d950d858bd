import { useEffect } from "react";
import { useRouter } from "next/router";
import { SUPPORT_WIDGET_Z_INDEX } from "@/config/constants";
import { isSupportChatPage } from "@/lib/thirdParty/chatPages";

/** The chat vendor's loader (Zendesk messaging; allowed by the Content-Security-Policy). */
export const SUPPORT_CHAT_SCRIPT = "https://static.zdassets.com/ekr/snippet.js";

type ZendeskWindow = Window & { zE?: (...args: unknown[]) => void };

/** One widget per page view: loading state and what the current page wants. */
const widget = { requested: false, ready: false, wanted: false };

function applyVisibility() {
  const zE = (window as ZendeskWindow).zE;
  if (!widget.ready || !zE) return;
  zE("messenger", widget.wanted ? "show" : "hide");
}

function loadWidget(key: string) {
  widget.requested = true;
  const script = document.createElement("script");
  script.id = "ze-snippet";
  script.async = true;
  script.src = `${SUPPORT_CHAT_SCRIPT}?key=${encodeURIComponent(key)}`;
  script.addEventListener("load", () => {
    widget.ready = true;
    (window as ZendeskWindow).zE?.("messenger:set", "zIndex", SUPPORT_WIDGET_Z_INDEX);
    applyVisibility();
  });
  document.body.append(script);
}

/**
 * The support chat widget (spec §4): loaded lazily, once the page is idle, on the configured pages
 * only; hidden when the visitor moves inside the site to a page without it and shown again on
 * return; above the page at z-index 100.
 */
export function SupportChat({ chatKey, pages }: { chatKey: string; pages: readonly string[] }) {
  const { asPath } = useRouter();
  const wanted = isSupportChatPage(pages, asPath);
  useEffect(() => {
    widget.wanted = wanted;
    if (!wanted || widget.requested) {
      applyVisibility();
      return;
    }
    const start = () => {
      if (!widget.requested && widget.wanted) loadWidget(chatKey);
    };
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, [wanted, chatKey]);
  return null;
}
