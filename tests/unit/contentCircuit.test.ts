import { describe, expect, it } from "vitest";
import { ContentCircuit, ContentUnavailableError, createContentFetch } from "@/lib/prismic/contentFetch";

function setup(retryMs = 5_000) {
  let now = 1_000_000;
  const lines: { level: "error" | "info"; line: string }[] = [];
  const circuit = new ContentCircuit({
    retryMs,
    now: () => now,
    log: { error: (line) => lines.push({ level: "error", line }), info: (line) => lines.push({ level: "info", line }) },
  });
  let up = false;
  let calls = 0;
  const refused = Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3100"), { code: "ECONNREFUSED" }),
  });
  const fetch = createContentFetch({
    circuit,
    fetch: async () => {
      calls++;
      if (!up) throw refused;
      return new Response("{}", { status: 200 });
    },
  });
  return {
    circuit,
    lines,
    fetch: () => fetch("http://127.0.0.1:3100/api/v2/documents/search?ref=x"),
    advance: (ms: number) => (now += ms),
    setUp: (value: boolean) => (up = value),
    calls: () => calls,
  };
}

describe("content circuit breaker", () => {
  it("turns a refused connection into a one-line ContentUnavailableError", async () => {
    const { fetch } = setup();
    const error = await fetch().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as Error).message).toBe(
      "Content service unreachable: connect ECONNREFUSED 127.0.0.1:3100 (/api/v2/documents/search)",
    );
    expect((error as Error).stack).toBe(`ContentUnavailableError: ${(error as Error).message}`);
  });

  it("fails fast while open, logging one line per outage, and probes once per retry period", async () => {
    const { fetch, lines, advance, calls, circuit } = setup();
    await expect(fetch()).rejects.toThrow(/unreachable/);
    expect(circuit.isOpen).toBe(true);
    for (let i = 0; i < 50; i++) await expect(fetch()).rejects.toThrow(/unavailable since .*request not sent/);
    expect(calls()).toBe(1);
    advance(5_000);
    await expect(fetch()).rejects.toThrow(/unreachable/); // the probe, refused again
    await expect(fetch()).rejects.toThrow(/request not sent/);
    expect(calls()).toBe(2);
    expect(lines).toEqual([
      {
        level: "error",
        line: expect.stringMatching(/^content service: unreachable \(connect ECONNREFUSED 127\.0\.0\.1:3100\)/),
      },
    ]);
  });

  it("closes on the first answer after the outage and says so once", async () => {
    const { fetch, lines, advance, setUp, circuit } = setup();
    await expect(fetch()).rejects.toThrow();
    await expect(fetch()).rejects.toThrow(/request not sent/);
    setUp(true);
    advance(5_000);
    expect((await fetch()).status).toBe(200);
    expect(circuit.isOpen).toBe(false);
    expect((await fetch()).status).toBe(200);
    expect(lines.map((entry) => entry.level)).toEqual(["error", "info"]);
    expect(lines[1].line).toMatch(/^content service: reachable again after 5 s; 1 requests failed fast meanwhile$/);
  });

  it("lets one probe through at a time", async () => {
    const { circuit, advance } = setup();
    circuit.failed("connect ECONNREFUSED", false);
    advance(5_000);
    expect(circuit.admit()).toBe(true);
    expect(() => circuit.admit()).toThrow(ContentUnavailableError);
  });

  it("does not count the caller's own abort as an outage", async () => {
    const circuit = new ContentCircuit({ log: { error: () => {}, info: () => {} } });
    const controller = new AbortController();
    const fetch = createContentFetch({
      circuit,
      fetch: async (_input, init) => {
        controller.abort();
        throw (init?.signal as AbortSignal).reason;
      },
    });
    await expect(fetch("http://127.0.0.1:3100/api/v2", { signal: controller.signal })).rejects.toThrow();
    expect(circuit.isOpen).toBe(false);
  });

  it("sends a request again once when the server closed its kept-alive connection, and not a refused one", async () => {
    const dropped = () =>
      Object.assign(new TypeError("fetch failed"), {
        cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
      });
    const circuit = new ContentCircuit({ log: { error: () => {}, info: () => {} } });
    let calls = 0;
    const onceDropped = createContentFetch({
      circuit,
      fetch: async () => {
        calls++;
        if (calls === 1) throw dropped();
        return new Response("{}", { status: 200 });
      },
    });
    expect((await onceDropped("http://127.0.0.1:3100/api/v2")).status).toBe(200);
    expect(calls).toBe(2);
    expect(circuit.isOpen).toBe(false);

    let alwaysCalls = 0;
    const alwaysDropped = createContentFetch({
      circuit,
      fetch: async () => {
        alwaysCalls++;
        throw dropped();
      },
    });
    await expect(alwaysDropped("http://127.0.0.1:3100/api/v2")).rejects.toThrow(ContentUnavailableError);
    expect(alwaysCalls).toBe(2);

    const { fetch, calls: refusedCalls } = setup();
    await expect(fetch()).rejects.toThrow(ContentUnavailableError);
    expect(refusedCalls()).toBe(1);
  });
});
