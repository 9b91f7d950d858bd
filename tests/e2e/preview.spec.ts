import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { renderSliceMock } from "@prismicio/mocks";
import { CONTENT_SERVICE, projectLocale, seedHas, sliceMocks, STACK } from "@tests/e2e/support/projectSite";

/**
 * Issue 6: staff preview drafts on the real site. Drafts live in the local content service
 * (content/drafts); its /preview entry point does what Prismic's preview button does. Preview is
 * per browser (cookies), so these tests run beside the others. Drafts are es-es: es site only.
 */
const CONTENT = CONTENT_SERVICE;
const ES = STACK.siteUrl("es");
const ADMIN = `${CONTENT}/__admin`;
const DRAFT = {
  uid: "equinacea-purpurea-gotas",
  name: "Equinácea Purpúrea gotas orales",
  path: "/nuestros-productos/equinacea-purpurea-gotas",
};
const EDITED = {
  path: "/nuestros-productos/arnica-montana-9ch",
  published: "Árnica Montana 9 CH",
  draft: "Árnica Montana 9 CH – nuevo envase",
};

test.beforeEach(({}, info) => {
  test.skip(!seedHas("drafts", "product", "arnica-montana-9ch", projectLocale(info)), "the seed drafts are es-es");
});

/** The id of a document as a preview ref sees it (drafts included). */
async function draftDocumentId(page: Page, uid: string): Promise<string> {
  const ref = await previewRef(page);
  const query = new URLSearchParams({ ref, lang: "es-es", q: `[[at(my.product.uid, "${uid}")]]` });
  const response = await page.request.get(`${CONTENT}/api/v2/documents/search?${query}`);
  const body = (await response.json()) as { results: { id: string }[] };
  expect(body.results).toHaveLength(1);
  return body.results[0].id;
}

async function previewRef(page: Page, ttlMs?: number): Promise<string> {
  const response = await page.request.post(`${ADMIN}/preview-refs`, { data: ttlMs === undefined ? {} : { ttlMs } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { ref: string }).ref;
}

/** The editor comes back to the page (focus), as after opening a preview in another tab. */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("focus")));

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const previewBar = (page: Page) => page.getByRole("region", { name: "Vista previa" });

test("a draft product is invisible to visitors and visible after entering preview through the local preview button", async ({
  page,
  browser,
}) => {
  expect((await page.goto(DRAFT.path))?.status()).toBe(404);
  await expect(previewBar(page)).toHaveCount(0);

  const documentId = await draftDocumentId(page, DRAFT.uid);
  await page.goto(`${CONTENT}/preview?documentId=${documentId}`);
  await expect(page).toHaveURL(`${ES}${DRAFT.path}`);
  await expect(heading(page)).toHaveText(DRAFT.name);
  await expect(previewBar(page)).toBeVisible();
  await expect(previewBar(page)).toContainText("contenido sin publicar");

  // Nothing rendered in preview is served to the public, nor cached for it.
  const previewResponse = await page.request.get(DRAFT.path);
  expect(previewResponse.headers()["cache-control"]).toMatch(/no-store|private/);
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(`${ES}${DRAFT.path}`))?.status()).toBe(404);
    await visitorPage.goto(`${ES}${EDITED.path}`);
    await expect(heading(visitorPage)).toHaveText(EDITED.published);
    await expect(previewBar(visitorPage)).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // The edited version of a published product, in the same preview session.
  await page.goto(EDITED.path);
  await expect(heading(page)).toHaveText(EDITED.draft);
});

test("leaving preview from the bar restores published content and keeps the scroll position", async ({ page }) => {
  await page.goto(`${CONTENT}/preview?documentId=${await draftDocumentId(page, "arnica-montana-9ch")}`);
  await expect(heading(page)).toHaveText(EDITED.draft);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

  await previewBar(page).getByRole("button", { name: "Salir de la vista previa" }).click();
  await expect(heading(page)).toHaveText(EDITED.published);
  await expect(previewBar(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("io.prismic.preview");
});

test("preview starts when the preview cookie appears and ends when it goes, without scrolling", async ({
  page,
  context,
}) => {
  await page.goto(EDITED.path);
  await expect(heading(page)).toHaveText(EDITED.published);
  await page.evaluate(() => window.scrollTo(0, 400));

  await context.addCookies([
    { name: "io.prismic.preview", value: encodeURIComponent(await previewRef(page)), url: ES },
  ]);
  // A visitor's page does not poll the cookie (issue 31): it looks when the editor comes back to it.
  await refocus(page);
  await expect(heading(page)).toHaveText(EDITED.draft, { timeout: 10_000 });
  await expect(previewBar(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(400);

  await context.clearCookies({ name: "io.prismic.preview" });
  await expect(heading(page)).toHaveText(EDITED.published, { timeout: 10_000 });
  await expect(previewBar(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test("a visitor's page does not keep reading the cookie jar for the preview bar", async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    const counted = window as unknown as { cookieReads: number };
    counted.cookieReads = 0;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get() {
        counted.cookieReads += 1;
        return descriptor.get!.call(document);
      },
      set(value: string) {
        descriptor.set!.call(document, value);
      },
    });
  });
  await page.goto(EDITED.path);
  await expect(heading(page)).toHaveText(EDITED.published);
  const before = await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads);
  await page.clock.runFor(30_000);
  expect(await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads)).toBe(before);
});

test("a failed preview start is only logged to the console", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(EDITED.path);
  await context.addCookies([
    { name: "io.prismic.preview", value: encodeURIComponent(await previewRef(page, 1)), url: ES },
  ]);
  await refocus(page);
  await expect.poll(() => errors.some((text) => text.includes("[preview] could not start"))).toBe(true);
  await expect(heading(page)).toHaveText(EDITED.published);
  await expect(previewBar(page)).toHaveCount(0);
});

test("an expired preview token or an unknown document shows a clear Spanish page, not a 500", async ({ page }) => {
  const documentId = await draftDocumentId(page, DRAFT.uid);
  const expiredToken = await previewRef(page, 1);
  const expired = await page.goto(`/api/preview?token=${encodeURIComponent(expiredToken)}&documentId=${documentId}`);
  expect(expired?.status()).toBe(410);
  await expect(heading(page)).toHaveText("No se puede abrir la vista previa");
  await expect(page.getByText("El enlace de vista previa ha caducado")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a la página de inicio" })).toHaveAttribute("href", "/");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__prerender_bypass");

  const unknown = await page.goto(
    `/api/preview?token=${encodeURIComponent(await previewRef(page))}&documentId=NoExisteEsteDocumento`,
  );
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("no existe o se ha eliminado")).toBeVisible();

  const missing = await page.goto("/api/preview");
  expect(missing?.status()).toBe(400);
  await expect(page.getByText("Falta el identificador de la vista previa")).toBeVisible();
});

test("preview never redirects to another origin", async ({ page }) => {
  const token = encodeURIComponent(await previewRef(page));
  const response = await page.request.get(`/api/preview?token=${token}`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/");
  const exit = await page.request.get("/api/exit-preview?redirect=//evil.example/", { maxRedirects: 0 });
  expect(exit.status()).toBe(303);
  expect(exit.headers().location).toBe("/");
  expect(exit.headers()["cache-control"]).toBe("no-store");
});

test("/auth tells staff whether preview is on and lets them leave it", async ({ page }) => {
  // Whether preview is on comes from the server's render: the page loads no framework JavaScript.
  const frameworkScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().includes("/_next/static/"))
      frameworkScripts.push(request.url());
  });
  await page.goto("/auth");
  await expect(heading(page)).toHaveText("Acceso a la vista previa");
  await expect(page.getByTestId("preview-status")).toContainText("no está activada");

  await page.goto(`${CONTENT}/preview?documentId=${await draftDocumentId(page, DRAFT.uid)}`);
  await expect(heading(page)).toHaveText(DRAFT.name);
  await page.goto("/auth");
  await expect(page.getByTestId("preview-status")).toContainText("está activada");
  await page.getByTestId("preview-status").getByRole("button", { name: "Salir de la vista previa" }).click();
  await expect(page.getByTestId("preview-status")).toContainText("no está activada");
  await expect(previewBar(page)).toHaveCount(0);
  expect(frameworkScripts).toEqual([]);
});

test.describe("slice simulator", () => {
  const SLICES_DIR = path.resolve("src/slices");
  const readJson = (folder: string, file: string) =>
    JSON.parse(fs.readFileSync(path.join(SLICES_DIR, folder, file), "utf8"));
  const libraries = fs
    .readdirSync(SLICES_DIR)
    .filter((folder) => fs.existsSync(path.join(SLICES_DIR, folder, "model.json")))
    .map((folder) => ({
      model: readJson(folder, "model.json") as { id: string; variations: { id: string }[] },
      mocks: sliceMocks(folder) as { variation: string }[],
    }));
  const variations = libraries.flatMap(({ model }) =>
    model.variations.map((variation) => `${model.id}/${variation.id}`),
  );
  /** Every mock as Slice Machine sends it to the simulator: rendered to the Content API's shape. */
  const mockSlices = () =>
    libraries.flatMap(({ model, mocks }) => mocks.map((mock) => renderSliceMock(model as never, mock as never)));

  test("renders every shared slice and variation from its mocks, with no site frame and no third-party scripts", async ({
    page,
  }) => {
    const foreignRequests: string[] = [];
    page.on("request", (request) => {
      if (![ES, CONTENT].some((origin) => request.url().startsWith(`${origin}/`))) foreignRequests.push(request.url());
    });
    await page.goto("/slice-simulator");
    await expect(page.getByRole("heading", { level: 1, name: "Simulador de slices" })).toBeVisible();
    const examples = page.locator("[data-slice-example]");
    await expect(examples).toHaveCount(variations.length);
    expect(await examples.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slice-example")))).toEqual(
      expect.arrayContaining(variations),
    );
    for (const variation of variations) {
      const [sliceType, variationId] = variation.split("/");
      await expect(
        page.locator(
          `[data-slice-example="${variation}"] [data-slice-type="${sliceType}"][data-slice-variation="${variationId}"]`,
        ),
      ).toBeVisible();
    }
    await expect(page.getByRole("banner")).toHaveCount(0); // no site header
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(foreignRequests).toEqual([]);
  });

  test.describe("framed", () => {
    // Pages answered by request interception play Prismic (https://<repo>.prismic.io, the only
    // origin a production simulator talks to), a local Slice Machine and a stranger (Chromium's
    // local-network checks are off in playwright.config.ts so such pages may frame localhost).
    const PRISMIC = "https://laboratorios-brezo.prismic.io";
    const SLICE_MACHINE = "http://localhost:9999";
    const STRANGER = "https://stranger.example";
    const simulatorDist = path.resolve("node_modules/@prismicio/simulator/dist");

    /** A framing page (`/?src=<path>`), the Page Builder's side of the simulator protocol (`/page-builder`) and @prismicio/simulator's files. */
    test.beforeEach(async ({ context }) => {
      for (const origin of [PRISMIC, SLICE_MACHINE, STRANGER]) {
        await context.route(`${origin}/**`, (route) => {
          const url = new URL(route.request().url());
          if (url.pathname.startsWith("/simulator/")) {
            const file = path.join(simulatorDist, path.normalize(url.pathname.slice("/simulator/".length)));
            return route.fulfill({ contentType: "text/javascript", body: fs.readFileSync(file, "utf8") });
          }
          if (url.pathname === "/page-builder") {
            return route.fulfill({
              contentType: "text/html",
              body: `<!doctype html><title>Page Builder</title><script type="module">
                import { SimulatorClient } from "/simulator/index.js";
                const iframe = document.createElement("iframe");
                iframe.style.cssText = "width:1280px;height:2000px;border:0";
                const client = new SimulatorClient(iframe);
                window.connected = client.connect();
                window.sendSlices = (slices) => client.setSliceZone(slices).then(() => true);
                iframe.src = "${ES}/slice-simulator";
                document.body.append(iframe);
              </script>`,
            });
          }
          return route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><title>frame</title><iframe src="${ES}${url.searchParams.get("src") ?? "/"}"></iframe>`,
          });
        });
      }
    });

    test("only the slice simulator may be framed, and only by Slice Machine's origins", async ({ page }) => {
      /** Where the iframe ended up: the page, or Chromium's error page when framing was refused. */
      const framedUrl = async (origin: string, target: string) => {
        await page.goto(`${origin}/?src=${encodeURIComponent(target)}`);
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
        await frame?.waitForLoadState();
        return frame?.url();
      };
      expect(await framedUrl(PRISMIC, "/slice-simulator")).toBe(`${ES}/slice-simulator`);
      expect(await framedUrl(SLICE_MACHINE, "/slice-simulator")).toBe(`${ES}/slice-simulator`);
      for (const [origin, target] of [
        [STRANGER, "/slice-simulator"],
        [PRISMIC, "/"],
        [SLICE_MACHINE, "/"],
        [SLICE_MACHINE, EDITED.path],
        [SLICE_MACHINE, "/auth"],
      ]) {
        expect(await framedUrl(origin, target), `${target} framed by ${origin}`).toMatch(/^chrome-error:/);
      }
    });

    test("inside Prismic it renders the slices the Page Builder sends through the simulator protocol", async ({
      page,
    }) => {
      await page.goto(`${PRISMIC}/page-builder`);
      await page.evaluate(() => (window as unknown as { connected: Promise<unknown> }).connected);
      const simulator = page.frameLocator("iframe");
      await expect(simulator.locator("[data-slice-example]")).toHaveCount(0); // framed: no gallery, it waits for slices
      expect(
        await page.evaluate(
          (slices) => (window as unknown as { sendSlices: (s: unknown) => Promise<boolean> }).sendSlices(slices),
          mockSlices(),
        ),
      ).toBe(true);
      for (const variation of variations) {
        const [sliceType, variationId] = variation.split("/");
        await expect(
          simulator.locator(`.slice-simulator [data-slice-type="${sliceType}"][data-slice-variation="${variationId}"]`),
        ).toBeAttached();
      }
    });
  });
});
