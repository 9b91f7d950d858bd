// @ts-check
/**
 * `npm run build`: `next build` of the site (SITE_COUNTRY, NEXT_DIST_DIR and the rest of the
 * build's environment, as for `next build` itself), and beside it the snapshots of the ref the
 * site publishes (scripts/lib/buildSnapshots.ts): each locale's search index and the published
 * record, written into the build output once `next build` has succeeded (`<distDir>/cache/search/<locale>.json`,
 * `<distDir>/cache/published.json`), and the same paths in the standalone server
 * (`<distDir>/standalone/<distDir>/…`, what the container image copies). A fresh instance of the
 * build then loads them instead of reading the whole repository (docs/decisions.md). They are read
 * in parallel with `next build` because the reads are paced (pages of 100, 500 ms apart: about
 * 40 s at 10,000 documents). When the content cannot be read the build still succeeds, with one
 * line saying the snapshots were skipped. Arguments are passed to `next build`. Run with
 * `node --import tsx`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const distDir = process.env.NEXT_DIST_DIR || ".next";

/** `next build` with this process's environment and output; resolves with its exit code. */
function nextBuild() {
  const child = spawn(process.execPath, [NEXT_BIN, "build", ...process.argv.slice(2)], { cwd: ROOT, stdio: "inherit" });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** The snapshots, or null (logged) when the content could not be read. */
async function snapshots() {
  try {
    // Imported here: the site's configuration is read on import, and an invalid one is for `next build` to report.
    const { buildSnapshots } = await import("./lib/buildSnapshots.ts");
    return await buildSnapshots();
  } catch (error) {
    console.log(
      `search snapshot: skipped (${error instanceof Error ? error.message : String(error)}); instances build their index and read the published record at start-up`,
    );
    return null;
  }
}

const started = performance.now();
const reading = snapshots();
const code = await nextBuild();
// A failed build fails at once, without waiting for the read.
if (code !== 0) process.exit(code);
const built = await reading;
if (built) {
  const { searchSnapshotFile } = await import("../src/sections/search/searchSnapshot.ts");
  const { recordFile } = await import("../src/server/published/recordStore.ts");
  const { writeFileWhole } = await import("../src/server/published/snapshotFile.ts");
  const standalone = path.join(ROOT, distDir, "standalone");
  for (const snapshot of built) {
    const roots = [ROOT, ...(fs.existsSync(standalone) ? [standalone] : [])];
    for (const root of roots)
      await writeFileWhole(
        snapshot.locale ? searchSnapshotFile(snapshot.locale, distDir, root) : recordFile(distDir, root),
        snapshot.text,
      );
    const what = snapshot.locale
      ? `search snapshot: ${snapshot.locale}, ${snapshot.documents} documents`
      : `published record: ${snapshot.documents} documents`;
    console.log(
      `${what} at ref ${snapshot.ref}, ${(snapshot.text.length / 1e6).toFixed(1)} MB (read in ${(snapshot.ms / 1000).toFixed(1)} s, beside next build; ${((performance.now() - started) / 1000).toFixed(1)} s in all)`,
    );
  }
}
process.exit(code);
