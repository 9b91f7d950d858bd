import { Enhance } from "@/widgets/widgetContract";
import { PrivateLinkContract } from "./privateLinkContract";

/**
 * On a page marked by PrivateLink.tsx, removes the query (the link's token) from the address bar
 * and the history entry with `history.replaceState`, before anything else reads the URL (the route
 * memory): the page was rendered from it already, its form carries what it needs. With JavaScript
 * off the page works the same and the address stays.
 */
export function enhancePrivateLink(): void {
  if (!document.querySelector(`[${Enhance.attribute}="${PrivateLinkContract.widget}"]`)) return;
  if (window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
}
