import { afterAll, beforeAll } from "vitest";
import { freePort, startRedis, stop, type Proc } from "./stack";

/** A redis-server of the calling test file's own, started before its tests and stopped after them: its URL once started. */
export function redisPerFile(): { url: string } {
  const server = { url: "" };
  let proc: Proc | undefined;
  beforeAll(async () => {
    const port = await freePort();
    proc = await startRedis(port);
    server.url = `redis://127.0.0.1:${port}`;
  });
  afterAll(() => proc && stop(proc));
  return server;
}
