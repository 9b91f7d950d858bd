import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { loadStore } from "@services/content/server.mjs";
import {
  FIXTURE_DIR,
  copyFixture,
  createClient,
  ids,
  rejectionOf,
  startFixtureService,
  writeJson,
  type ContentService,
} from "./contentServiceHelpers";

// tests/fixtures/content/drafts/: prod-nux edited ("Nux Vomica 15CH — borrador", price 6.5),
// prod-ruta new (es-es, category cat-dolor), page-trabaja-co new (es-co).
const EDITED_TITLE = "Nux Vomica 15CH — borrador";
const routes: prismic.Route[] = [
  { type: "product", path: "/:lang?/productos/:category/:uid", resolvers: { category: "category" } },
  { type: "page", path: "/:lang?/:uid" },
];

let service: ContentService;
const temporary: string[] = [];

beforeAll(async () => {
  service = await startFixtureService();
});
afterAll(async () => {
  await service.close();
});
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function fixtureCopy(): Promise<string> {
  const dir = await copyFixture();
  temporary.push(dir);
  return dir;
}

const titleOf = (doc: prismic.PrismicDocument) => prismic.asText(doc.data.title as prismic.RichTextField);

/** A preview-ref client, as @prismicio/next makes one from the preview cookie. */
function previewClient(ref: string, config: prismic.ClientConfig = {}) {
  const client = createClient(service, config);
  client.queryContentFromRef(ref);
  return client;
}

/** GET /preview without following the redirect. */
function startPreview(target: ContentService, query: string) {
  return fetch(`${target.url}/preview${query}`, { redirect: "manual" });
}

describe("drafts are invisible outside previews", () => {
  it("master shows neither the edited nor the new drafts", async () => {
    const master = createClient(service);
    expect(titleOf(await master.getByUID("product", "nux-vomica"))).toBe("Nux Vomica 15CH");
    expect(await rejectionOf(master.getByUID("product", "ruta-graveolens"))).toBeInstanceOf(prismic.NotFoundError);
    expect(await rejectionOf(master.getByID("prod-ruta"))).toBeInstanceOf(prismic.NotFoundError);
    expect(await master.getAllByType("product", { lang: "*" })).toHaveLength(6);
    expect(ids(await master.dangerouslyGetAll({ lang: "*" }))).not.toContain("page-trabaja-co");
  });

  it("releases show neither", async () => {
    const release = createClient(service);
    release.queryContentFromReleaseByID("primavera-2025");
    expect(titleOf(await release.getByUID("product", "nux-vomica"))).toBe("Nux Vomica 15CH");
    expect(await rejectionOf(release.getByUID("product", "ruta-graveolens"))).toBeInstanceOf(prismic.NotFoundError);
  });

  it("the repository endpoint lists master and release refs only, and master tags only", async () => {
    const { ref } = service.createPreviewRef();
    const repository = await createClient(service).getRepository();
    expect(repository.refs.map((entry) => entry.ref)).toEqual([
      service.masterRef(),
      service.releaseRef("primavera-2025"),
    ]);
    expect(JSON.stringify(repository)).not.toContain(ref);
    expect(repository.tags).not.toContain("ruta");
  });

  it("drafts do not count in the documents and do not change the master ref", async () => {
    const dir = await fixtureCopy();
    await fs.rm(path.join(dir, "drafts"), { recursive: true });
    const withoutDrafts = await loadStore(dir);
    const withDrafts = await loadStore(FIXTURE_DIR);
    expect(withDrafts.contentHash).toBe(withoutDrafts.contentHash);
    expect(withDrafts.master.size).toBe(17);
    expect(withDrafts.drafts.size).toBe(3);
    expect(withoutDrafts.drafts.size).toBe(0);
  });
});

describe("preview refs show the drafts", () => {
  it("over master: the edited version replaces the published one, new documents are added", async () => {
    const created = await fetch(`${service.url}/__admin/preview-refs`, { method: "POST", body: "{}" });
    expect(created.status).toBe(201);
    const { ref } = await created.json();
    const preview = previewClient(ref);

    const edited = await preview.getByUID("product", "nux-vomica");
    expect(edited.id).toBe("prod-nux");
    expect(titleOf(edited)).toBe(EDITED_TITLE);
    expect(edited.data.price).toBe(6.5);

    const added = await preview.getByUID("product", "ruta-graveolens");
    expect(added.id).toBe("prod-ruta");
    expect(added.data.category).toMatchObject({ id: "cat-dolor", uid: "dolor-y-traumatismos", isBroken: false });
    expect(await preview.getAllByType("product")).toHaveLength(6); // es-es: 5 published + 1 new
    expect((await preview.getByUID("page", "trabaje-con-nosotros", { lang: "es-co" })).id).toBe("page-trabaja-co");
    expect(await preview.getAllByTag("novedad")).toHaveLength(1);
  });

  it("over a release: the release's changes and the drafts together", async () => {
    const { ref } = service.createPreviewRef({ release: "primavera-2025" });
    const preview = previewClient(ref);
    expect((await preview.getByUID("product", "arnica-montana-9ch")).data.price).toBe(8.5);
    expect((await preview.getByUID("product", "echinacea")).id).toBe("prod-echinacea");
    expect(titleOf(await preview.getByUID("product", "nux-vomica"))).toBe(EDITED_TITLE);
    expect((await preview.getByUID("product", "ruta-graveolens")).id).toBe("prod-ruta");
  });

  it("an expired preview ref (ttlMs) answers PreviewTokenExpiredError through the client", async () => {
    const created = await fetch(`${service.url}/__admin/preview-refs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ttlMs: 0 }),
    });
    const { ref, expiresAt } = await created.json();
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now());
    const error = await rejectionOf(previewClient(ref).getByUID("product", "ruta-graveolens"));
    expect(error).toBeInstanceOf(prismic.PreviewTokenExpiredError);
  });

  it("client.resolvePreviewURL with token and documentId gives the draft's route-resolved URL", async () => {
    const { ref } = service.createPreviewRef();
    const client = createClient(service, { routes });
    expect(await client.resolvePreviewURL({ documentID: "prod-ruta", previewToken: ref, defaultURL: "/" })).toBe(
      "/productos/dolor-y-traumatismos/ruta-graveolens",
    );
    expect(await client.resolvePreviewURL({ documentID: "page-trabaja-co", previewToken: ref, defaultURL: "/" })).toBe(
      "/es-co/trabaje-con-nosotros",
    );
    // As @prismicio/next's redirectToPreviewURL calls it: token and documentId from the request.
    const fromRequest = createClient(service, { routes });
    fromRequest.enableAutoPreviewsFromReq({ query: { token: ref, documentId: "prod-ruta" }, headers: {} });
    expect(await fromRequest.resolvePreviewURL({ defaultURL: "/" })).toBe(
      "/productos/dolor-y-traumatismos/ruta-graveolens",
    );
    // A draft that no route resolves (no category) falls back to defaultURL, as with Prismic.
    expect(await client.resolvePreviewURL({ documentID: "prod-nux", previewToken: ref, defaultURL: "/" })).toBe("/");
  });

  it("see draft changes after a reload without a new master ref", async () => {
    const dir = await fixtureCopy();
    const local = await startFixtureService({ contentDir: dir });
    try {
      const masterRef = local.masterRef();
      const file = path.join(dir, "drafts/product/ruta-graveolens.es-es.json");
      const draft = JSON.parse(await fs.readFile(file, "utf8"));
      draft.data.title[0].text = "Ruta Graveolens 5CH — segunda versión";
      await writeJson(file, draft);
      const result = await local.reload();
      expect(result).toMatchObject({ changed: false, masterRef, documents: 17, drafts: 3, webhookDocuments: null });
      expect(local.masterRef()).toBe(masterRef);
      const { ref } = local.createPreviewRef();
      const preview = createClient(local);
      preview.queryContentFromRef(ref);
      expect(titleOf(await preview.getByID("prod-ruta"))).toBe("Ruta Graveolens 5CH — segunda versión");
    } finally {
      await local.close();
    }
  });
});

describe("GET /preview (the preview button)", () => {
  it("creates a preview ref, sets the io.prismic.preview cookie and redirects to the es-es site", async () => {
    const response = await startPreview(service, "?documentId=prod-ruta");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/api/preview");
    expect(location.searchParams.get("documentId")).toBe("prod-ruta");
    const token = location.searchParams.get("token") ?? "";
    // Prismic's shape: the preview session's URL, with websitePreviewId.
    expect(token).toMatch(
      /^http:\/\/localhost:\d+\/previews\/[\w-]{22}:[A-Za-z0-9]{16}\?websitePreviewId=[A-Za-z0-9]{16}$/,
    );

    // The cookie in the JSON form Prismic's toolbar writes.
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toBe(
      `io.prismic.preview=${encodeURIComponent(JSON.stringify({ "local.prismic.io": { preview: token } }))}; Path=/; SameSite=Lax`,
    );
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers.get("cache-control")).toBe("no-store");

    // The site's client reads the cookie (enableAutoPreviewsFromReq) and sees the drafts.
    const cookieHeader = cookie.split(";")[0];
    const client = createClient(service, { routes });
    client.enableAutoPreviewsFromReq({ headers: { cookie: `other=1; ${cookieHeader}` } });
    expect((await client.getByUID("product", "ruta-graveolens")).id).toBe("prod-ruta");
    expect(titleOf(await client.getByUID("product", "nux-vomica"))).toBe(EDITED_TITLE);
    // …and @prismicio/next resolves the redirect target from token + documentId.
    const resolver = createClient(service, { routes });
    expect(await resolver.resolvePreviewURL({ documentID: "prod-ruta", previewToken: token, defaultURL: "/" })).toBe(
      "/productos/dolor-y-traumatismos/ruta-graveolens",
    );
  });

  it("sends es-co documents to the es-co site, and published documents too", async () => {
    const co = new URL((await startPreview(service, "?documentId=page-trabaja-co")).headers.get("location") ?? "");
    expect(co.origin).toBe("http://127.0.0.1:3001");
    const published = await startPreview(service, "?documentId=page-quienes-somos-co");
    expect(published.status).toBe(302);
    expect(new URL(published.headers.get("location") ?? "").origin).toBe("http://127.0.0.1:3001");
  });

  it("previews within a release when asked", async () => {
    const response = await startPreview(service, "?documentId=prod-echinacea&release=primavera-2025");
    expect(response.status).toBe(302);
    const token = new URL(response.headers.get("location") ?? "").searchParams.get("token") ?? "";
    const preview = previewClient(token);
    expect((await preview.getByUID("product", "echinacea")).id).toBe("prod-echinacea");
    expect((await preview.getByUID("product", "ruta-graveolens")).id).toBe("prod-ruta");
    // without the release, the release-only document is unknown
    expect((await startPreview(service, "?documentId=prod-echinacea")).status).toBe(404);
  });

  it("uses the previewSites option (site URLs with a path, no trailing slash)", async () => {
    const custom = await startFixtureService({ previewSites: { "es-es": "https://preview.example/es/" } });
    try {
      const location = (await startPreview(custom, "?documentId=prod-nux")).headers.get("location") ?? "";
      expect(location).toMatch(
        /^https:\/\/preview\.example\/es\/api\/preview\?token=http%3A%2F%2Flocalhost%3A\d+%2Fpreviews%2F[\w-]+%3A\w+%3FwebsitePreviewId%3D\w+&documentId=prod-nux$/,
      );
      const noSite = await startPreview(custom, "?documentId=page-trabaja-co");
      expect(noSite.status).toBe(404);
      expect(await noSite.text()).toContain("CONTENT_PREVIEW_SITES");
    } finally {
      await custom.close();
    }
  });

  it("answers Spanish HTML errors: 400 without documentId, 404 for unknown documents and releases", async () => {
    const missing = await startPreview(service, "");
    expect(missing.status).toBe(400);
    expect(missing.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(missing.headers.get("set-cookie")).toBeNull();
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<html lang="es">');
    expect(missingHtml).toContain("Falta el documento");

    const unknown = await startPreview(service, "?documentId=%3Cscript%3Enope");
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain("No encontramos ese documento");
    expect(unknownHtml).toContain("&#60;script&#62;nope");
    expect(unknownHtml).not.toContain("<script>");

    const release = await startPreview(service, "?documentId=prod-nux&release=otono");
    expect(release.status).toBe(404);
    expect(await release.text()).toContain("Ese lanzamiento no existe");
  });

  it("is not behind the API access token (a browser cannot send it)", async () => {
    const guarded = await startFixtureService({ accessToken: "secreto" });
    try {
      expect((await fetch(guarded.apiEndpoint)).status).toBe(401);
      expect((await startPreview(guarded, "?documentId=prod-ruta")).status).toBe(302);
      expect((await fetch(`${guarded.url}/drafts`)).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe("GET /drafts", () => {
  it("lists every draft with its title, type, language and a Previsualizar link", async () => {
    const response = await fetch(`${service.url}/drafts`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<caption>3 borradores</caption>");
    for (const [title, id] of [
      ["Ruta Graveolens 5CH", "prod-ruta"],
      [EDITED_TITLE, "prod-nux"],
      ["Trabaje con nosotros", "page-trabaja-co"],
    ]) {
      expect(html).toContain(title);
      expect(html).toContain(`href="/preview?documentId=${id}"`);
      expect(html).toContain(`href="/preview?documentId=${id}&#38;release=primavera-2025"`);
    }
    expect(html).toContain("Producto <code>product</code>");
    expect(html).toContain("Spanish - Colombia <code>es-co</code>");
    expect(html).toContain("Cambios sin publicar");
    expect(html).toContain("Nuevo, sin publicar");
    expect(html).toMatch(/Previsualizar<span class="visually-hidden"> «Ruta Graveolens 5CH»<\/span><\/a>/);

    // the link works
    const href = /href="(\/preview\?documentId=prod-ruta)"/.exec(html)?.[1] ?? "";
    expect((await fetch(`${service.url}${href}`, { redirect: "manual" })).status).toBe(302);
  });

  it("says when there are none; the index names both pages", async () => {
    const dir = await fixtureCopy();
    await fs.rm(path.join(dir, "drafts"), { recursive: true });
    const empty = await startFixtureService({ contentDir: dir });
    try {
      expect(await (await fetch(`${empty.url}/drafts`)).text()).toContain("No hay borradores.");
      expect(await (await fetch(`${empty.url}/`)).json()).toMatchObject({
        drafts: `${empty.url}/drafts`,
        preview: `${empty.url}/preview?documentId=<id>`,
      });
    } finally {
      await empty.close();
    }
  });
});

describe("draft validation at start-up", () => {
  const cases: Array<[string, (dir: string) => Promise<void>, RegExp]> = [
    [
      "malformed JSON",
      (dir) => fs.writeFile(path.join(dir, "drafts/product/ruta-graveolens.es-es.json"), "{"),
      /^content service: .*drafts\/product\/ruta-graveolens\.es-es\.json: malformed JSON \(/,
    ],
    [
      "an unknown type",
      (dir) =>
        writeJson(path.join(dir, "drafts/x.json"), {
          id: "d1",
          type: "prodct",
          lang: "es-es",
          first_publication_date: "2025-01-01",
          data: {},
        }),
      /drafts\/x\.json: unknown type "prodct"/,
    ],
    [
      "a uid used by another published document",
      (dir) =>
        writeJson(path.join(dir, "drafts/y.json"), {
          id: "d2",
          uid: "contacto",
          type: "page",
          lang: "es-es",
          first_publication_date: "2025-01-01",
          data: {},
        }),
      /drafts\/y\.json: duplicate uid "contacto" for type "page" and lang "es-es" \(also in .*documents\/page\/contacto\.es-es\.json\)$/,
    ],
    [
      "two drafts of one document",
      (dir) =>
        writeJson(path.join(dir, "drafts/z.json"), {
          id: "prod-ruta",
          type: "product",
          lang: "es-es",
          first_publication_date: "2025-01-01",
          data: {},
        }),
      /: duplicate id "prod-ruta" \(also in .*drafts\/.*\)$/,
    ],
    [
      "a draft changing its document's type",
      (dir) =>
        writeJson(path.join(dir, "drafts/w.json"), {
          id: "page-contacto",
          uid: "contacto-2",
          type: "product",
          lang: "es-es",
          first_publication_date: "2025-01-01",
          data: {},
        }),
      /drafts\/w\.json: draft of "page-contacto" changes its type from "page" to "product"/,
    ],
    [
      "a missing image",
      (dir) =>
        writeJson(path.join(dir, "drafts/v.json"), {
          id: "d3",
          type: "page",
          lang: "es-es",
          first_publication_date: "2025-01-01",
          data: { hero: { url: "/assets/nope.jpg" } },
        }),
      /drafts\/v\.json: image "\/assets\/nope\.jpg" not found/,
    ],
  ];
  for (const [what, breakIt, message] of cases) {
    it(`stops on ${what}, naming the draft file`, async () => {
      const dir = await fixtureCopy();
      await breakIt(dir);
      const error = await rejectionOf(startFixtureService({ contentDir: dir }));
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain("\n");
    });
  }
});
