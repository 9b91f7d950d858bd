import { SUPPORT_WIDGET_Z_INDEX } from "@/config/constants";

/** The chat vendor's loader (Zendesk messaging; allowed by the Content-Security-Policy). */
const SUPPORT_CHAT_SCRIPT = "https://static.zdassets.com/ekr/snippet.js";

type ZendeskWindow = Window & { zE?: (...args: unknown[]) => void };

/**
 * Loads the chat widget with the country's key (once per page view) when the visitor asked for it;
 * when it is ready, puts it above the page at z-index 100 (R9), shows the messenger and opens it.
 * `done` says whether the script loaded.
 */
export function loadSupportChat(key: string, done: (loaded: boolean) => void): void {
  const open = () => {
    const zE = (window as ZendeskWindow).zE;
    zE?.("messenger:set", "zIndex", SUPPORT_WIDGET_Z_INDEX);
    zE?.("messenger", "show");
    zE?.("messenger", "open");
    done(true);
  };
  const existing = document.getElementById("ze-snippet");
  if (existing) return open();
  const script = document.createElement("script");
  script.id = "ze-snippet";
  script.async = true;
  script.src = `${SUPPORT_CHAT_SCRIPT}?key=${encodeURIComponent(key)}`;
  script.addEventListener("load", open);
  script.addEventListener("error", () => {
    script.remove();
    done(false);
  });
  document.body.append(script);
}
