/** Where a video embed can be played: in a privacy-friendly player iframe, or only on its own page. */
type VideoSource = { kind: "iframe"; provider: "youtube" | "vimeo"; src: string } | { kind: "link"; href: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[\da-f]+$/i;

function youTubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Vimeo id and, for unlisted videos, their privacy hash (`vimeo.com/<id>/<hash>` or `?h=<hash>`). */
function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  // player.vimeo.com/video/<id>, vimeo.com/showcase/<sid>/video/<id>; otherwise the first number (vimeo.com/<id>, vimeo.com/channels/<name>/<id>).
  const afterVideo = segments.indexOf("video") + 1;
  const index = afterVideo > 0 ? afterVideo : segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (!VIMEO_ID.test(segments[index] ?? "")) return null;
  const next = segments[index + 1];
  const hash = url.searchParams.get("h") ?? (next && VIMEO_HASH.test(next) ? next : null);
  return { id: segments[index], hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/**
 * The player for an oEmbed `embed_url`: YouTube through its no-cookie domain, Vimeo through its
 * player, both autoplaying (the iframe only exists after the visitor pressed play). Any other
 * provider, or an address that cannot be read, is offered as a link instead. `null` for an empty
 * or non-http(s) value.
 */
export function videoSource(embedUrl: string | null | undefined): VideoSource | null {
  if (!embedUrl) return null;
  let url: URL;
  try {
    url = new URL(embedUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;

  const youTube = youTubeId(url);
  if (youTube)
    return { kind: "iframe", provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${youTube}?autoplay=1` };

  const vimeo = vimeoVideo(url);
  if (vimeo) {
    const hash = vimeo.hash ? `&h=${vimeo.hash}` : "";
    return { kind: "iframe", provider: "vimeo", src: `https://player.vimeo.com/video/${vimeo.id}?autoplay=1${hash}` };
  }

  return { kind: "link", href: url.href };
}
