/**
 * Longest preview token accepted. Prismic's are URLs of about 120 characters and the local content
 * service's 30; Next refuses preview data over 2 KB once encrypted (it throws, which answered 502),
 * so the bound keeps well below that.
 */
export const MAX_PREVIEW_TOKEN_LENGTH = 512;

/**
 * The local content service's preview tokens, in Prismic's shape: `/previews/<session>:<ref>` (a
 * session of 16 random bytes in base64url, a 16-character ref) and `?websitePreviewId=<id>`
 * (services/content/lib/refs/preview-token.mjs), on a loopback origin.
 */
const LOCAL_PREVIEW_PATH = /^\/previews\/[A-Za-z0-9_-]{22}:[A-Za-z0-9]{16}$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/** Ids in a Prismic preview URL: the session and ref (`<session>:<ref>`, `~` before a release's), the website preview. */
const PRISMIC_PREVIEW_PATH = /^\/previews\/[A-Za-z0-9_-]{1,64}(?:[:~][A-Za-z0-9_-]{1,64}){0,3}$/;
const PRISMIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where the site's content comes from, as far as preview tokens are concerned (siteConfig.content). */
type PreviewTokenSource = { isLocal: boolean; repositoryName: string };

/**
 * Whether a token has the form of a preview link of this site's content source: with Prismic, a
 * preview URL of the configured repository,
 * `https://<repository>.prismic.io/previews/<session>:<ref>?websitePreviewId=<id>`; with the local
 * content service, the same shape on its loopback origin, `http://localhost:3100/previews/…`.
 * The form says nothing about whether the session exists: probePreviewRef asks the content API.
 */
export function isPreviewTokenOf(token: string, source: PreviewTokenSource): boolean {
  if (token.length > MAX_PREVIEW_TOKEN_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return false;
  }
  // Only the canonical form: nothing the URL parser had to decode, lower-case or drop.
  if (url.href !== token) return false;
  if (source.isLocal) return isLocalPreviewURL(url);
  if (url.protocol !== "https:" || url.username || url.password || url.port || url.hash) return false;
  if (url.hostname !== `${source.repositoryName}.prismic.io` || !PRISMIC_PREVIEW_PATH.test(url.pathname)) return false;
  const params = [...url.searchParams];
  return params.every(([name, value]) => name === "websitePreviewId" && PRISMIC_ID.test(value)) && params.length <= 1;
}

/** The local content service's form: http, a loopback host, the session path and its one parameter. */
function isLocalPreviewURL(url: URL): boolean {
  if (url.protocol !== "http:" || url.username || url.password || url.hash || !LOCAL_HOSTS.has(url.hostname))
    return false;
  if (!LOCAL_PREVIEW_PATH.test(url.pathname)) return false;
  const params = [...url.searchParams];
  return params.length === 1 && params[0][0] === "websitePreviewId" && /^[A-Za-z0-9]{16}$/.test(params[0][1]);
}
