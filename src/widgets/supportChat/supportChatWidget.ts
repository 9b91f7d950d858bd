import { SUPPORT_WIDGET_Z_INDEX } from "@/config/constants";

/** The chat vendor's loader (Zendesk messaging; allowed by the Content-Security-Policy). */
const SUPPORT_CHAT_SCRIPT = "https://static.zdassets.com/ekr/snippet.js";

type ZendeskWindow = Window & { zE?: (...args: unknown[]) => void };

/**
 * Loads the chat widget with the country's key, once per page view; when it is ready, puts it above
 * the page at z-index 100 (R9) and shows the messenger.
 */
export function loadSupportChat(key: string): void {
  if (document.getElementById("ze-snippet")) return;
  const script = document.createElement("script");
  script.id = "ze-snippet";
  script.async = true;
  script.src = `${SUPPORT_CHAT_SCRIPT}?key=${encodeURIComponent(key)}`;
  script.addEventListener("load", () => {
    const zE = (window as ZendeskWindow).zE;
    zE?.("messenger:set", "zIndex", SUPPORT_WIDGET_Z_INDEX);
    zE?.("messenger", "show");
  });
  document.body.append(script);
}
