import fs from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import * as customTypes from "@prismicio/custom-types-client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  migrationRelease,
  REPOSITORY,
  ROOT,
  startEmptyRepository,
  temporaryDir,
  WRITE_TOKEN,
  writeClient,
  type ContentService,
} from "./contentToolsHarness";

/** The local service's write side answers as Prismic's does, to the unmodified clients and to raw requests. */
let work: string;
let service: ContentService;
const pageModel = () => fs.readFile(path.join(ROOT, "customtypes/page/index.json"), "utf8").then(JSON.parse);
const headers = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${WRITE_TOKEN}`,
  repository: REPOSITORY,
  ...extra,
});
const pause = () => new Promise((resolve) => setTimeout(resolve, 1100)); // one write a second, as Prismic

beforeAll(async () => {
  work = await temporaryDir("write-apis");
  service = await startEmptyRepository(path.join(work, "repository"));
  const client = customTypes.createClient({
    repositoryName: REPOSITORY,
    token: WRITE_TOKEN,
    endpoint: `${service.url}/customtypes-api`,
  });
  await client.insertCustomType(await pageModel());
});
afterAll(async () => {
  await service?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe("Custom Types API", () => {
  test("inserting an existing custom type is a conflict; updating a missing one is not found; a bad token is refused", async () => {
    const client = customTypes.createClient({
      repositoryName: REPOSITORY,
      token: WRITE_TOKEN,
      endpoint: `${service.url}/customtypes-api`,
    });
    await expect(client.insertCustomType(await pageModel())).rejects.toBeInstanceOf(customTypes.ConflictError);
    await expect(client.updateCustomType({ ...(await pageModel()), id: "no_such_type" })).rejects.toBeInstanceOf(
      customTypes.NotFoundError,
    );
    const intruder = customTypes.createClient({
      repositoryName: REPOSITORY,
      token: "wrong",
      endpoint: `${service.url}/customtypes-api`,
    });
    await expect(intruder.getAllCustomTypes()).rejects.toBeInstanceOf(customTypes.UnauthorizedError);
    // The inserted type is now one the Content API lists.
    const repository = await prismic
      .createClient(REPOSITORY, { documentAPIEndpoint: service.apiEndpoint })
      .getRepository();
    expect(repository.types).toEqual({ page: "Página" });
  });
});

describe("Migration API", () => {
  test("a document of an unknown type, or with an image that is not in the media library, is refused with the reason and the field", async () => {
    const client = writeClient(service);
    const migration = prismic.createMigration();
    migration.createDocument({ type: "prodct", lang: "es-es", uid: "x", tags: [], data: {} } as never, "X");
    const unknownType = client.migrate(migration);
    await expect(unknownType).rejects.toBeInstanceOf(prismic.InvalidDataError);
    await expect(unknownType).rejects.toThrow(/type "prodct" is not a custom type of this repository \(page\)/);
    await pause();
    const response = await fetch(`${service.url}/migration-api/documents`, {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({
        title: "Aviso",
        type: "page",
        uid: "aviso",
        lang: "es-es",
        data: { image: { id: "nope", dimensions: { width: 1, height: 1 } } },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'data.image: no asset with id "nope" in the media library' });
  });

  test("a uid already used for the type and language is refused; the same uid in the other language is fine", async () => {
    await pause();
    const client = writeClient(service);
    const page = (lang: string) => ({ type: "page", lang, uid: "contacto", tags: [], data: {} }) as never;
    const first = prismic.createMigration();
    const master = first.createDocument(page("es-es"), "Contacto");
    first.createDocument(page("es-co"), "Contacto", { masterLanguageDocument: master });
    await client.migrate(first);
    const again = prismic.createMigration();
    again.createDocument(page("es-es"), "Contacto");
    await expect(client.migrate(again)).rejects.toThrow(/uid "contacto" is already used by a page in es-es/);
  }, 20_000);

  test("writes faster than one a second get 429 with Retry-After (the client waits and retries on its own)", async () => {
    await pause();
    const send = () =>
      fetch(`${service.url}/migration-api/documents`, {
        method: "POST",
        headers: headers({ "content-type": "application/json" }),
        body: "{}",
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(400);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("1");
    expect(await second.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  });

  test("malformed requests get a 4xx, never a 5xx", async () => {
    const cases: [string, RequestInit][] = [
      [
        "/migration-api/documents/%E0%A4%A",
        { method: "PUT", headers: headers({ "content-type": "application/json" }), body: "{}" },
      ],
      [
        "/migration-api/documents",
        { method: "POST", headers: headers({ "content-type": "application/json" }), body: "{not json" },
      ],
      [
        "/asset-api/assets",
        {
          method: "POST",
          headers: headers({ "content-type": "multipart/form-data; boundary=x" }),
          body: "--x\r\nbroken",
        },
      ],
      ["/customtypes-api/customtypes/insert", { method: "POST", headers: headers(), body: "[]" }],
      ["/asset-api/assets?limit=1000", { headers: headers() }],
      ["/migration-api/documents", { method: "DELETE", headers: headers() }],
    ];
    for (const [url, init] of cases) {
      await pause();
      const response = await fetch(`${service.url}${url}`, init);
      expect(response.status, `${init.method ?? "GET"} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${init.method ?? "GET"} ${url}`).toBeLessThan(500);
    }
  }, 30_000);

  test("a published document updated through the Migration API gets a new version in the migration release; publishing it replaces the document under the same id", async () => {
    await pause();
    const client = writeClient(service);
    // A new client for each read: a kept one would first try the master ref it saw before publishing.
    const read = () =>
      prismic
        .createClient(REPOSITORY, { documentAPIEndpoint: service.apiEndpoint })
        .getByUID("page", "aviso-legal", { lang: "es-es" });
    const page = (title: string, tags: string[]) =>
      ({
        type: "page",
        lang: "es-es",
        uid: "aviso-legal",
        tags,
        data: { title: [{ type: "heading1", text: title, spans: [] }], meta_title: title },
      }) as never;
    const creation = prismic.createMigration();
    const created = creation.createDocument(page("Aviso legal", []), "Aviso legal");
    await client.migrate(creation);
    await client.publishMigrationRelease();
    const published = await read();
    expect(published.id).toBe(created.document.id);

    await pause(); // publication dates are to the second
    const update = prismic.createMigration();
    update.updateDocument(
      { ...(page("Aviso legal y privacidad", ["legal"]) as object), id: published.id } as never,
      "Aviso legal y privacidad",
    );
    const masterRef = service.masterRef();
    await client.migrate(update);
    // The new version waits in the migration release; the published one is still what is served.
    expect(await migrationRelease(path.join(work, "repository"))).toEqual([
      expect.objectContaining({
        id: published.id,
        uid: "aviso-legal",
        tags: ["legal"],
        data: expect.objectContaining({ meta_title: "Aviso legal y privacidad" }),
      }),
    ]);
    expect(service.masterRef()).toBe(masterRef);
    expect(await read()).toEqual(published);

    const { totalItems } = await client.publishMigrationRelease();
    expect(totalItems).toBe(1);
    const after = await read();
    expect(after.id).toBe(published.id);
    expect(after.first_publication_date).toBe(published.first_publication_date);
    expect(after.last_publication_date > published.last_publication_date).toBe(true);
    expect(after.tags).toEqual(["legal"]);
    expect(prismic.asText(after.data.title as prismic.RichTextField)).toBe("Aviso legal y privacidad");
    expect(
      (
        await prismic
          .createClient(REPOSITORY, { documentAPIEndpoint: service.apiEndpoint })
          .getAllByType("page", { lang: "es-es" })
      ).filter((doc) => doc.uid === "aviso-legal"),
    ).toHaveLength(1);
    expect(await migrationRelease(path.join(work, "repository"))).toEqual([]);
  }, 30_000);

  test("requests without the write token are refused", async () => {
    const response = await fetch(`${service.url}/migration-api/documents`, {
      method: "POST",
      headers: { repository: REPOSITORY },
      body: "{}",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid write token" });
    const other = await fetch(`${service.url}/asset-api/assets`, { headers: headers({ repository: "otro-repo" }) });
    expect(other.status).toBe(403);
  });
});

describe("Asset API", () => {
  test("an upload keeps its metadata, is listed, and metadata over 500 characters is refused", async () => {
    await pause();
    const client = writeClient(service);
    const png = await fs.readFile(path.join(ROOT, "content/assets/pages/equipo.jpg"));
    const migration = prismic.createMigration();
    const registered = migration.createAsset(new File([png], "equipo.jpg"), "equipo.jpg", {
      alt: "El equipo",
      notes: "nota",
    });
    await client.migrate(migration);
    const asset = registered.asset as NonNullable<prismic.PrismicMigrationAsset["asset"]>;
    expect(asset).toMatchObject({
      filename: "equipo.jpg",
      kind: "image",
      alt: "El equipo",
      notes: "nota",
      extension: "jpg",
    });
    expect(asset.width).toBeGreaterThan(0);
    const served = await fetch(asset.url);
    expect(served.status).toBe(200);

    const list = await fetch(`${service.url}/asset-api/assets?limit=100`, { headers: headers() });
    expect((await list.json()).items.map((item: { id: string }) => item.id)).toContain(asset.id);

    await pause();
    const form = new FormData();
    form.append("file", new File([png], "x.jpg"));
    form.append("notes", "n".repeat(501));
    const tooLong = await fetch(`${service.url}/asset-api/assets`, { method: "POST", headers: headers(), body: form });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: '"notes" is longer than 500 characters' });
  }, 15_000);
});
