/**
 * The private internals the site still rests on (docs/decisions.md, "Private internals that
 * remain"): each test fails when its internal changes, so an upgrade that moves one is caught here
 * rather than by a silent change of behaviour.
 */
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";

describe("private internals that remain", () => {
  it("Node calls socket.destroySoon once a Connection: close answer is written (src/server/http/lingeringClose.ts)", async () => {
    expect(typeof net.Socket.prototype.destroySoon).toBe("function");
    let calls = 0;
    const server = http.createServer((req, res) => {
      const socket = req.socket;
      const destroySoon = socket.destroySoon.bind(socket);
      socket.destroySoon = () => {
        calls++;
        destroySoon();
      };
      res.setHeader("Connection", "close");
      res.end("refused");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
            let text = "";
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve(text));
          })
          .on("error", reject);
      });
      expect(body).toBe("refused");
      expect(calls).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("Next's file-system cache is where the ISR cache handler imports it (src/server/isrCache/cacheHandler.mjs)", async () => {
    // eslint-disable-next-line brezo-public/public-imports -- the test of this very internal
    const loaded = await import("next/dist/server/lib/incremental-cache/file-system-cache.js");
    const FileSystemCache = (loaded as { default: { default?: unknown } }).default.default ?? loaded.default;
    expect(typeof FileSystemCache).toBe("function");
    for (const method of ["get", "set", "revalidateTag"])
      expect(typeof (FileSystemCache as { prototype: Record<string, unknown> }).prototype[method]).toBe("function");
  });
});
