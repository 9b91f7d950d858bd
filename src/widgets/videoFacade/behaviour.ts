/**
 * The video slice's facade: nothing is requested from the video provider until the visitor presses
 * play; then the player iframe replaces the button and takes the focus. Markup:
 * src/slices/VideoEmbed/index.tsx (`data-src`, `data-title` on the button).
 */
export function enhanceVideoFacades(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-enhance="video-facade"]')) {
    button.addEventListener("click", () => {
      const frame = document.createElement("iframe");
      frame.src = button.dataset.src ?? "";
      frame.title = button.dataset.title ?? "";
      frame.setAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
      frame.setAttribute("allowfullscreen", "");
      frame.className = "absolute inset-0 h-full w-full border-0";
      button.replaceWith(frame);
      frame.focus();
    });
  }
}
