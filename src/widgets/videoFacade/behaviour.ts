import { Enhance } from "../contract";
import { VideoFacadeContract } from "./contract";

/**
 * The video slice's facade: nothing is requested from the video provider until the visitor presses
 * play; then the player iframe replaces the button and takes the focus. Markup: ./VideoFacade.tsx,
 * in src/slices/VideoEmbed/index.tsx.
 */
export function enhanceVideoFacades(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${Enhance.attribute}="${VideoFacadeContract.widget}"]`)) {
    button.addEventListener("click", () => {
      const frame = document.createElement("iframe");
      frame.src = button.getAttribute(VideoFacadeContract.src) ?? "";
      frame.title = button.getAttribute(VideoFacadeContract.title) ?? "";
      frame.setAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
      frame.setAttribute("allowfullscreen", "");
      frame.className = "absolute inset-0 h-full w-full border-0";
      button.replaceWith(frame);
      frame.focus();
    });
  }
}
