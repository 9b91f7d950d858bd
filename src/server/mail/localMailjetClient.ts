/**
 * node-mailjet against the local mail sink (the site's own module: the forms use it when
 * MAILJET_API_URL is a local address; the mail sink's tests use it as Mailjet's clients would).
 *
 * node-mailjet 6 builds every URL as `Request.protocol + host + version + …`, where
 * `Request.protocol` is a static `"https://"`: a `host` of `http://localhost:3200` gives
 * `https://http://localhost:3200/…`, and `localhost:3200` speaks TLS to a plain-HTTP sink.
 * For a local `http:` URL this module returns a client whose requests are built with
 * `Request.protocol` set to `"http://"` for the instant the URL is built — node-mailjet's
 * `request()` builds it synchronously before its first `await` — and restored right after, so the
 * static never stays changed and other clients (production's) keep the untouched `https://` path.
 * Everything else (auth, body, headers, errors) is node-mailjet's own.
 */
import Mailjet, { type Request as MailjetRequest } from "node-mailjet";

/** node-mailjet's request options (timeout, headers…), as its constructor takes them. */
type RequestOptions = NonNullable<ConstructorParameters<typeof Mailjet>[0]["options"]>;

const LOOPBACK_NAMES = new Set(["localhost", "[::1]"]);

/**
 * Whether `url` is a plain-HTTP address on this machine (`localhost`, `*.localhost`, `127.x.x.x`,
 * `[::1]`): the only kind of address this module switches to `http://` for.
 */
export function isLocalHttpUrl(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.protocol === "http:" &&
    (LOOPBACK_NAMES.has(host) || host.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(host))
  );
}

/**
 * A node-mailjet client for the local mail sink (or any Mailjet-compatible server).
 * - `http://localhost…` (see isLocalHttpUrl): requests go over plain HTTP, as explained above;
 * - `https://…`: an ordinary client with that host — nothing is switched;
 * - any other URL (plain HTTP to another machine, where the credentials would travel in clear)
 *   throws.
 * `url`: origin, optionally with a path prefix, e.g. `http://localhost:3200`; `options`: node-mailjet's (timeout, headers…).
 */
export function createLocalMailjetClient({
  url,
  apiKey,
  apiSecret,
  options,
}: {
  url: string;
  apiKey: string;
  apiSecret: string;
  options?: RequestOptions;
}): Mailjet {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`createLocalMailjetClient: "${url}" is not an absolute URL`);
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`createLocalMailjetClient: "${url}" must not carry credentials, a query or a fragment`);
  }
  const host = `${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
  const client = new Mailjet({ apiKey, apiSecret, config: { host }, options: options ?? null });
  if (parsed.protocol === "https:") return client;
  if (!isLocalHttpUrl(parsed)) {
    throw new Error(`createLocalMailjetClient: plain HTTP is only used for this machine (localhost), not for "${url}"`);
  }
  for (const method of ["get", "post", "put", "delete"] as const) {
    const create = client[method].bind(client);
    client[method] = (resource, config) => overPlainHttp(create(resource, config));
  }
  return client;
}

/** Makes one node-mailjet request build its URL with `http://`. */
function overPlainHttp(request: MailjetRequest): MailjetRequest {
  const send = request.request.bind(request);
  const patched = (...args: Parameters<typeof request.request>) => {
    const Request = Mailjet.Request as unknown as { protocol: string };
    const saved = Request.protocol;
    Request.protocol = "http://";
    try {
      return send(...args);
    } finally {
      Request.protocol = saved;
    }
  };
  request.request = patched as unknown as typeof request.request;
  return request;
}
