import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * Something a whole test file shares (a local service, a client): started before its first test,
 * optionally reset after each (`afterEach`) and stopped after the last (`stop`). What it returns
 * stands for the started value inside the tests.
 */
export function startedForFile<T extends object>(
  start: () => Promise<T> | T,
  {
    stop,
    afterEach: reset,
  }: { stop?: (value: T) => Promise<unknown> | unknown; afterEach?: (value: T) => Promise<unknown> | unknown } = {},
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  if (reset) afterEach(async () => void (value && (await reset(value))));
  afterAll(async () => void (value && stop && (await stop(value))));
  return new Proxy({} as T, {
    get(_, property) {
      if (!value) throw new Error("used before the test file's beforeAll started it (use it inside a test)");
      const member = Reflect.get(value, property);
      return typeof member === "function" ? member.bind(value) : member;
    },
  });
}
