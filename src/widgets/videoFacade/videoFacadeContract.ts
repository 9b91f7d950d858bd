/**
 * The video facade: VideoFacade.tsx renders these names, videoFacade.browser.ts reads them (enums: see
 * src/widgets/widgetContract.ts).
 */
export enum VideoFacadeContract {
  /** `data-enhance` of the play button. */
  widget = "video-facade",
  /** On the button: the player's address, requested only once the visitor presses play. */
  src = "data-src",
  /** On the button: the player frame's accessible title. */
  title = "data-title",
  /** Set by the behaviour on a button whose player is showing (the button stays, hidden: React may own it). */
  playing = "data-playing",
}
