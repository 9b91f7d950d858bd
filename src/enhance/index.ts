/**
 * The site's browser script: the behaviour of the server-rendered pages, without a framework
 * (content pages ship no React; docs/decisions.md). Each part finds its elements by `data-enhance`
 * and does nothing when they are absent. Built by src/config/enhanceBundle.js.
 */
import { enhanceRouteMemory } from "./routeMemory";
import { enhanceMenus } from "./menu";
import { enhanceNewsletterForms } from "./newsletter";
import { enhanceVideoFacades } from "./videoEmbed";

const parts: [string, () => void][] = [
  ["route memory", enhanceRouteMemory],
  ["menu", enhanceMenus],
  ["newsletter", enhanceNewsletterForms],
  ["video", enhanceVideoFacades],
];

for (const [name, enhance] of parts) {
  try {
    enhance();
  } catch (error) {
    // One broken part must not take the others down.
    console.error(`[enhance] ${name}:`, error);
  }
}
