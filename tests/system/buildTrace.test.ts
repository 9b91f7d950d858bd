/**
 * What a build's file traces (`*.nft.json`, what `output: "standalone"` copies) take from the project:
 * never another build's directory. A path into the build directory that the tracer cannot follow
 * (`path.join(cwd, distDir, ...parts)`) makes it trace every `.next*` folder beside it: the
 * standalone output grows by whole builds, and a build fails when a test removes one meanwhile.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtSite, ROOT } from "./stack";

/** Every trace file of a build's server output. */
function traceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".nft.json") ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe("the build's file traces", () => {
  it("take nothing from another build's directory", () => {
    const distDir = builtSite();
    const traces = traceFiles(path.join(ROOT, distDir, "server"));
    expect(traces.length).toBeGreaterThan(10);
    const foreign = new Set<string>();
    for (const trace of traces) {
      const { files } = JSON.parse(fs.readFileSync(trace, "utf8")) as { files: string[] };
      for (const file of files) {
        const [top] = path.relative(ROOT, path.resolve(path.dirname(trace), file)).split(path.sep);
        // `.next`, the default of `NEXT_DIST_DIR || ".next"`, is the build's own one in production.
        if (top !== distDir && top.startsWith(".next-")) foreign.add(`${path.relative(ROOT, trace)} → ${top}`);
      }
    }
    expect([...foreign].slice(0, 10)).toEqual([]);
  });
});
