/**
 * Exactly-once submissions in one process: the memory store of idempotency keys, the claim that
 * waits for a key in flight (exactlyOnce.ts), and the check of the key a request carries.
 */
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { claimOnce, idempotencyKeyOf } from "@/server/forms/abuse/exactlyOnce";
import { FormError } from "@/server/forms/pipeline/formError";
import {
  ACCEPTED_TTL_MS,
  IN_FLIGHT_TTL_MS,
  createSubmissionStore,
  inFlightTtlFor,
  type SubmissionStore,
} from "@/server/forms/abuse/submissionStore";

const ANSWER = { answer: { ok: true, requester_type: "medico" }, details: { name: "Ana", email: "ana@example.org" } };

function request(headers: Record<string, string | string[]>): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  ) as IncomingMessage["headers"];
  return req;
}

/** The clock's start (lru-cache reads a time of 0 as "no time"); an entry expires once more than its lifetime has passed. */
const START = 1_000;

describe("the memory store of submission keys", () => {
  it("gives a key to one request at a time, then remembers its first answer for 24 hours", async () => {
    let now = START;
    const store = createSubmissionStore({ now: () => now });
    const first = await store.claim("k");
    expect(first.state).toBe("claimed");
    expect((await store.claim("k")).state).toBe("inFlight");
    if (first.state === "claimed") await first.accept(ANSWER);
    expect(await store.claim("k")).toEqual({ state: "accepted", accepted: ANSWER });
    now = START + ACCEPTED_TTL_MS;
    expect((await store.claim("k")).state).toBe("accepted");
    now = START + ACCEPTED_TTL_MS + 1;
    expect((await store.claim("k")).state).toBe("claimed");
  });

  it("frees a key whose submission was not accepted, and one whose process never finished", async () => {
    let now = START;
    const store = createSubmissionStore({ now: () => now });
    const first = await store.claim("k");
    if (first.state === "claimed") await first.release();
    const second = await store.claim("k");
    expect(second.state).toBe("claimed");
    now = START + IN_FLIGHT_TTL_MS + 1;
    expect((await store.claim("k")).state).toBe("claimed");
    // The late release of the forgotten claim does not free the newer one.
    if (second.state === "claimed") await second.release();
    expect((await store.claim("k")).state).toBe("inFlight");
  });

  it("keeps a submission in flight for as long as its body may take, and two minutes more", async () => {
    expect(inFlightTtlFor(180_000)).toBe(IN_FLIGHT_TTL_MS);
    expect(inFlightTtlFor(3_600_000)).toBe(3_720_000);
    let now = START;
    const store = createSubmissionStore({ now: () => now, inFlightTtlMs: inFlightTtlFor(3_600_000) });
    await store.claim("k");
    now = START + 3_720_000;
    expect((await store.claim("k")).state).toBe("inFlight");
  });

  it("forgets the oldest keys past its bound", async () => {
    const store = createSubmissionStore({ maxKeys: 2 });
    for (const key of ["a", "b", "c"]) {
      const claim = await store.claim(key);
      if (claim.state === "claimed") await claim.accept(ANSWER);
    }
    expect((await store.claim("a")).state).toBe("claimed");
    expect((await store.claim("c")).state).toBe("accepted");
  });
});

describe("one claim per key", () => {
  /** The claim of a key nobody holds. */
  const claimed = async (store: SubmissionStore, key = "k") => {
    const claim = await claimOnce(store, key);
    if (claim.state !== "claimed") throw new Error(`expected a claim, got ${claim.state}`);
    return claim;
  };

  it("claims a new key once and gives its first answer to every repeat", async () => {
    const store = createSubmissionStore();
    await (await claimed(store)).accept(ANSWER);
    expect(await claimOnce(store, "k")).toEqual({ state: "accepted", accepted: ANSWER });
    expect(await claimOnce(store, "k")).toEqual({ state: "accepted", accepted: ANSWER });
  });

  it("makes a concurrent post wait for the first one's answer", async () => {
    const store = createSubmissionStore();
    const first = await claimed(store);
    const second = claimOnce(store, "k");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.accept(ANSWER);
    expect(await second).toEqual({ state: "accepted", accepted: ANSWER });
  });

  it("lets the same key be sent again after a refusal: the waiting one claims it", async () => {
    const store = createSubmissionStore();
    const first = await claimed(store);
    const second = claimOnce(store, "k");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.release();
    expect((await second).state).toBe("claimed");
  });

  it("answers 409 with Retry-After when the first is still being handled after the wait", async () => {
    const store = createSubmissionStore();
    await claimed(store);
    const refusal = await claimOnce(store, "k", 200).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FormError);
    expect((refusal as FormError).status).toBe(409);
    expect((refusal as FormError).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("the idempotency key of a request", () => {
  it("takes a UUID in any case, and a request without one as a new submission", () => {
    expect(idempotencyKeyOf(request({ "Idempotency-Key": "0F8FAD5B-D9CB-469F-A165-70867728950E" }))).toBe(
      "0f8fad5b-d9cb-469f-a165-70867728950e",
    );
    expect(idempotencyKeyOf(request({}))).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["not a UUID", "hello"],
    ["overlong", "a".repeat(10_000)],
    ["two keys", "0f8fad5b-d9cb-469f-a165-70867728950e, 0f8fad5b-d9cb-469f-a165-70867728950f"],
    ["a Redis pattern", "*"],
    ["a line break", "0f8fad5b-d9cb-469f-a165-70867728950e\n"],
  ])("refuses a key that is %s with 400", (_, value) => {
    const refusal = (() => {
      try {
        idempotencyKeyOf(request({ "Idempotency-Key": value }));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(FormError);
    expect((refusal as FormError).status).toBe(400);
    expect((refusal as FormError).messageKey).toBe("errors.idempotencyKey");
  });
});
