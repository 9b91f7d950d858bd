/**
 * One supported Node.js range, true everywhere it is written (docs/decisions.md, "Node.js 22.19
 * or later"): package.json's engines, .nvmrc, the Dockerfile's base image, README's requirements
 * table and the @types/node major, and every locked dependency's own engines at the floor.
 */
import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const manifest = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

/** The floor of the engines range, as `.ci/run` reads it. */
const floorMatch = /^>=\s*(\d+)\.(\d+)$/.exec(manifest.engines.node);
const [major, minor] = floorMatch ? [Number(floorMatch[1]), Number(floorMatch[2])] : [NaN, NaN];

describe("the supported Node.js range", () => {
  it("is a floor, >=major.minor, that .ci/run can provision", () => {
    expect(manifest.engines.node).toMatch(/^>=\d+\.\d+$/);
    expect(major).toBeGreaterThanOrEqual(22);
  });

  it("is what .nvmrc, the Dockerfile, README and @types/node say", () => {
    expect(read(".nvmrc").trim()).toBe(String(major));
    expect(read("Dockerfile")).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-`, "m"));
    expect(read("README.md")).toContain(`| Node.js ${major}.${minor} or later`);
    expect(manifest.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  // Platform builds are checked where they install, as npm checks them: sharp's build for 32-bit
  // Windows (@img/sharp-win32-ia32) declares ^20.9.0 only, a limit of that platform (README).
  it("is supported by every locked dependency that installs on this platform, at its floor", () => {
    type Entry = { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] };
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, Entry> };
    const installsHere = (entry: Entry) =>
      (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));
    const unsupported = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== "" && installsHere(entry))
      .flatMap(([name, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range && !semver.satisfies(`${major}.${minor}.0`, range) ? [`${name}: ${range}`] : [];
      });
    expect(unsupported).toEqual([]);
  });
});
