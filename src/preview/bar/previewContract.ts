/**
 * The editors' preview session: PreviewSession.tsx and ExitPreviewButton.tsx render these names,
 * preview.browser.ts and exitButton.ts read them (enums: see src/widgets/widgetContract.ts).
 */
export enum PreviewContract {
  /** `data-enhance` of the session's settings element (hidden, on every page with the site frame). */
  widget = "preview-session",
  /** On the settings: whether this page is in preview ({@link PreviewState}). */
  state = "data-preview",
  /** On the settings, in preview on a real Prismic repository: the toolbar's script. */
  toolbarSrc = "data-toolbar-src",
  /** `data-enhance` of each "Salir de la vista previa" form. */
  exitForm = "preview-exit",
  /** On the exit form: the button's text while leaving ("Saliendo…"). */
  leavingLabel = "data-leaving-label",
}

/** The values of {@link PreviewContract.state}. */
export enum PreviewState {
  on = "on",
  off = "off",
}
