/**
 * Cookie consent: the markup of this folder (ConsentManager.tsx and the footer's
 * ConsentSettingsButton.tsx) renders these names, consent.browser.ts and settingsDialog.ts read them
 * (enums: see src/widgets/widgetContract.ts).
 */
export enum ConsentContract {
  /** `data-enhance` of the consent root (banner and dialog), rendered only when the country has a tag manager. */
  widget = "consent",
  /** On the root: the country's tag manager, loaded only after analytics consent. */
  tagManagerId = "data-tag-manager-id",
  /** Marks the banner. */
  banner = "data-consent-banner",
  /** Marks the settings dialog. */
  dialog = "data-consent-dialog",
  /** On each button of the banner and the dialog: what it does ({@link ConsentAction}). */
  action = "data-consent-action",
  /** `data-enhance` of the "Configurar cookies" buttons outside the root (the footer's). */
  settingsButton = "consent-settings-open",
  /** `name` of the dialog's analytics switch. */
  analyticsField = "analytics",
}

/** The values of {@link ConsentContract.action}. */
export enum ConsentAction {
  /** Analytics on (banner's "Aceptar", dialog's "Aceptar todas"). */
  accept = "accept",
  /** Analytics off (banner's "Rechazar", dialog's "Rechazar todas"). */
  reject = "reject",
  /** Opens the settings (banner's "Configurar"). */
  configure = "configure",
  /** Closes the settings without a choice. */
  close = "close",
}
