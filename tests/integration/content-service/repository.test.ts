import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, startFixtureService, type ContentService } from "./contentServiceHelpers";

const ROOT = path.resolve(__dirname, "../../..");

let service: ContentService;

beforeAll(async () => {
  service = await startFixtureService();
});
afterAll(async () => {
  await service.close();
});

describe("repository endpoint", () => {
  it("answers what Prismic's /api/v2 answers", async () => {
    const response = await fetch(service.apiEndpoint);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await response.json();
    expect(body.refs[0]).toEqual({ id: "master", ref: service.masterRef(), label: "Master", isMasterRef: true });
    expect(body.refs[1]).toMatchObject({ id: "primavera-2025", label: "Primavera 2025", isMasterRef: false });
    expect(body.languages.map((lang: { id: string }) => lang.id)).toEqual(["es-es", "es-co"]);
    expect(body.types.product).toBe("Producto");
    expect(body.tags).toEqual(["blog", "catalogo", "destacado", "dolor", "institucional", "sueno"]);
    expect(body.forms.everything.action).toBe(`${service.apiEndpoint}/documents/search`);
    expect(body.forms.everything.fields.q).toEqual({ type: "String", multiple: true });
    expect(body).toMatchObject({ bookmarks: {}, license: "All Rights Reserved", integrationFieldsRef: null });
    expect(body.experiments).toEqual({ draft: [], running: [] });
  });

  it("gives the client its refs", async () => {
    const client = createClient(service);
    expect((await client.getMasterRef()).ref).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await client.getReleaseByLabel("Primavera 2025")).id).toBe("primavera-2025");
    expect(await client.getTags()).toContain("destacado");
  });
});

describe("the repository's types (issue 42)", () => {
  it("are the models' types with their labels; repository.json may list others, and a copy away from its models takes its documents' types", async () => {
    const typesOf = async (contentDir: string, modelsDir?: string | null) => {
      const service = await startFixtureService({ contentDir, modelsDir });
      try {
        return (await (await fetch(service.apiEndpoint)).json()).types as Record<string, string>;
      } finally {
        await service.close();
      }
    };
    const models = await fs.readdir(path.join(ROOT, "customtypes"));
    const labels = await Promise.all(
      models.map(
        async (id) => JSON.parse(await fs.readFile(path.join(ROOT, "customtypes", id, "index.json"), "utf8")).label,
      ),
    );
    expect(await typesOf(path.join(ROOT, "content"))).toEqual(
      Object.fromEntries(models.map((id, n) => [id, labels[n]])),
    );

    const copy = await fs.mkdtemp(path.join(os.tmpdir(), "repository-types-"));
    try {
      await fs.cp(path.join(ROOT, "content"), copy, { recursive: true });
      expect(Object.keys(await typesOf(copy, null)).sort()).toEqual(
        (await fs.readdir(path.join(copy, "documents"))).sort(),
      );
      const config = JSON.parse(await fs.readFile(path.join(copy, "repository.json"), "utf8"));
      await fs.writeFile(
        path.join(copy, "repository.json"),
        JSON.stringify({ ...config, types: { product: "Medicamento", extra: "Otro" } }),
      );
      expect(await typesOf(copy, ROOT)).toMatchObject({
        product: "Medicamento",
        extra: "Otro",
        faq: "Pregunta frecuente",
      });
    } finally {
      await fs.rm(copy, { recursive: true, force: true });
    }
  });
});

describe("HTTP details", () => {
  it("serves the repository under any name prefix when no names are configured", async () => {
    const response = await fetch(`${service.url}/laboratorios-alba/api/v2`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.forms.everything.action).toBe(`${service.url}/laboratorios-alba/api/v2/documents/search`);
    const search = await fetch(body.forms.everything.action + `?ref=${service.masterRef()}`);
    expect((await search.json()).total_results_size).toBe(13);
  });

  it("answers CORS preflights, HEAD without a body, and 405 for other methods", async () => {
    const preflight = await fetch(service.apiEndpoint, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const head = await fetch(service.apiEndpoint, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await fetch(service.apiEndpoint, { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("requires ref on searches (400 naming the master ref)", async () => {
    const response = await fetch(`${service.apiEndpoint}/documents/search`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      type: "api_validation_error",
      message: `Missing mandatory parameter 'ref'. Master ref is: ${service.masterRef()}`,
    });
  });

  it("reports health on the admin API", async () => {
    expect(await (await fetch(`${service.url}/__admin/health`)).json()).toEqual({ ok: true });
  });
});
