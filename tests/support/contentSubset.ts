import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes a small, self-contained copy of a content directory: the documents with the given ids
 * (unchanged, except that a document link to a document left out becomes an empty link,
 * `{ link_type: "Any" }`), the assets they use, and repository.json. So the round trip of
 * content:push / content:pull can be tested on real seed documents in well under a minute
 * (Prismic's write APIs take one request a second).
 */
export async function writeContentSubset(
  sourceDir: string,
  targetDir: string,
  ids: string[],
): Promise<{ documents: number; assets: number }> {
  const files = await listJson(path.join(sourceDir, "documents"));
  const docs = await Promise.all(
    files.map(async (file) => ({ file, doc: JSON.parse(await fs.readFile(file, "utf8")) })),
  );
  const keep = new Set(ids);
  const missing = ids.filter((id) => !docs.some(({ doc }) => doc.id === id));
  if (missing.length > 0) throw new Error(`not in ${sourceDir}: ${missing.join(", ")}`);
  const assets = new Set<string>();
  const prune = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(prune);
    if (!node || typeof node !== "object") return node;
    const value = node as Record<string, unknown>;
    if (value.link_type === "Document" && !keep.has(String(value.id))) return { link_type: "Any" };
    if (typeof value.url === "string" && value.url.startsWith("/assets/")) assets.add(value.url.split("?")[0]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, prune(child)]));
  };
  for (const { file, doc } of docs) {
    if (!keep.has(doc.id)) continue;
    const target = path.join(targetDir, path.relative(sourceDir, file));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, `${JSON.stringify({ ...doc, data: prune(doc.data) }, null, 2)}\n`);
  }
  for (const url of assets) {
    const target = path.join(targetDir, url);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(sourceDir, url), target);
  }
  const config = JSON.parse(await fs.readFile(path.join(sourceDir, "repository.json"), "utf8"));
  await fs.writeFile(
    path.join(targetDir, "repository.json"),
    `${JSON.stringify({ ...config, releases: [] }, null, 2)}\n`,
  );
  return { documents: keep.size, assets: assets.size };
}

/**
 * An empty repository as a newly created Prismic one: the languages of `sourceDir`, no models,
 * no documents, no assets.
 */
export async function writeEmptyRepository(sourceDir: string, targetDir: string): Promise<void> {
  const config = JSON.parse(await fs.readFile(path.join(sourceDir, "repository.json"), "utf8"));
  await fs.mkdir(targetDir, { recursive: true });
  await fs.writeFile(
    path.join(targetDir, "repository.json"),
    `${JSON.stringify({ languages: config.languages, types: {}, releases: [] }, null, 2)}\n`,
  );
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listJson(path.join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith(".json") ? [path.join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}
