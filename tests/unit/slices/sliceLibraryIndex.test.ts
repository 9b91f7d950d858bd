import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const LIBRARY = "./src/slices";
// Slice Machine's own writer of the library index (what it runs on every slice change).
const ADAPTER_WRITER = path.join(
  ROOT,
  "node_modules/@slicemachine/adapter-next/dist/lib/upsertSliceLibraryIndexFile.js",
);

describe("the slice library index (src/slices/index.ts)", () => {
  it("is exactly the file Slice Machine writes with this project's adapter options: nothing hand-written to lose", async () => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, "slicemachine.config.json"), "utf8"));
    const { upsertSliceLibraryIndexFile } = await import(/* @vite-ignore */ ADAPTER_WRITER);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "slice-index-"));
    try {
      const models = fs
        .readdirSync(path.join(ROOT, LIBRARY))
        .filter((folder) => fs.existsSync(path.join(ROOT, LIBRARY, folder, "model.json")))
        .map((folder) => ({
          model: JSON.parse(fs.readFileSync(path.join(ROOT, LIBRARY, folder, "model.json"), "utf8")),
        }));
      await upsertSliceLibraryIndexFile({
        libraryID: LIBRARY,
        actions: { readAllSliceModelsForLibrary: async () => models },
        helpers: {
          joinPathFromRoot: (...parts: string[]) => path.join(out, ...parts),
          format: async (source: string, filePath: string) =>
            prettier.format(source, { ...(await prettier.resolveConfig(filePath)), filepath: filePath }),
        },
        options: { ...config.adapter.options, typescript: true, format: true },
      });
      expect(fs.readFileSync(path.join(out, LIBRARY, "index.ts"), "utf8")).toBe(
        fs.readFileSync(path.join(ROOT, LIBRARY, "index.ts"), "utf8"),
      );
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
