/**
 * Google Consent Mode v2 defaults, set before any tag: everything that needs consent starts denied
 * and the data layer exists from the first byte, so events pushed before consent (such as the
 * contact form's requester_type) are kept. One source for _document (the inline snippet) and the
 * Content-Security-Policy (its hash).
 */
import { createHash } from "node:crypto";

const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
  wait_for_update: 500,
};

/** The inline snippet, exactly as _document writes it. */
export const CONSENT_MODE_SNIPPET =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  `gtag("consent","default",${JSON.stringify(CONSENT_DEFAULTS)});gtag("set","ads_data_redaction",true);`;

/** Its CSP source expression. */
export const CONSENT_MODE_SNIPPET_HASH = `'sha256-${createHash("sha256").update(CONSENT_MODE_SNIPPET, "utf8").digest("base64")}'`;
