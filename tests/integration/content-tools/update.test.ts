import fs from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { writeContentSubset } from "@tests/support/contentSubset";
import {
  doneLine,
  migrationRelease,
  pushInto,
  REPOSITORY,
  SEED_DIR,
  startEmptyRepository,
  temporaryDir,
  writeClient,
  type ContentService,
} from "./contentToolsHarness";

/**
 * A developer edits seed files after a first push: content:push finds the documents whose content
 * differs from the repository's (published ones read back through the Content API, ones waiting in
 * the migration release by the journal's fingerprint), reports them without writing anything, and
 * writes them into the migration release only with --update. Three real seed documents (a
 * category and two medicines with images, leaflets and links) keep it short: the client waits
 * 1.5 s between writes.
 */
const SUBSET = [
  "product_category-medicamentos-unitarios-es-es",
  "product-arnica-montana-9ch-es-es",
  "product-calendula-officinalis-5ch-es-es",
];
const ARNICA = "product/es-es/arnica-montana-9ch";
const CALENDULA = "product/es-es/calendula-officinalis-5ch";

/** A product file's data, as far as the test edits it. */
type ProductFile = {
  data: {
    name: string;
    image: { alt: string | null };
    related_products: { product: { link_type: string; id?: string } }[];
  };
};
/** A product as the Content API serves it, as far as the test reads it. */
type Product = {
  name: prismic.KeyTextField;
  image: prismic.ImageField;
  related_products: prismic.GroupField<{ product: prismic.ContentRelationshipField }>;
};

describe("content:push on documents already in the repository whose source was edited", () => {
  let work: string;
  let source: string;
  let repositoryDir: string;
  let journal: string;
  let service: ContentService;
  const push = (...args: string[]) => pushInto(service, source, journal, {}, args);
  const editSource = async (file: string, edit: (doc: ProductFile) => void) => {
    const target = path.join(source, "documents/product", file);
    const doc = JSON.parse(await fs.readFile(target, "utf8"));
    edit(doc);
    await fs.writeFile(target, JSON.stringify(doc, null, 2));
  };
  const reader = () =>
    prismic.createClient<prismic.PrismicDocument<Product>>(REPOSITORY, { documentAPIEndpoint: service.apiEndpoint });
  const documentLines = (stdout: string) =>
    stdout.split("\n").filter((line) => /^(document \d|product|product_category)/.test(line));

  beforeAll(async () => {
    work = await temporaryDir("update");
    source = path.join(work, "source");
    repositoryDir = path.join(work, "repository");
    journal = path.join(work, "journal.json");
    await writeContentSubset(SEED_DIR, source, SUBSET);
    service = await startEmptyRepository(repositoryDir);
    const first = await push();
    expect(first.stderr).toBe("");
    expect(doneLine(first.stdout)).toContain(
      "done: 3 documents created, 0 completed, 0 updated, 0 already there, 0 differ (not overwritten);",
    );
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  test("a document waiting in the migration release is compared with what the push wrote there (the journal's fingerprint)", async () => {
    await editSource("calendula-officinalis-5ch.es-es.json", (doc) => {
      doc.data.name = "Caléndula Officinalis 5 CH (nuevo envase)";
    });
    const reported = await push();
    expect(reported.code).toBe(0);
    expect(documentLines(reported.stdout)).toEqual([
      `${CALENDULA}: differs from the repository (data.name) — not overwritten; run with --update to write it`,
    ]);
    expect(doneLine(reported.stdout)).toContain(
      "done: 0 documents created, 0 completed, 0 updated, 2 already there, 1 differ (not overwritten);",
    );
    const before = (await migrationRelease(repositoryDir)).find((doc) => doc.uid === "calendula-officinalis-5ch");
    expect(before?.data.name).toBe("Caléndula Officinalis 5 CH");

    const updated = await push("--update");
    expect(updated.stderr).toBe("");
    expect(documentLines(updated.stdout)).toEqual([`document 1/1 ${CALENDULA}: updating (data.name)`]);
    expect(doneLine(updated.stdout)).toContain(
      "done: 0 documents created, 0 completed, 1 updated, 2 already there, 0 differ (not overwritten);",
    );
    const release = await migrationRelease(repositoryDir);
    expect(release).toHaveLength(3);
    expect(release.find((doc) => doc.id === before?.id)?.data.name).toBe("Caléndula Officinalis 5 CH (nuevo envase)");

    const again = await push();
    expect(doneLine(again.stdout)).toContain(
      "done: 0 documents created, 0 completed, 0 updated, 3 already there, 0 differ (not overwritten);",
    );
  }, 60_000);

  test("a published document edited in the source is reported with the fields that differ, and nothing is written", async () => {
    await writeClient(service).publishMigrationRelease();
    const published = await reader().getByUID("product", "arnica-montana-9ch", { lang: "es-es" });
    const masterRef = service.masterRef();
    await editSource("arnica-montana-9ch.es-es.json", (doc) => {
      doc.data.name = "Árnica Montana 9 CH gránulos";
      doc.data.image.alt = "Tubo de Árnica Montana 9 CH junto a su caja";
      // The second related product was left out of the subset (an empty link): now it is calendula.
      doc.data.related_products[1].product = { link_type: "Document", id: "product-calendula-officinalis-5ch-es-es" };
    });

    const reported = await push();
    expect(reported.stderr).toBe("");
    expect(reported.code).toBe(0);
    expect(documentLines(reported.stdout)).toEqual([
      `${ARNICA}: differs from the repository (data.name, data.image, data.related_products[1]) — not overwritten; run with --update to write it`,
    ]);
    expect(doneLine(reported.stdout)).toContain(
      "done: 0 documents created, 0 completed, 0 updated, 2 already there, 1 differ (not overwritten);",
    );
    expect(doneLine(reported.stdout)).toContain(
      "Run with --update to write the 1 that differ into the migration release.",
    );
    expect(await migrationRelease(repositoryDir)).toEqual([]);
    expect(service.masterRef()).toBe(masterRef);
    expect(await reader().getByUID("product", "arnica-montana-9ch", { lang: "es-es" })).toEqual(published);
  }, 60_000);

  test("with --update the edit goes to the migration release; published, it replaces the document under the same id", async () => {
    const before = await reader().getByUID("product", "arnica-montana-9ch", { lang: "es-es" });
    const calendula = await reader().getByUID("product", "calendula-officinalis-5ch", { lang: "es-es" });
    const updated = await push("--update");
    expect(updated.stderr).toBe("");
    expect(documentLines(updated.stdout)).toEqual([
      `document 1/1 ${ARNICA}: updating (data.name, data.image, data.related_products[1])`,
    ]);
    expect(doneLine(updated.stdout)).toContain(
      "done: 0 documents created, 0 completed, 1 updated, 2 already there, 0 differ (not overwritten);",
    );
    const release = await migrationRelease(repositoryDir);
    expect(release.map((doc) => [doc.id, doc.data.name])).toEqual([[before.id, "Árnica Montana 9 CH gránulos"]]);
    // Until an editor publishes, the site still gets the published version…
    expect((await reader().getByUID("product", "arnica-montana-9ch", { lang: "es-es" })).data.name).toBe(
      "Árnica Montana 9 CH",
    );
    // …and a push knows its version waits in the release: nothing differs, nothing is written.
    const waiting = await push();
    expect(documentLines(waiting.stdout)).toEqual([]);
    expect(doneLine(waiting.stdout)).toContain(
      "done: 0 documents created, 0 completed, 0 updated, 3 already there, 0 differ (not overwritten);",
    );

    await new Promise((resolve) => setTimeout(resolve, 1100)); // publication dates are to the second
    const { totalItems } = await writeClient(service).publishMigrationRelease();
    expect(totalItems).toBe(1);
    const after = await reader().getByUID("product", "arnica-montana-9ch", { lang: "es-es" });
    expect(after.id).toBe(before.id);
    expect(after.first_publication_date).toBe(before.first_publication_date);
    expect(after.last_publication_date > before.last_publication_date).toBe(true);
    expect(after.data.name).toBe("Árnica Montana 9 CH gránulos");
    expect(after.data.image.alt).toBe("Tubo de Árnica Montana 9 CH junto a su caja");
    expect(after.data.image.url).toBe(before.data.image.url);
    expect(after.data.related_products[1]?.product).toMatchObject({
      link_type: "Document",
      id: calendula.id,
      uid: "calendula-officinalis-5ch",
    });
    expect(await reader().dangerouslyGetAll({ lang: "*" })).toHaveLength(3);

    const again = await push();
    expect(documentLines(again.stdout)).toEqual([]);
    expect(doneLine(again.stdout)).toContain(
      "done: 0 documents created, 0 completed, 0 updated, 3 already there, 0 differ (not overwritten);",
    );
    expect(await migrationRelease(repositoryDir)).toEqual([]);
  }, 60_000);
});
