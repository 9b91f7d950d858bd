import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type ConsoleMessage, type Frame, type Page } from "@playwright/test";
import { renderSliceMock } from "@prismicio/mocks";
import {
  byAddress,
  CONTENT_SERVICE,
  isDefaultCountry,
  MAIL_SINK,
  sliceMocks,
  STACK,
} from "@tests/e2e/support/projectSite";

/**
 * Issue 18: the slice simulator as an editor meets it. Slice Machine (`npm run slicemachine`, on
 * http://localhost:9999) frames /slice-simulator of the production build and drives it with
 * @prismicio/simulator's SimulatorClient — the same client, from the same origin: a page answered by
 * request interception (Chromium's local-network checks are off in playwright.config.ts).
 */
const SLICE_MACHINE = "http://localhost:9999";
const PRISMIC = "https://laboratorios-brezo.prismic.io";
const SINK = MAIL_SINK;
const SLICES_DIR = path.resolve("src/slices");
const SIMULATOR_DIST = path.resolve("node_modules/@prismicio/simulator/dist");

type Slice = { id: string; slice_type: string; variation: string; primary: Record<string, unknown> };

/** Every variation of every shared slice, rendered from its mock as Slice Machine does before "Simulate". */
function mockSlices(): Slice[] {
  return fs
    .readdirSync(SLICES_DIR)
    .filter((folder) => fs.existsSync(path.join(SLICES_DIR, folder, "model.json")))
    .flatMap((folder) => {
      const model = JSON.parse(fs.readFileSync(path.join(SLICES_DIR, folder, "model.json"), "utf8"));
      const mocks = sliceMocks(folder) as { variation: string }[];
      return model.variations.map(
        (variation: { id: string }) =>
          renderSliceMock(model, mocks.find((mock) => mock.variation === variation.id) as never) as Slice,
      );
    });
}
const slice = (type: string) => mockSlices().find((candidate) => candidate.slice_type === type)!;

/**
 * Serves, on `origin`, Slice Machine's side of the simulator: `/sm?src=<simulator URL>` frames it and
 * exposes `connected` (the client's connect()) and `send(slices)` (setSliceZone); `/simulator/*` are
 * @prismicio/simulator's own files.
 */
async function serveSliceMachine(context: BrowserContext, origin: string) {
  await context.route(`${origin}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith("/simulator/")) {
      const file = path.join(SIMULATOR_DIST, path.normalize(url.pathname.slice("/simulator/".length)));
      return route.fulfill({ contentType: "text/javascript", body: fs.readFileSync(file, "utf8") });
    }
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Slice Machine</title><body style="margin:0"><script type="module">
        import { SimulatorClient } from "/simulator/index.js";
        const iframe = document.createElement("iframe");
        iframe.style.cssText = "display:block;width:100vw;height:100vh;border:0";
        const client = new SimulatorClient(iframe);
        window.connected = client.connect().then(() => true);
        window.send = (slices) => client.setSliceZone(slices).then(() => true);
        iframe.src = ${JSON.stringify(url.searchParams.get("src") ?? "")};
        document.body.append(iframe);
      </script>`,
    });
  });
}

/** Opens Slice Machine's simulator on the site under test; resolves once the simulator connected. */
async function simulate(page: Page, baseURL: string, origin = SLICE_MACHINE): Promise<Frame> {
  await page.goto(`${origin}/sm?src=${encodeURIComponent(`${baseURL}/slice-simulator`)}`);
  expect(await page.evaluate(() => (window as unknown as { connected: Promise<boolean> }).connected)).toBe(true);
  return page.frames().find((frame) => frame.url().endsWith("/slice-simulator"))!;
}
const send = (page: Page, slices: unknown[]) =>
  page.evaluate((s) => (window as unknown as { send: (s: unknown[]) => Promise<boolean> }).send(s), slices);

/** Console errors and uncaught exceptions of the page and its frames (hydration errors among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ context }) => {
  await serveSliceMachine(context, SLICE_MACHINE);
  await serveSliceMachine(context, PRISMIC);
  // The video player is not fetched for real: a blank page stands in for YouTube's.
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
  );
});

test("Slice Machine on localhost:9999 drives the production build: every variation renders, live, with no console or hydration error", async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const simulator = await simulate(page, baseURL!);
  for (const mock of mockSlices()) {
    const started = Date.now();
    expect(await send(page, [mock])).toBe(true);
    await expect(
      simulator.locator(
        `.slice-simulator [data-slice-type="${mock.slice_type}"][data-slice-variation="${mock.variation}"]`,
      ),
    ).toBeVisible();
    expect(Date.now() - started, `${mock.slice_type}/${mock.variation}`).toBeLessThan(2_000);
  }
  // What the editor types shows at once.
  const hero = slice("hero");
  const typed = {
    ...hero,
    primary: {
      ...hero.primary,
      title: [{ type: "heading1", text: "Nuevo titular escrito en Slice Machine", spans: [] }],
    },
  };
  const started = Date.now();
  await send(page, [typed]);
  await expect(simulator.getByRole("heading", { name: "Nuevo titular escrito en Slice Machine" })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(1_000);
  // The FAQ list mock shows its questions (the mock links seed FAQs; the simulator fills in their text).
  await send(page, [slice("faq_list")]);
  await expect(simulator.locator(".slice-simulator details summary")).toHaveCount(3);
  await expect(simulator.locator(".slice-simulator details summary").first()).toContainText(
    "¿Qué significa la dilución CH?",
  );
  expect(errors).toEqual([]);
});

test("inside the simulator the video plays, the forms check and deliver to the mail sink, and links keep the frame", async ({
  page,
  baseURL,
}, info) => {
  const errors = collectErrors(page);
  const simulator = await simulate(page, baseURL!);
  await send(page, [slice("video_embed"), slice("newsletter_signup"), slice("contact_form"), slice("card_grid")]);
  const root = simulator.locator(".slice-simulator");

  await root.getByRole("button", { name: /^Reproducir v[ií]deo/ }).click();
  await expect(root.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached();

  const newsletter = root.locator('[data-slice-type="newsletter_signup"]');
  await newsletter.getByLabel(/(Tu|Su) correo electrónico/).fill("no-es-un-correo");
  await newsletter.getByRole("button", { name: "Suscribirme" }).click();
  await expect(newsletter.getByRole("alert")).toContainText("dirección de correo válida");
  const subscriber = `simulador.${Date.now()}@example.org`;
  await newsletter.getByLabel(/(Tu|Su) correo electrónico/).fill(subscriber);
  await newsletter.getByRole("button", { name: "Suscribirme" }).click();
  await expect(newsletter.getByRole("status")).toContainText(subscriber);
  // Double opt-in: the address gets the confirmation link; the list only once it is followed.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get(`${SINK}/api/messages`)).json()))
    .toContain(subscriber);

  const contact = root.locator('[data-slice-type="contact_form"]');
  await contact.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(contact.getByText("Este campo es obligatorio.").first()).toBeVisible();
  const writer = `consulta.simulador.${Date.now()}@example.org`;
  await contact.getByLabel(/^Nombre/).fill("Marta");
  await contact.getByLabel(/^Apellidos/).fill("Iriarte");
  await contact.getByLabel(/^Correo electrónico/).fill(writer);
  await contact.getByLabel(/^(Eres|Usted es)…/).selectOption("particular");
  await contact.getByLabel(/^Mensaje/).fill("Enviada desde el simulador de slices.");
  await contact.getByRole("checkbox").check();
  await contact.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(contact.getByRole("status")).toContainText(
    byAddress(info, { tú: "Hemos recibido tu consulta", usted: "Recibimos su consulta" }),
  );
  const messages = (await (await page.request.get(`${SINK}/api/messages`)).json()) as
    { Variables?: Record<string, string> }[] | { messages: { Variables?: Record<string, string> }[] };
  expect(
    (Array.isArray(messages) ? messages : messages.messages).filter((message) => message.Variables?.email === writer)
      .length,
  ).toBeGreaterThan(0);

  // A card's link would take the frame to a page that refuses framing: it does nothing.
  await root.locator('[data-slice-type="card_grid"] a[href]').first().click();
  await page.waitForTimeout(500);
  expect(simulator.url()).toBe(`${baseURL}/slice-simulator`);
  await expect(root.locator('[data-slice-type="card_grid"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test("framed by a page that does not connect, the simulator says in Spanish what to change", async ({
  page,
  context,
  baseURL,
}) => {
  // Framed by the site itself (allowed to frame it, not to drive it): the origin is what to change.
  await context.route(`${baseURL}/frames-the-simulator`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><iframe src="/slice-simulator"></iframe>` }),
  );
  await page.goto(`${baseURL}/frames-the-simulator`);
  const refused = page.frameLocator("iframe").getByTestId("simulator-unreachable");
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused.getByRole("heading")).toHaveText("El simulador no ha podido conectar");
  await expect(refused).toContainText(
    `Esta página está dentro de ${baseURL}, y este sitio solo se deja manejar por Prismic (https://…prismic.io) y por Slice Machine en http://localhost:9999.`,
  );
  await expect(refused).toContainText(`pon SLICE_MACHINE_ORIGIN=${baseURL} en el archivo .env.local`);
  await expect(refused).toContainText(
    `localSliceSimulatorURL debe ser la dirección de esta página: ${baseURL}/slice-simulator`,
  );

  // Framed by an accepted origin that never connects: nothing to change in the site's settings.
  await context.route(`${PRISMIC}/silent`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><iframe src="${baseURL}/slice-simulator"></iframe>`,
    }),
  );
  await page.goto(`${PRISMIC}/silent`);
  const silent = page.frameLocator("iframe").getByTestId("simulator-unreachable");
  await expect(silent).toBeVisible({ timeout: 15_000 });
  await expect(silent).toContainText(
    `Esta página está dentro de ${PRISMIC}, que este sitio acepta, pero esa página no ha conectado con el simulador.`,
  );
  await expect(silent).not.toContainText("SLICE_MACHINE_ORIGIN=");
  await expect(silent).toContainText("Recarga la pestaña del simulador");
});

test("opened on its own the simulator loads with no hydration or console error", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/slice-simulator");
  await expect(page.getByRole("heading", { level: 1, name: "Simulador de slices" })).toBeVisible();
  await expect(page.locator('[data-slice-example="faq_list/default"] details summary')).toHaveCount(3);
  // Let React finish hydrating before judging the console.
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("a person opening /api/exit-preview lands on a page; the preview bar's fetch still gets JSON", async ({
  page,
}) => {
  await page.goto("/");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/exit-preview", { credentials: "same-origin" });
    return { type: response.headers.get("content-type"), body: await response.json() };
  });
  expect(answer.type).toContain("application/json");
  expect(answer.body).toEqual({ success: true });
  const response = await page.goto("/api/exit-preview");
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("previews on the local es and co sites do not knock each other out", async ({ page, context }, info) => {
  test.skip(!isDefaultCountry(info), "drives both local sites itself");
  const CONTENT = CONTENT_SERVICE;
  const ES = STACK.siteUrl("es");
  /** Where the content service's preview button sends es-co documents (services/content DEFAULT_PREVIEW_SITES). */
  const CO = STACK.previewUrl("co");
  const previewBar = () => page.getByRole("region", { name: "Vista previa" });
  /** Next's preview cookie of a site, as the browser keeps it. */
  const bypass = async (url: string) =>
    (await context.cookies(url)).find((cookie) => cookie.name === "__prerender_bypass")?.value;

  const ref = (
    (await (await page.request.post(`${CONTENT}/__admin/preview-refs`, { data: {} })).json()) as { ref: string }
  ).ref;
  await page.goto(`${ES}/api/preview?token=${encodeURIComponent(ref)}`);
  await expect(previewBar()).toBeVisible();
  const esSession = await bypass(ES);
  expect(esSession).toBeTruthy();

  // The content service's preview button sends es-co documents to the co site on 127.0.0.1.
  await page.goto(`${CONTENT}/preview?documentId=page-contacto-es-co`);
  expect(new URL(page.url()).origin).toBe(CO);
  await expect(previewBar()).toBeVisible();
  const coSession = await bypass(page.url());
  expect(coSession).toBeTruthy();

  // Each site kept its own session.
  expect(await bypass(ES)).toBe(esSession);
  await page.goto(`${ES}/`);
  await expect(previewBar()).toBeVisible();
  expect(await bypass(ES)).toBe(esSession);
  expect(await bypass(CO)).toBe(coSession);
});
