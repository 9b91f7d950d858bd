import fs from "node:fs";
import path from "node:path";

const ISLAND_REGISTRY = path.join(import.meta.dirname, "../../src/islands/registry.ts");

/**
 * The islands of the registry as `name → module path`, read from its source (its `import()` calls
 * must stay literal for esbuild to split them; tests/unit/islands.test.tsx checks this reads them all).
 */
export function islandModules(): Record<string, string> {
  const source = fs.readFileSync(ISLAND_REGISTRY, "utf8");
  const modules: Record<string, string> = {};
  for (const match of source.matchAll(/"([a-z-]+)":\s*\(\)\s*=>\s*import\("@\/([^"]+)"\)/g))
    modules[match[1]] = `src/${match[2]}`;
  return modules;
}
