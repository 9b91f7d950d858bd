import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { writeContentSubset } from "@tests/support/contentSubset";
import {
  pushInto,
  runContentCommand,
  SEED_DIR,
  startEmptyRepository,
  temporaryDir,
  type ContentService,
} from "./contentToolsHarness";

let work: string;
beforeAll(async () => {
  work = await temporaryDir("commands");
});
afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** Error rows of content:check's table: [rule, document, field]. */
const errorRows = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("error "))
    .map((line) => line.split(/\s{2,}/).slice(1, 4));

describe("content:check", () => {
  test("the seed has no errors", async () => {
    const result = await runContentCommand("check", []);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /\d+ documents checked \(published 152, .*\) against \d+ rules: 0 errors, \d+ warnings/,
    );
    expect(errorRows(result.stdout)).toEqual([]);
  }, 60_000);

  test("a copy with a removed alt text, a medicine without its notice and a broken link gives exactly those three errors", async () => {
    const copy = path.join(work, "broken");
    await fs.cp(SEED_DIR, copy, { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed JSON edited in place
    const edit = async (file: string, change: (data: Record<string, any>) => void) => {
      const full = path.join(copy, "documents", file);
      const doc = JSON.parse(await fs.readFile(full, "utf8"));
      change(doc.data);
      await fs.writeFile(full, JSON.stringify(doc, null, 2));
    };
    await edit("product/calendula-officinalis-5ch.es-es.json", (data) => (data.image.alt = ""));
    await edit("product/arnica-montana-9ch.es-co.json", (data) => (data.regulatory_notice = []));
    await edit("news_article/programa-75-aniversario.es-es.json", (data) => {
      const json = JSON.stringify(data).replace('"id":"page-quienes-somos-es-es"', '"id":"page-quienes-fuimos-es-es"');
      Object.assign(data, JSON.parse(json));
    });

    const result = await runContentCommand("check", ["--content-dir", copy]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(": 3 errors,");
    const rows = errorRows(result.stdout);
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual(["image-alt", "documents/product/calendula-officinalis-5ch.es-es.json", "data.image"]);
    expect(rows).toContainEqual([
      "medicine",
      "documents/product/arnica-montana-9ch.es-co.json",
      "data.regulatory_notice",
    ]);
    expect(rows.find((row) => row[0] === "links")?.[1]).toBe(
      "documents/news_article/programa-75-aniversario.es-es.json",
    );
    expect(result.stdout).toContain('links to document "page-quienes-fuimos-es-es", which does not exist');
  }, 60_000);

  test("a locale without one of its section landings gives one error naming the missing document", async () => {
    const copy = path.join(work, "no-landing");
    await fs.cp(SEED_DIR, copy, { recursive: true });
    await fs.rm(path.join(copy, "documents", "section_landing", "nuestros-productos.es-co.json"));

    const result = await runContentCommand("check", ["--content-dir", copy]);
    expect(result.code).toBe(1);
    expect(errorRows(result.stdout)).toEqual([
      ["landings", "documents/section_landing/nuestros-productos.es-co.json", "-"],
    ]);
    expect(result.stdout).toContain('no published section_landing "nuestros-productos" in es-co');
  }, 60_000);

  test("redirect rows the site cannot answer are each reported with their row", async () => {
    const copy = path.join(work, "redirects");
    await fs.cp(SEED_DIR, copy, { recursive: true });
    const file = path.join(copy, "documents", "redirects", "redirects.es-es.json");
    const doc = JSON.parse(await fs.readFile(file, "utf8"));
    const row = (from: string, target: string | { id: string }, external = false) => ({
      from_path: from,
      target: typeof target === "string" ? { link_type: "Any" } : { link_type: "Document", id: target.id },
      target_path: typeof target === "string" ? target : null,
      external,
      temporary: false,
    });
    doc.data.rows = [
      row("/nuestros-productos/arnica-montana-9ch", "/noticias"),
      row("/a", "/b"),
      row("/b", "/a"),
      row("/c", "/d"),
      row("/d", "/noticias"),
      row("/viejo", { id: "product-no-existe-es-es" }),
      row("https://evil.example/x", "/noticias"),
      row("/products/x", "/noticias"),
      row("/x/y/z", "/noticias"),
      row("/tienda-online", "https://tienda.laboratoriosbrezo.example/ofertas", true),
      row("/tienda-falsa", "https://tienda.laboratoriosbrezo.example.evil.net/", true),
      row("/tienda-sin-marcar", "https://tienda.laboratoriosbrezo.example/"),
      row("/tienda-http", "http://tienda.laboratoriosbrezo.example/", true),
    ];
    await fs.writeFile(file, JSON.stringify(doc, null, 2));
    const settingsFile = path.join(copy, "documents", "settings", "settings.es-es.json");
    const settings = JSON.parse(await fs.readFile(settingsFile, "utf8"));
    settings.data.redirect_hosts.push({ host: "https://*.example.com/" });
    await fs.writeFile(settingsFile, JSON.stringify(settings, null, 2));

    const result = await runContentCommand("check", ["--content-dir", copy]);
    expect(result.code).toBe(1);
    const rows = errorRows(result.stdout).filter((found) => found[0] === "redirects");
    expect(rows.map((found) => found[2]).sort()).toEqual(
      [
        "data.rows[0]",
        "data.rows[1]",
        "data.rows[2]",
        "data.rows[5]",
        "data.rows[6]",
        "data.rows[7]",
        "data.rows[10]",
        "data.rows[11]",
        "data.rows[12]",
        "data.redirect_hosts[1]",
      ].sort(),
    );
    expect(result.stdout).toContain("from-path /nuestros-productos/arnica-montana-9ch is a live page");
    expect(result.stdout).toContain("a loop: /a → /b → /a");
    expect(result.stdout).toMatch(
      /warning\s+redirects\s+documents\/redirects\/redirects\.es-es\.json\s+data\.rows\[3\]/,
    );
    expect(result.stdout).toContain('target document "product-no-existe-es-es" does not exist');
    expect(result.stdout).toContain("from-path /products/x is a route-table redirect, which wins");
    // Any depth outside a section: the root page file receives it (src/pages/[...path].tsx).
    expect(result.stdout).not.toContain("/x/y/z");
    expect(result.stdout).toContain("host tienda.laboratoriosbrezo.example.evil.net is not on the settings' list");
    expect(result.stdout).toContain("needs the row marked external");
    expect(result.stdout).toContain('host "https://*.example.com/" is not a bare host name');
  }, 60_000);

  test("a wrong option is refused with the usage and exit code 2", async () => {
    const result = await runContentCommand("check", ["--contentdir", "x"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^content:check: Unknown option '--contentdir'/);
    expect(result.stderr).toContain("usage: npm run content:check");
  });
});

describe("content:push and content:pull refuse what they cannot do, saying why", () => {
  let service: ContentService;
  afterAll(async () => service?.close());

  test("without a write token, or with a bad repository name, nothing is sent", async () => {
    const noToken = await runContentCommand("push", ["--repository", "brezo-test"]);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/^content:push: PRISMIC_WRITE_TOKEN is not set/);
    const badName = await runContentCommand("push", ["--repository", "Brezo Test"], {
      env: { PRISMIC_WRITE_TOKEN: "x" },
    });
    expect(badName.code).toBe(2);
    expect(badName.stderr).toContain("--repository must be a Prismic repository name");
    const noOut = await runContentCommand("pull", ["--repository", "brezo-test"]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain("--out is required");
  });

  test("a document linking to one that is not pushed fails before anything is written, naming the document and the field", async () => {
    const source = path.join(work, "dangling");
    await writeContentSubset(SEED_DIR, source, ["navigation-es-es"]);
    const file = path.join(source, "documents/navigation/navigation.es-es.json");
    const doc = JSON.parse(await fs.readFile(file, "utf8"));
    const index = doc.data.menu_items.findIndex((item: { label: string }) => item.label === "Quiénes somos");
    doc.data.menu_items[index].link = { link_type: "Document", id: "page-quienes-somos-es-es" };
    await fs.writeFile(file, JSON.stringify(doc));
    service = await startEmptyRepository(path.join(work, "dangling-repository"));
    const result = await pushInto(service, source, path.join(work, "dangling.json"));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `content:push: navigation/es-es/- (${path.relative(path.resolve(__dirname, "../../.."), file)}), field data.menu_items[${index}].link: ` +
        'links to document "page-quienes-somos-es-es", which is not in the content being pushed',
    );
    expect(result.stdout).toBe("");
    expect(await fs.readdir(path.join(work, "dangling-repository"))).toEqual(["repository.json"]);
  }, 60_000);
});
