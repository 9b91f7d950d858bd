/**
 * The confirmation page's query parameters (`/confirmar-suscripcion?codigo=…&estado=…`): no
 * server code here, so the page's view can name them.
 */

/** The signed token of the confirmation link. */
export const CONFIRMATION_TOKEN_PARAM = "codigo";
/** After the button: the confirmation went through (`confirmada`) or did not reach the list (`error`). */
export const CONFIRMATION_STATE_PARAM = "estado";
