import { widgetMark } from "@/widgets/widgetContract";
import { PrivateLinkContract } from "./privateLinkContract";

/**
 * Marks a page whose address carries a link's token: the browser script removes the query from
 * the address bar once the server has read it (privateLink.browser.ts). Renders nothing visible.
 */
export function PrivateLink() {
  return <span hidden {...widgetMark(PrivateLinkContract.widget)} />;
}
