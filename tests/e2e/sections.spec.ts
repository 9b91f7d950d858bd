import { expect, test, type Page } from "@playwright/test";
import { landingPath } from "@/config/routeTable";
import { SECTION_LIST, type SectionId } from "@/config/sections";
import { byAddress } from "@tests/e2e/support/projectSite";

/** Opens a section from the main navigation (desktop header). */
async function openFromNavigation(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("link", { name: label, exact: true })
    .click();
}

/** Walks listing → first item → back, checking each page's main heading. */
async function walkListing(page: Page, listingPath: RegExp, listingHeading: string | RegExp) {
  await expect(page).toHaveURL(listingPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listingHeading);
  const firstCard = page.locator("main ul li article h2 a, main ul li h3 a").first();
  const title = (await firstCard.textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(0);
  await firstCard.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(listingPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listingHeading);
}

test.describe("every section: navigation → listing → detail → back", () => {
  test("products, with a category filter and the leaflet", async ({ page }) => {
    await openFromNavigation(page, "Productos");
    await walkListing(page, /\/nuestros-productos$/, "Nuestros productos");
    const filters = page.getByRole("navigation", { name: "Categorías de productos" });
    await filters.getByRole("link", { name: "Pediatría" }).click();
    await expect(page).toHaveURL(/\/nuestros-productos\/categoria\/pediatria$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pediatría");
    await expect(filters.getByRole("link", { name: "Pediatría" })).toHaveAttribute("aria-current", "page");
    await page.locator("main ul li article h2 a").first().click();
    const leaflet = page.getByRole("link", { name: /prospecto|inserto|ficha/i });
    await expect(leaflet).toHaveAttribute("href", /\.pdf/);
    const pdf = await page.request.get((await leaflet.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("health advice: article with its author, then the author's page", async ({ page }) => {
    await openFromNavigation(page, "Consejos de salud");
    await walkListing(page, /\/nuestros-consejos-de-salud$/, "Consejos de salud");
    await page.locator("main ul li article h2 a").first().click();
    const authorLink = page.locator("main article header a[href^='/autor/']").first();
    const author = (await authorLink.textContent())!.trim();
    await authorLink.click();
    await expect(page).toHaveURL(/\/autor\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(author) })).toBeVisible();
  });

  test("news, newest first", async ({ page }) => {
    await openFromNavigation(page, "Noticias");
    await walkListing(page, /\/noticias$/, "Noticias");
    const dates = await page
      .locator("main ul li article p")
      .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ""));
    expect(dates.length).toBeGreaterThan(0);
  });

  test("corporate pages", async ({ page }) => {
    await openFromNavigation(page, "Quiénes somos");
    await expect(page).toHaveURL(/\/quienes-somos$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Nuestra visión" }).click();
    await expect(page).toHaveURL(/\/nuestra-vision$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestra visión");
  });

  test("job offers: an open offer links to its application", async ({ page }, info) => {
    await openFromNavigation(page, byAddress(info, { tú: "Trabaja con nosotros", usted: "Trabaje con nosotros" }));
    await walkListing(page, /\/trabaja-con-nosotros$/, /Trabaj[ae] con nosotros/);
    await page.locator("main ul li h3 a").first().click();
    const uid = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByRole("link", { name: /Inscribirme|Postularme/ })).toHaveAttribute(
      "href",
      `/trabaja-con-nosotros/${uid}/candidatura`,
    );
    await expect(page.getByRole("link", { name: /candidatura espontánea|hoja de vida/ }).first()).toHaveAttribute(
      "href",
      "/trabaja-con-nosotros/formulario-solicitud",
    );
  });

  test("FAQ: a category page opens a question", async ({ page }) => {
    await openFromNavigation(page, "Preguntas frecuentes");
    await expect(page).toHaveURL(/\/preguntas-frecuentes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preguntas frecuentes");
    const category = page.locator("main section h2 a").first();
    const name = (await category.textContent())!.trim();
    await category.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const question = page.locator("main details summary").first();
    await question.click();
    await expect(page.locator("main details").first()).toHaveAttribute("open", "");
    await page.goBack();
    await expect(page).toHaveURL(/\/preguntas-frecuentes$/);
  });
});

test.describe("searches", () => {
  test("site search is accent-insensitive", async ({ page }) => {
    await page.goto("/busqueda");
    await expect(page.getByText(/Escrib[ae] una o varias palabras/)).toBeVisible();
    await page.getByRole("searchbox", { name: /Qué estás? buscando/ }).fill("arnica");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/busqueda\?q=arnica$/);
    await expect(page.getByRole("status")).toContainText(/resultados? para «arnica»/);
    await page.getByRole("link", { name: "Árnica Montana 9 CH" }).first().click();
    await expect(page).toHaveURL(/\/nuestros-productos\/arnica-montana-9ch$/);
  });

  test("site search: no results, and a too-long query", async ({ page }) => {
    await page.goto("/busqueda?q=zxqwv");
    await expect(page.getByRole("status")).toContainText("«zxqwv»");
    await expect(page.getByText(/prueb[ae] con menos palabras/)).toBeVisible();
    const response = await page.goto(`/busqueda?q=${"a".repeat(101)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "demasiado larga" })).toContainText(/máximo 100 caracteres/);
  });

  test("FAQ search is accent-insensitive and has a no-result state", async ({ page }) => {
    await page.goto("/preguntas-frecuentes/buscar?q=dilucion");
    await expect(page.getByRole("status")).toContainText("«dilucion»");
    const hit = page.locator("main ul li h2 a").first();
    await expect(hit).toHaveAttribute("href", /^\/preguntas-frecuentes\/[a-z0-9-]+#[a-z0-9-]+$/);
    await hit.click();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await page.goto("/preguntas-frecuentes/buscar?q=zxqwv");
    await expect(page.getByText(/No (hemos encontrado|encontramos) nada/)).toBeVisible();
  });
});

test.describe("search engine (issue 27), with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("word forms and typos find the document, ranked and highlighted on the server", async ({ page }) => {
    await page.goto("/busqueda?q=arnika");
    const first = page.locator("main ul li").first();
    await expect(first.locator("h2 a")).toHaveText("Árnica Montana 9 CH");
    await expect(first.locator("h2 mark")).toHaveText("Árnica");
    await page.goto("/busqueda?q=ni%C3%B1os");
    await expect(page.locator("main ul li mark").first()).toHaveText(/^ni[ñn]os?$/i);
  });

  test("nothing found: the closest known word, and the FAQ and contact", async ({ page }, testInfo) => {
    await page.goto("/busqueda?q=calndla");
    await expect(
      page.getByText(byAddress(testInfo, { tú: "¿Quizás quisiste decir", usted: "¿Quizás quiso decir" })),
    ).toBeVisible();
    const suggestion = page.getByRole("link", { name: "caléndula", exact: true });
    await expect(suggestion).toHaveAttribute("href", "/busqueda?q=cal%C3%A9ndula");
    await expect(page.getByRole("link", { name: /preguntas frecuentes/ })).toHaveAttribute(
      "href",
      "/preguntas-frecuentes",
    );
    await expect(page.getByRole("link", { name: /escríb[ae]nos/ })).toHaveAttribute("href", "/contacto");
    await suggestion.click();
    await expect(page.getByRole("status")).toContainText("«caléndula»");
  });

  test("the FAQ search uses the same engine", async ({ page }) => {
    await page.goto("/preguntas-frecuentes/buscar?q=diluciones");
    await expect(page.locator("main ul li h2 a").first()).toHaveAttribute("href", /#que-significa-la-dilucion-ch$/);
    await expect(page.locator("main ul li h2 mark").first()).toHaveText("dilución");
  });
});

test.describe("unknown documents", () => {
  for (const path of [
    // Every section with document pages (the registry's `documents`).
    ...SECTION_LIST.flatMap((section) =>
      section.documents ? [`${landingPath(section.id as SectionId, "es-es")}/no-existe`] : [],
    ),
    "/nuestros-productos/categoria/no-existe",
    "/noticias/pagina/99",
  ]) {
    test(`${path} answers 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }
});
