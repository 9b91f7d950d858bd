import fs from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import * as customTypes from "@prismicio/custom-types-client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REPOSITORY, ROOT, startEmptyRepository, temporaryDir, WRITE_TOKEN, writeClient, type ContentService } from "./harness";

/** The local service's write side answers as Prismic's does, to the unmodified clients and to raw requests. */
let work: string;
let service: ContentService;
const pageModel = () => fs.readFile(path.join(ROOT, "customtypes/page/index.json"), "utf8").then(JSON.parse);
const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${WRITE_TOKEN}`, repository: REPOSITORY, ...extra });
const pause = () => new Promise((resolve) => setTimeout(resolve, 1100)); // one write a second, as Prismic

beforeAll(async () => {
  work = await temporaryDir("write-apis");
  service = await startEmptyRepository(path.join(work, "repository"));
  const client = customTypes.createClient({ repositoryName: REPOSITORY, token: WRITE_TOKEN, endpoint: `${service.url}/customtypes-api` });
  await client.insertCustomType(await pageModel());
});
afterAll(async () => {
  await service?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe("Custom Types API", () => {
  test("inserting an existing custom type is a conflict; updating a missing one is not found; a bad token is refused", async () => {
    const client = customTypes.createClient({ repositoryName: REPOSITORY, token: WRITE_TOKEN, endpoint: `${service.url}/customtypes-api` });
    await expect(client.insertCustomType(await pageModel())).rejects.toBeInstanceOf(customTypes.ConflictError);
    await expect(client.updateCustomType({ ...(await pageModel()), id: "no_such_type" })).rejects.toBeInstanceOf(customTypes.NotFoundError);
    const intruder = customTypes.createClient({ repositoryName: REPOSITORY, token: "wrong", endpoint: `${service.url}/customtypes-api` });
    await expect(intruder.getAllCustomTypes()).rejects.toBeInstanceOf(customTypes.UnauthorizedError);
    // The inserted type is now one the Content API lists.
    const repository = await prismic.createClient(REPOSITORY, { documentAPIEndpoint: service.apiEndpoint }).getRepository();
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
      body: JSON.stringify({ title: "Aviso", type: "page", uid: "aviso", lang: "es-es", data: { image: { id: "nope", dimensions: { width: 1, height: 1 } } } }),
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
    const send = () => fetch(`${service.url}/migration-api/documents`, { method: "POST", headers: headers({ "content-type": "application/json" }), body: "{}" });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(400);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("1");
    expect(await second.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  });

  test("malformed requests get a 4xx, never a 5xx", async () => {
    const cases: [string, RequestInit][] = [
      ["/migration-api/documents/%E0%A4%A", { method: "PUT", headers: headers({ "content-type": "application/json" }), body: "{}" }],
      ["/migration-api/documents", { method: "POST", headers: headers({ "content-type": "application/json" }), body: "{not json" }],
      ["/asset-api/assets", { method: "POST", headers: headers({ "content-type": "multipart/form-data; boundary=x" }), body: "--x\r\nbroken" }],
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

  test("requests without the write token are refused", async () => {
    const response = await fetch(`${service.url}/migration-api/documents`, { method: "POST", headers: { repository: REPOSITORY }, body: "{}" });
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
    const registered = migration.createAsset(new File([png], "equipo.jpg"), "equipo.jpg", { alt: "El equipo", notes: "nota" });
    await client.migrate(migration);
    const asset = registered.asset as NonNullable<prismic.PrismicMigrationAsset["asset"]>;
    expect(asset).toMatchObject({ filename: "equipo.jpg", kind: "image", alt: "El equipo", notes: "nota", extension: "jpg" });
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
