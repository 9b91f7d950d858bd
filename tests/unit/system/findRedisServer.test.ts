import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { findRedisServer } from "@tests/system/stack";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redis-on-path-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the system tests take the redis-server on PATH before Debian's", () => {
  const binary = path.join(dir, "redis-server");
  fs.writeFileSync(binary, "#!/bin/sh\n", { mode: 0o755 });
  expect(findRedisServer(["/nonexistent", dir].join(path.delimiter))).toBe(binary);
});

test("a file named redis-server that cannot run is skipped", () => {
  const other = fs.mkdtempSync(path.join(dir, "plain-"));
  fs.writeFileSync(path.join(other, "redis-server"), "", { mode: 0o644 });
  expect(findRedisServer(other)).not.toBe(path.join(other, "redis-server"));
});
