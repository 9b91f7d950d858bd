import { Enhance } from "@/widgets/widgetContract";
import { VideoFacadeContract } from "./videoFacadeContract";

/**
 * The video slice's facade: nothing is requested from the video provider until the visitor presses
 * play; then the player iframe takes the button's place and the focus. Markup: ./VideoFacade.tsx,
 * in src/slices/VideoEmbed/index.tsx.
 *
 * One listener on the document, so facades added after the page loaded work too (the slice
 * simulator renders the slices Slice Machine sends later). The button is hidden, not removed: on
 * a page React renders (the simulator) React still owns it and may update it.
 */
let listening = false;

export function enhanceVideoFacades(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>(`button[${Enhance.attribute}="${VideoFacadeContract.widget}"]`)
        : null;
    if (!button || button.getAttribute(VideoFacadeContract.playing) === "true") return;
    const frame = document.createElement("iframe");
    frame.src = button.getAttribute(VideoFacadeContract.src) ?? "";
    frame.title = button.getAttribute(VideoFacadeContract.title) ?? "";
    frame.setAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    frame.setAttribute("allowfullscreen", "");
    frame.className = "absolute inset-0 h-full w-full border-0";
    button.setAttribute(VideoFacadeContract.playing, "true");
    button.style.display = "none";
    button.after(frame);
    frame.focus();
  });
}
