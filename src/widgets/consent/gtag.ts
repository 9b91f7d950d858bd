/** The analytics data layer and the gtag() command queue (Google Consent Mode). */
type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Queues a gtag command. Uses the page's gtag (set by the consent-mode snippet) when present;
 * gtag commands must be pushed as an `arguments` object, as Google's own snippet does.
 */
export function gtag(..._args: unknown[]): void {
  const target = window as DataLayerWindow;
  if (target.gtag) {
    target.gtag(..._args);
    return;
  }
  target.dataLayer = target.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  target.dataLayer.push(arguments);
}

/** Deletes the analytics cookies Google's tags set (_ga, _ga_*, _gid, _gat*) on this host and its parent domains. */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => /^(_ga($|_)|_gid$|_gat)/.test(name));
  const host = window.location.hostname;
  const domains = ["", ...host.split(".").map((_, index, parts) => `.${parts.slice(index).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}
