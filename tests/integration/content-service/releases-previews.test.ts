import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import {
  createClient,
  queryValues,
  rejectionOf,
  searchRequests,
  startFixtureService,
  type ContentService,
} from "./contentServiceHelpers";

let service: ContentService;

beforeAll(async () => {
  service = await startFixtureService();
});
afterAll(async () => {
  await service.close();
});

describe("releases", () => {
  it("shows the release's changed and added documents by label; master does not", async () => {
    const release = createClient(service);
    release.queryContentFromReleaseByLabel("Primavera 2025");
    const changed = await release.getByUID("product", "arnica-montana-9ch");
    expect(changed.data.price).toBe(8.5);
    expect(prismic.asText(changed.data.title as prismic.RichTextField)).toBe("Árnica Montana 9CH — nuevo formato");
    expect((await release.getByUID("product", "echinacea")).id).toBe("prod-echinacea");
    expect(await release.getAllByType("product")).toHaveLength(6);

    const master = createClient(service);
    expect((await master.getByUID("product", "arnica-montana-9ch")).data.price).toBe(7.95);
    const missing = await rejectionOf(master.getByUID("product", "echinacea"));
    expect(missing).toBeInstanceOf(prismic.NotFoundError);
  });

  it("is reachable by release id, with its own ref", async () => {
    const release = createClient(service);
    release.queryContentFromReleaseByID("primavera-2025");
    service.requestLog.clear();
    expect((await release.getByUID("product", "arnica-montana-9ch")).data.price).toBe(8.5);
    const ref = queryValues(searchRequests(service)[0], "ref")[0];
    expect(ref).toBe(service.releaseRef("primavera-2025"));
    expect(ref).not.toBe(service.masterRef());
  });

  it("resolves links inside the release against the release's documents", async () => {
    const release = createClient(service);
    release.queryContentFromReleaseByLabel("Primavera 2025");
    const echinacea = await release.getByUID("product", "echinacea");
    expect(echinacea.data.category).toMatchObject({ id: "cat-dolor", isBroken: false });
  });
});

describe("preview refs", () => {
  it("serve a release's content until they expire, then answer PreviewTokenExpiredError", async () => {
    const created = await fetch(`${service.url}/__admin/preview-refs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ release: "primavera-2025", ttlMs: 300 }),
    });
    expect(created.status).toBe(201);
    const { ref } = await created.json();

    const preview = createClient(service);
    preview.queryContentFromRef(ref);
    expect((await preview.getByUID("product", "arnica-montana-9ch")).data.price).toBe(8.5);

    await new Promise((resolve) => setTimeout(resolve, 350));
    const error = await rejectionOf(preview.getByUID("product", "arnica-montana-9ch"));
    expect(error).toBeInstanceOf(prismic.PreviewTokenExpiredError);
    expect(error.message).toBe("This preview token has expired");
  });

  it("work with resolvePreviewURL as @prismicio/next calls it", async () => {
    const { ref } = service.createPreviewRef();
    const client = createClient(service, { routes: [{ type: "page", path: "/:uid" }] });
    const url = await client.resolvePreviewURL({ documentID: "page-contacto", previewToken: ref, defaultURL: "/" });
    expect(url).toBe("/contacto");
  });

  it("reject an unknown release", async () => {
    const response = await fetch(`${service.url}/__admin/preview-refs`, {
      method: "POST",
      body: JSON.stringify({ release: "otoño" }),
    });
    expect(response.status).toBe(400);
  });
});
