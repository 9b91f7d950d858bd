import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COUNTRY_CODES, type CountryCode } from "@/config/countries";
import { contentSnapshot } from "@scripts/content/lib/snapshot.mjs";
import {
  doneLine,
  migrationRelease,
  pushInto,
  REPOSITORY,
  runContentCommand,
  SEED_DIR,
  startEmptyRepository,
  temporaryDir,
  writeClient,
  type CommandResult,
  type ContentService,
} from "@tests/integration/content-tools/contentToolsHarness";
import {
  buildSite,
  freePort,
  removeBuild,
  startContentService,
  startSite,
  stop,
  stopAll,
  type Proc,
} from "@tests/system/stack";
import { waitForBuildGate } from "./buildGate";
import { crawlSite, fetchPage, firstDifference } from "./sitePages";
import { pageComparer } from "./samePage";

/**
 * The whole seed through a Prismic repository and back, as a company starting from this project
 * would do it (docs/content.md): `content:push` into an empty repository (the local content
 * service's write APIs, through the unmodified `@prismicio/client` write client), a second push
 * that must create nothing, publishing the migration release, `content:pull` into a directory,
 * and then each country's site built on the pulled copy next to the same site built on the seed:
 * every page a visitor can reach must be the same.
 *
 * Prismic's write APIs take one request a second and the client waits 1.5 s between writes, so
 * the push alone takes about ten minutes (one write per asset, two per document). That wait costs
 * no CPU: each country's site is built on the seed meanwhile, and only the builds on the pulled
 * copy wait for the build gate. `npm test` runs this file beside its other stages
 * (scripts/test.mjs); `npm run test:round-trip` runs it alone.
 */

/** Each country's site built on the seed, and the content service it was built against (kept running). */
type SeedSites = { contentPort: number; distDirs: Record<CountryCode, string> };

/** Builds every country's site on the seed, one after the other, against one content service. */
async function buildSeedSites(): Promise<SeedSites> {
  const contentPort = await freePort();
  await startContentService(contentPort, SEED_DIR);
  const distDirs = {} as Record<CountryCode, string>;
  for (const country of COUNTRY_CODES) {
    distDirs[country] = `.next-round-trip-seed-${country}-${process.pid}`;
    await buildSite(country, distDirs[country], contentPort);
  }
  return { contentPort, distDirs };
}

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe("the whole seed: pushed into an empty repository, published, pulled back, and the site built on the pulled copy", () => {
  let work: string;
  let repositoryDir: string;
  let pulledDir: string;
  let journal: string;
  let service: ContentService;
  let seedDocuments: string[];
  let seedAssets: string[];
  let firstPush: CommandResult | undefined;
  let pulled = false;
  let seedSites: Promise<SeedSites>;

  beforeAll(async () => {
    work = await temporaryDir("full-seed");
    repositoryDir = path.join(work, "repository");
    pulledDir = path.join(work, "pulled");
    journal = path.join(work, "journal.json");
    seedDocuments = (await filesUnder(path.join(SEED_DIR, "documents"))).filter((file) => file.endsWith(".json"));
    seedAssets = await filesUnder(path.join(SEED_DIR, "assets"));
    service = await startEmptyRepository(repositoryDir);
    // While the push waits on the write pacing; the site tests await it (and see its error).
    seedSites = buildSeedSites();
    seedSites.catch(() => {});
  });

  afterAll(async () => {
    await stopAll();
    const seed = await seedSites?.catch(() => undefined);
    for (const distDir of Object.values(seed?.distDirs ?? {})) removeBuild(distDir);
    await service?.close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  test(
    "the first push creates the models, uploads every asset once and creates every document, one line each",
    async () => {
      firstPush = await pushInto(service, SEED_DIR, journal);
      expect(firstPush.stderr).toBe("");
      expect(firstPush.code).toBe(0);
      expect(firstPush.stdout).toMatch(/custom types \d+ created, 0 updated, 0 unchanged/);
      expect(firstPush.stdout).toMatch(/shared slices \d+ created, 0 updated, 0 unchanged/);
      const uploaded = firstPush.stdout
        .split("\n")
        .flatMap((line) => /^asset \d+\/\d+ (.+): uploading$/.exec(line)?.[1] ?? []);
      expect(uploaded.sort()).toEqual([...seedAssets].sort());
      const creating = firstPush.stdout.split("\n").filter((line) => /^document \d+\/\d+ .+: creating$/.test(line));
      expect(creating).toHaveLength(seedDocuments.length);
      expect(doneLine(firstPush.stdout)).toContain(
        `done: ${seedDocuments.length} documents created, 0 completed, 0 updated, 0 already there, 0 differ (not overwritten); ${seedAssets.length} assets uploaded, 0 already there.`,
      );
      // Nothing is published until an editor publishes the migration release.
      expect(await migrationRelease(repositoryDir)).toHaveLength(seedDocuments.length);
      expect(service.documentCount()).toBe(0);
    },
    25 * 60_000,
  );

  test(
    "a second push creates nothing and uploads nothing",
    async () => {
      expect(firstPush?.code, "the first push failed").toBe(0);
      const second = await pushInto(service, SEED_DIR, journal);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/custom types 0 created, 0 updated, \d+ unchanged/);
      expect(doneLine(second.stdout)).toContain(
        `done: 0 documents created, 0 completed, 0 updated, ${seedDocuments.length} already there, 0 differ (not overwritten); 0 assets uploaded, ${seedAssets.length} already there.`,
      );
      expect(await migrationRelease(repositoryDir)).toHaveLength(seedDocuments.length);
    },
    5 * 60_000,
  );

  test(
    "published and pulled back, the copy gives the site the same documents, fields, links, files and page URLs",
    async () => {
      expect(firstPush?.code, "the first push failed").toBe(0);
      const { totalItems } = await writeClient(service).publishMigrationRelease();
      expect(totalItems).toBe(seedDocuments.length);
      expect(service.documentCount()).toBe(seedDocuments.length);

      const pull = await runContentCommand("pull", [
        "--repository",
        REPOSITORY,
        "--service",
        service.url,
        "--out",
        pulledDir,
      ]);
      expect(pull.stderr).toBe("");
      expect(pull.code).toBe(0);
      expect(pull.stdout).toMatch(new RegExp(`done: ${seedDocuments.length} documents and \\d+ files`));
      pulled = true;

      const [expected, actual] = [await contentSnapshot(SEED_DIR), await contentSnapshot(pulledDir)];
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      for (const key of Object.keys(expected)) expect(actual[key], key).toEqual(expected[key]);
      // What the snapshot compares, spelled out for one medicine in Colombia.
      type Link = { target?: string; link_type: string };
      type Product = {
        url: string;
        alternates: string[];
        data: {
          category: Link;
          related_products: { product: Link }[];
          image: { alt: string; file: string };
          leaflet: { name: string; file: string };
        };
      };
      const arnica = actual["product/es-co/arnica-montana-9ch"] as Product;
      expect(arnica.url).toBe("/nuestros-productos/arnica-montana-9ch");
      expect(arnica.alternates).toEqual(["product/es-es/arnica-montana-9ch"]);
      expect(arnica.data.category.target).toBe("product_category/es-co/medicamentos-unitarios");
      expect(arnica.data.related_products.map((item) => item.product.target ?? item.product.link_type)).toContain(
        "product/es-co/calendula-officinalis-5ch",
      );
      expect(arnica.data.image.alt).toBe("Caja y tubo de gránulos de Árnica Montana 9 CH con etiqueta naranja");
      expect(arnica.data.image.file).toMatch(/^[0-9a-f]{64}$/);
      expect(arnica.data.leaflet.name).toBe("inserto-arnica-montana-9ch.pdf");
    },
    5 * 60_000,
  );

  test(
    "content:check finds no error in the repository, and a push after publishing creates nothing and finds every document as in the seed",
    async () => {
      expect(pulled, "the pull failed").toBe(true);
      const check = await runContentCommand("check", ["--repository", REPOSITORY, "--service", service.url]);
      expect(check.stderr).toBe("");
      expect(check.code).toBe(0);
      expect(check.stdout).toContain(
        `${seedDocuments.length} documents checked (published ${seedDocuments.length}, drafts 0) against`,
      );
      expect(check.stdout).toContain(": 0 errors,");

      const again = await pushInto(service, SEED_DIR, journal);
      // Every published document, read back through the Content API, has the seed's content.
      expect(doneLine(again.stdout)).toContain(
        `done: 0 documents created, 0 completed, 0 updated, ${seedDocuments.length} already there, 0 differ (not overwritten);`,
      );
    },
    5 * 60_000,
  );

  describe.each(COUNTRY_CODES)("the %s site", (country: CountryCode) => {
    test(
      `built on the pulled copy, the ${country} site serves every page a visitor can reach as it does built on the seed`,
      async () => {
        expect(pulled, "the pull failed").toBe(true);
        const seedBuilt = await seedSites;
        // In `npm test`, the pulled copy's site is built only once the browser tests are over (scripts/test.mjs).
        await waitForBuildGate();
        const started: Proc[] = [];
        const pulledContentPort = await freePort();
        started.push(await startContentService(pulledContentPort, pulledDir));
        const sites = [
          { contentPort: seedBuilt.contentPort, distDir: seedBuilt.distDirs[country] },
          { contentPort: pulledContentPort, distDir: `.next-round-trip-pulled-${country}-${process.pid}` },
        ];
        try {
          await buildSite(country, sites[1].distDir, pulledContentPort);
          const [seed, copy] = await Promise.all(
            sites.map(async (site) => {
              const port = await freePort();
              started.push(await startSite(site.distDir, port, site.contentPort, { SITE_COUNTRY: country }));
              return `http://127.0.0.1:${port}`;
            }),
          );
          const seedPages = await crawlSite(seed, [
            "/robots.txt",
            "/esta-pagina-no-existe",
            "/busqueda?q=arnica",
            "/preguntas-frecuentes/buscar?q=dolor",
          ]);
          expect(seedPages.size).toBeGreaterThan(40);
          const same = await pageComparer(
            { seed: sites[0].contentPort, pulled: sites[1].contentPort },
            SEED_DIR,
            pulledDir,
          );
          const differences: string[] = [];
          for (const [pathname, expected] of seedPages) {
            const actual = await fetchPage(copy, pathname);
            const [a, b] = [same.normalize(expected, "seed"), same.normalize(actual, "pulled")];
            if (a !== b) differences.push(`${pathname} ${firstDifference(a, b)}`);
          }
          expect(differences.slice(0, 5).join("\n\n"), `${differences.length} of ${seedPages.size} pages differ`).toBe(
            "",
          );
        } finally {
          await Promise.all(started.map(stop));
          removeBuild(sites[1].distDir);
        }
      },
      45 * 60_000,
    );
  });
});
