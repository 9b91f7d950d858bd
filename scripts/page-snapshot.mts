/**
 * Every page a visitor can reach on both sites, as served by a production build of this checkout,
 * written to one JSON file; with `--compare <file>`, the pages that differ from an earlier snapshot.
 * For changes that must not change what a visitor sees (a refactor, a formatter): take a snapshot
 * before, one after, and compare.
 *
 *   node --import tsx scripts/page-snapshot.mts --out /tmp/before.json
 *   node --import tsx scripts/page-snapshot.mts --out /tmp/after.json --compare /tmp/before.json
 *
 * Both runs use the same content (the seed), ports and build id, so nothing but the code differs.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { COUNTRY_CODES } from "@/config/countries.ts";
import { LOCAL_PORTS } from "@/config/localPorts.ts";
import { crawlSite, firstDifference, type Page } from "@tests/integration/content-round-trip/sitePages.ts";
import { ROOT, buildSite, removeBuild, startContentService, startSite, tearDown } from "@tests/system/stack.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, compare: { type: "string" } } });
if (!values.out) {
  console.error("usage: page-snapshot.mts --out <file.json> [--compare <earlier.json>]");
  process.exit(2);
}

/** Fixed, so that the content service's origin in image URLs is the same in every snapshot. */
const CONTENT_PORT = LOCAL_PORTS.snapshotContent;
const SITE_PORT = LOCAL_PORTS.snapshotSite;
const EXTRA_PATHS = [
  "/robots.txt",
  "/esta-pagina-no-existe",
  "/busqueda?q=arnica",
  "/preguntas-frecuentes/buscar?q=dolor",
];
process.env.BUILD_ID = "page-snapshot";

const snapshot: Record<string, Record<string, Page>> = {};
try {
  await startContentService(CONTENT_PORT, path.join(ROOT, "content"));
  for (const country of COUNTRY_CODES) {
    const distDir = `.next-snapshot-${country}`;
    console.log(`building the ${country} site…`);
    await buildSite(country, distDir, CONTENT_PORT);
    const site = await startSite(distDir, SITE_PORT, CONTENT_PORT, { SITE_COUNTRY: country });
    snapshot[country] = Object.fromEntries(await crawlSite(`http://127.0.0.1:${SITE_PORT}`, EXTRA_PATHS));
    console.log(`${country}: ${Object.keys(snapshot[country]).length} pages`);
    process.kill(-site.child.pid!, "SIGTERM");
    await site.exited;
    removeBuild(distDir);
  }
} finally {
  await tearDown();
}
fs.writeFileSync(values.out, JSON.stringify(snapshot, null, 1));

if (values.compare) {
  const earlier = JSON.parse(fs.readFileSync(values.compare, "utf8")) as typeof snapshot;
  /** An answer as text; with `hashes: false`, the content hashes of the browser script's file names left out. */
  const text = (page: Page | undefined, hashes: boolean) => {
    if (!page) return "(absent)";
    const whole = `${page.status} ${page.location ?? ""}\n${page.contentType}\n${page.body}`;
    return hashes ? whole : whole.replace(/(\/_enhance\/[\w.]+)-[A-Z0-9]{8}\.js/g, "$1-#.js");
  };
  const identical: string[] = [];
  const onlyScriptHash: string[] = [];
  const differences: string[] = [];
  for (const country of new Set([...Object.keys(earlier), ...Object.keys(snapshot)])) {
    const [before, after] = [earlier[country] ?? {}, snapshot[country] ?? {}];
    for (const pathname of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const name = `${country} ${pathname}`;
      if (text(before[pathname], true) === text(after[pathname], true)) identical.push(name);
      else if (text(before[pathname], false) === text(after[pathname], false)) onlyScriptHash.push(name);
      else
        differences.push(
          `${name} ${firstDifference(text(before[pathname], false), text(after[pathname], false)).replace("seed:  ", "before:").replace("pulled:", "after: ")}`,
        );
    }
  }
  const total = identical.length + onlyScriptHash.length + differences.length;
  console.log(
    `${total} pages: ${identical.length} byte-identical, ${onlyScriptHash.length} identical but for the browser script's content hash, ${differences.length} different`,
  );
  if (differences.length) console.log(`\n${differences.slice(0, 10).join("\n\n")}`);
  process.exit(differences.length ? 1 : 0);
}
