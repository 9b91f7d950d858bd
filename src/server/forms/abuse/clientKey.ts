import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** An IPv6 address's 8 groups as numbers, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.split("%")[0];
  // An embedded IPv4 tail (::ffff:1.2.3.4) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === null ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}

/**
 * The rate-limit key of an address: IPv4 as it is (also when written as IPv4-mapped IPv6), IPv6
 * by its /64 network, since one subscriber usually holds a whole /64 and can change address in it
 * at will. Null for a value that is no IP address.
 */
export function clientNetwork(address: string): string | null {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (isIP(trimmed) === 4) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Who is asking, for the rate limit. Without trusted proxies: the socket's address. Behind
 * `trustedProxies` proxies that each append the address they received from to X-Forwarded-For:
 * the address the farthest trusted proxy saw (the right-most entry not added by our own proxies).
 * Entries further left are whatever the client wrote, so they are never used.
 */
export function clientKey(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? "";
  let address = socket;
  if (trustedProxies > 0) {
    const header = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    // The socket is the nearest trusted proxy; each further trusted proxy is one entry from the right.
    const index = hops.length - trustedProxies;
    address = hops[Math.max(0, index)] ?? socket;
  }
  return clientNetwork(address) ?? clientNetwork(socket) ?? "unknown";
}
