import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contentSnapshot } from "../../../scripts/content/lib/snapshot.mjs";
import { writeContentSubset } from "../../support/contentSubset";
import {
  doneLine, migrationRelease, pushInto, REPOSITORY, runContentCommand, SEED_DIR, startEmptyRepository, temporaryDir, writeClient,
  type ContentService,
} from "./harness";

/**
 * content:push → publish → content:pull against the local content service, on real seed documents:
 * singletons (navigation), pages (those the navigation links to), a product category, two medicines with images, leaflets and
 * links to each other, each in es-es and es-co. Prismic's write APIs take one request a second
 * (the client waits 1.5 s between them), so the whole seed (≈370 requests, ≈9.5 min) is the
 * separate timed check `node --import tsx scripts/content/round-trip.mjs` (docs/content.md).
 */
const SUBSET = [
  "navigation-es-es", "navigation-es-co", "page-quienes-somos-es-es", "page-quienes-somos-es-co", "page-contacto-es-es", "page-contacto-es-co",
  "product_category-medicamentos-unitarios-es-es", "product_category-medicamentos-unitarios-es-co",
  "product-arnica-montana-9ch-es-es", "product-arnica-montana-9ch-es-co",
  "product-calendula-officinalis-5ch-es-es", "product-calendula-officinalis-5ch-es-co",
];

describe("content:push, then content:pull, into and out of an empty repository", () => {
  let work: string;
  let source: string;
  let repositoryDir: string;
  let journal: string;
  let service: ContentService;
  let firstPush: Awaited<ReturnType<typeof pushInto>>;
  let counts: { documents: number; assets: number };

  beforeAll(async () => {
    work = await temporaryDir("round-trip");
    source = path.join(work, "source");
    repositoryDir = path.join(work, "repository");
    journal = path.join(work, "journal.json");
    counts = await writeContentSubset(SEED_DIR, source, SUBSET);
    service = await startEmptyRepository(repositoryDir);
    firstPush = await pushInto(service, source, journal);
  }, 240_000);

  afterAll(async () => {
    await service?.close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  test("the first push creates the models, uploads every asset once and creates every document, showing each", async () => {
    expect(firstPush.stderr).toBe("");
    expect(firstPush.code).toBe(0);
    expect(firstPush.stdout).toContain("custom types 13 created");
    expect(firstPush.stdout).toContain("shared slices 10 created");
    const assetLines = firstPush.stdout.split("\n").filter((line) => /^asset \d+\/\d+ .*: uploading$/.test(line));
    expect(assetLines).toHaveLength(counts.assets);
    expect(firstPush.stdout).toContain(`asset 1/${counts.assets} `);
    for (const id of SUBSET) {
      const [type, ...rest] = id.split("-");
      const lang = rest.slice(-2).join("-");
      const uid = rest.slice(0, -2).join("-") || "-";
      const key = type === "navigation" ? `navigation/${lang}/-` : `${type}/${lang}/${uid}`;
      expect(firstPush.stdout).toContain(`${key}: creating`);
    }
    expect(doneLine(firstPush.stdout)).toContain(
      `done: ${SUBSET.length} documents created, 0 completed, 0 updated, 0 already there, 0 differ (not overwritten); ${counts.assets} assets uploaded, 0 already there.`,
    );
    const release = await migrationRelease(repositoryDir);
    expect(release).toHaveLength(SUBSET.length);
    // Nothing is published until an editor publishes the migration release.
    expect(service.documentCount()).toBe(0);
  });

  test("a second push creates nothing", async () => {
    const second = await pushInto(service, source, journal);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("custom types 0 created, 0 updated, 13 unchanged");
    expect(doneLine(second.stdout)).toContain(
      `done: 0 documents created, 0 completed, 0 updated, ${SUBSET.length} already there, 0 differ (not overwritten); 0 assets uploaded, ${counts.assets} already there.`,
    );
    expect(await migrationRelease(repositoryDir)).toHaveLength(SUBSET.length);
  }, 60_000);

  test("published and pulled back, the copy gives the site the same documents, fields, links, files and page URLs", async () => {
    const { totalItems } = await writeClient(service).publishMigrationRelease();
    expect(totalItems).toBe(SUBSET.length);
    expect(service.documentCount()).toBe(SUBSET.length);

    const pulled = path.join(work, "pulled");
    const pull = await runContentCommand("pull", ["--repository", REPOSITORY, "--service", service.url, "--out", pulled]);
    expect(pull.stderr).toBe("");
    expect(pull.code).toBe(0);
    expect(pull.stdout).toContain(`done: ${SUBSET.length} documents and ${counts.assets} files`);

    const [expected, actual] = [await contentSnapshot(source), await contentSnapshot(pulled)];
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    expect(actual).toEqual(expected);
    // What the snapshot compares, spelled out for one medicine in Colombia.
    type Link = { target?: string; link_type: string };
    type Product = {
      url: string;
      alternates: string[];
      data: { category: Link; related_products: { product: Link }[]; image: { alt: string }; leaflet: { name: string } };
    };
    const arnica = actual["product/es-co/arnica-montana-9ch"] as Product;
    expect(arnica.url).toBe("/nuestros-productos/arnica-montana-9ch");
    expect(arnica.alternates).toEqual(["product/es-es/arnica-montana-9ch"]);
    expect(arnica.data.category.target).toBe("product_category/es-co/medicamentos-unitarios");
    expect(arnica.data.related_products.map((item) => item.product.target ?? item.product.link_type)).toContain("product/es-co/calendula-officinalis-5ch");
    expect(arnica.data.image.alt).toBe("Caja y tubo de gránulos de Árnica Montana 9 CH con etiqueta naranja");
    expect(arnica.data.leaflet.name).toBe("inserto-arnica-montana-9ch.pdf");

    // content:check reads the repository itself (pulled into a temporary directory).
    const check = await runContentCommand("check", ["--repository", REPOSITORY, "--service", service.url]);
    expect(check.stderr).toBe("");
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(`${SUBSET.length} documents checked (published ${SUBSET.length}, drafts 0) against`);
    expect(check.stdout).toContain(": 0 errors,");

    // Pushed again once published: nothing is created, and every published document, read back
    // through the Content API, is found to have the source's content.
    const again = await pushInto(service, source, journal);
    expect(doneLine(again.stdout)).toContain(`done: 0 documents created, 0 completed, 0 updated, ${SUBSET.length} already there, 0 differ (not overwritten);`);
  }, 120_000);
});
