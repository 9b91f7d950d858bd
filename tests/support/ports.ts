import net from "node:net";

/** A TCP port nothing listens on (asked from the kernel). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `run` while another server holds a port (to see how a program reports a port in use). */
export async function withPortTaken(run: (port: number) => Promise<void>): Promise<void> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, resolve));
  try {
    await run((blocker.address() as net.AddressInfo).port);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
}
