/**
 * The site's browser script: the behaviour of the server-rendered pages, without a framework on
 * first load (docs/decisions.md). Each part finds its elements by `data-enhance` and does nothing
 * when they are absent; the forms are islands whose React code loads on use (./islands.ts).
 * Built by src/config/enhanceBundle.js.
 */
import { enhanceRouteMemory } from "./routeMemory";
import { enhanceMenus } from "./menu";
import { enhanceVideoFacades } from "./videoEmbed";
import { enhanceIslands } from "./islands";
import { enhanceConsent } from "./consent";
import { enhanceSupportChat } from "./supportChat";
import { enhancePreviewSession } from "./preview";
import { enhanceFaqAnchors } from "./faqAnchor";

const parts: [string, () => void][] = [
  ["route memory", enhanceRouteMemory],
  ["menu", enhanceMenus],
  ["video", enhanceVideoFacades],
  ["islands", enhanceIslands],
  ["consent", enhanceConsent],
  ["support chat", enhanceSupportChat],
  ["preview", enhancePreviewSession],
  ["faq anchor", enhanceFaqAnchors],
];

for (const [name, enhance] of parts) {
  try {
    enhance();
  } catch (error) {
    // One broken part must not take the others down.
    console.error(`[enhance] ${name}:`, error);
  }
}
