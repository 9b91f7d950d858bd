import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

/** The rate-limit key of an address: IPv4 as it is, IPv6 by its /64 (one subscriber usually holds a whole /64). */
export function clientNetwork(address: string): string | null {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const family = isIP(trimmed);
  if (family === 4) return trimmed;
  if (family !== 6) return null;
  const ip = ipaddr.IPv6.parse(trimmed);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  const network = ip.parts.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(":")}::/64`;
}

/**
 * Who is asking, for the rate limit: the socket's address, or the one the farthest of `trustedProxies`
 * proxies saw. X-Forwarded-For entries further left are whatever the client wrote: never used.
 */
export function clientKey(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? "";
  const address = trustedProxies > 0 ? (proxyAddr(req, (_, hop) => hop < trustedProxies) ?? socket) : socket;
  return clientNetwork(address) ?? clientNetwork(socket) ?? "unknown";
}
