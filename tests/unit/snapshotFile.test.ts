/** Issue 39: snapshot files are written whole, through temporary files of their own, even by several writers at once. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileWhole } from "@/server/published/snapshotFile";

describe("a snapshot file", () => {
  it("is one writer's text whole when 20 writers save at once, and no temporary file is left", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "snapshot-file-"));
    const file = path.join(dir, "cache", "es-es.json");
    const texts = Array.from({ length: 20 }, (_, n) => JSON.stringify({ writer: n, data: "x".repeat(200_000 + n) }));
    await Promise.all(texts.map((text) => writeFileWhole(file, text)));
    expect(texts).toContain(await fs.readFile(file, "utf8"));
    expect(await fs.readdir(path.dirname(file))).toEqual(["es-es.json"]);
    await fs.rm(dir, { recursive: true });
  });
});
