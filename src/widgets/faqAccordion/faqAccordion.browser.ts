import { Enhance } from "@/widgets/widgetContract";
import { FaqAccordionContract } from "./faqAccordionContract";

const ACCORDION = `[${Enhance.attribute}="${FaqAccordionContract.widget}"]`;

/**
 * The FAQ accordion (./FaqAccordion.tsx): the question named by the URL's
 * #anchor (a search result's link, a shared link) opens and scrolls into view, on arrival and when
 * the anchor changes.
 */
export function enhanceFaqAnchors(): void {
  if (!document.querySelector(ACCORDION)) return;
  const open = () => {
    let id = "";
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return; // a malformed anchor names no question
    }
    const target = id ? document.getElementById(id) : null;
    if (!(target instanceof HTMLDetailsElement) || !target.closest(ACCORDION)) return;
    target.open = true;
    target.scrollIntoView({ block: "start" });
  };
  open();
  window.addEventListener("hashchange", open);
}
