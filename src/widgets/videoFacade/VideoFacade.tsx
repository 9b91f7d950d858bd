import type { ReactNode } from "react";
import { widgetMark } from "@/widgets/widgetContract";
import { VideoFacadeContract } from "./videoFacadeContract";

type VideoFacadeProps = {
  /** The player's address (YouTube without cookies, Vimeo), autoplaying. */
  src: string;
  /** The player frame's accessible title. */
  title: string;
  /** The button's accessible name ("Reproducir vídeo: …"). */
  label: string;
  /** The poster behind the play button, if any. */
  children?: ReactNode;
};

/**
 * A video behind a facade: the poster and a play button fill the video's box; nothing is requested
 * from the video provider until the visitor presses play, when the player iframe replaces the button
 * and takes the focus (./videoFacade.browser.ts). Used by the VideoEmbed slice (src/slices/VideoEmbed).
 */
export function VideoFacade({ src, title, label, children }: VideoFacadeProps) {
  return (
    <button
      type="button"
      {...widgetMark(VideoFacadeContract.widget)}
      {...{ [VideoFacadeContract.src]: src, [VideoFacadeContract.title]: title }}
      className="group absolute inset-0 flex h-full w-full cursor-pointer items-center justify-center rounded-3xl focus-visible:outline-4 focus-visible:-outline-offset-4"
    >
      {children}
      <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-blue text-white shadow-lg ring-4 ring-white motion-safe:transition-transform motion-safe:group-hover:scale-110 group-hover:bg-ds-turquoise motion-safe:group-focus-visible:scale-110 group-focus-visible:bg-ds-turquoise sm:h-24 sm:w-24">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="ml-1 h-10 w-10" fill="currentColor">
          <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z" />
        </svg>
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
