/**
 * The site's browser script: the behaviour of the server-rendered pages, without a framework on
 * first load (docs/decisions.md). It runs each widget's behaviour (src/widgets/<widget>/<widget>.browser.ts,
 * beside the widget's markup; each finds its elements by `data-enhance` and does nothing when they
 * are absent) and the island loader (./islands.ts: the forms, whose React code loads on use).
 * Built by scripts/lib/browserBundle.ts.
 */
import { enhancePrivateLink } from "@/widgets/privateLink/privateLink.browser";
import { enhanceRouteMemory } from "@/widgets/routeMemory/routeMemory.browser";
import { enhanceMenus } from "@/widgets/menu/menu.browser";
import { enhanceVideoFacades } from "@/widgets/videoFacade/videoFacade.browser";
import { enhanceIslands } from "./islands";
import { enhanceConsent } from "@/widgets/consent/consent.browser";
import { enhanceSupportChat } from "@/widgets/supportChat/supportChat.browser";
import { enhancePreviewSession } from "@/preview/bar/preview.browser";
import { enhanceFaqAnchors } from "@/widgets/faqAccordion/faqAccordion.browser";

const parts: [string, () => void][] = [
  // First: a private link's token leaves the address bar before anything reads the URL.
  ["private link", enhancePrivateLink],
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
