/**
 * The site's browser script: the behaviour of the server-rendered pages, without a framework on
 * first load (docs/decisions.md). It runs each widget's behaviour (src/widgets/<widget>/behaviour.ts,
 * beside the widget's markup; each finds its elements by `data-enhance` and does nothing when they
 * are absent) and the island loader (./islands.ts: the forms, whose React code loads on use).
 * Built by scripts/lib/browserBundle.ts.
 */
import { enhanceRouteMemory } from "@/widgets/routeMemory/behaviour";
import { enhanceMenus } from "@/widgets/menu/behaviour";
import { enhanceVideoFacades } from "@/widgets/videoFacade/behaviour";
import { enhanceIslands } from "./islands";
import { enhanceConsent } from "@/widgets/consent/behaviour";
import { enhanceSupportChat } from "@/widgets/supportChat/behaviour";
import { enhancePreviewSession } from "@/widgets/preview/behaviour";
import { enhanceFaqAnchors } from "@/widgets/faqAccordion/behaviour";

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
