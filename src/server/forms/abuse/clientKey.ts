import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

/**
 * The rate-limit key of an address: IPv4 as it is (also when written as IPv4-mapped IPv6), IPv6
 * by its /64 network, since one subscriber usually holds a whole /64 and can change address in it
 * at will. Null for a value that is no IP address.
 */
export function clientNetwork(address: string): string | null {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const family = isIP(trimmed);
  if (family === 4) return trimmed;
  if (family !== 6) return null;
  const ip = ipaddr.IPv6.parse(trimmed);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Who is asking, for the rate limit. Without trusted proxies: the socket's address. Behind
 * `trustedProxies` proxies that each append the address they received from to X-Forwarded-For:
 * the address the farthest trusted proxy saw (`proxy-addr` with Express's "trust proxy" count: the
 * socket and the next `trustedProxies - 1` entries from the right are our own proxies). Entries
 * further left are whatever the client wrote, so they are never used.
 */
export function clientKey(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? "";
  const address = trustedProxies > 0 ? (proxyAddr(req, (_, hop) => hop < trustedProxies) ?? socket) : socket;
  return clientNetwork(address) ?? clientNetwork(socket) ?? "unknown";
}
