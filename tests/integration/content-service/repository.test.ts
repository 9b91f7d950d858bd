import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, startFixtureService, type ContentService } from "./helpers";

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
