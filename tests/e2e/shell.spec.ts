import { expect, test, type TestInfo } from "@playwright/test";
import { byAddress, projectLocale } from "@tests/e2e/support/projectSite";

/** What each site's seed content shows (content/documents/*): its locale, in tú or usted. */
const expected = (info: TestInfo) => ({
  lang: projectLocale(info),
  heroTitle: byAddress(info, {
    tú: "Cuidamos de tu salud con el rigor de un laboratorio farmacéutico",
    usted: "Cuidamos de su salud con el rigor de un laboratorio farmacéutico",
  }),
  jobsLabel: byAddress(info, { tú: "Trabaja con nosotros", usted: "Trabaje con nosotros" }),
});

test.describe("home page", () => {
  test("renders the CMS home content, navigation and footer", async ({ page }, info) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", expected(info).lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected(info).heroTitle);
    await expect(page).toHaveTitle(/Laboratorios Brezo/);

    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Productos" })).toHaveAttribute("href", "/nuestros-productos");
    await expect(nav.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/quienes-somos");
    await expect(nav.getByRole("link", { name: expected(info).jobsLabel })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Aviso legal" })).toHaveAttribute("href", "/aviso-legal");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a document link in the navigation opens the corporate page", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Quiénes somos" })
      .click();
    await expect(page).toHaveURL(/\/quienes-somos$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The site's script (a module, run after the page is parsed) records the route: wait for it, not for a fixed moment.
    const memory = () =>
      page.evaluate(() => [sessionStorage.getItem("site:previousRoute"), sessionStorage.getItem("site:currentRoute")]);
    await expect.poll(memory).toEqual(["/", "/quienes-somos"]);
  });

  test("the header marks the section being shown, also below a rewritten Spanish path", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    for (const path of ["/nuestros-productos", "/nuestros-productos/categoria/pediatria"]) {
      await page.goto(path);
      await expect(nav.getByRole("link", { name: "Productos" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Quiénes somos" })).not.toHaveAttribute("aria-current", "page");
    }
    await page.goto("/quienes-somos");
    await expect(nav.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("aria-current", "page");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("English paths", () => {
  for (const [from, to] of [
    ["/products", "/nuestros-productos"],
    ["/f-a-q/search", "/preguntas-frecuentes/buscar"],
    ["/job-offers/spontaneous-application", "/trabaja-con-nosotros/formulario-solicitud"],
    ["/job-offers/abc/apply", "/trabaja-con-nosotros/abc/candidatura"],
    ["/corporate", "/quienes-somos"],
  ]) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    });
  }

  test("a browser following /corporate lands on the Spanish page", async ({ page }) => {
    await page.goto("/corporate");
    await expect(page).toHaveURL(/\/quienes-somos$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/\S/);
  });
});

test.describe("editors' redirects (the seed's redirects document)", () => {
  for (const [from, to, status] of [
    ["/catalogo-2025", "/nuestros-productos", 308],
    ["/nuestros-productos/arnica-montana-9-ch", "/nuestros-productos/arnica-montana-9ch", 308],
    // An old site's path, outside every section, three segments deep.
    ["/productos/jarabes/brezosil", "/nuestros-productos/brezosil-jarabe", 308],
  ] as const) {
    test(`${from} answers ${status} to ${to}, with the security headers`, async ({ request }) => {
      const response = await request.get(`${from}?utm_source=folleto`, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers().location).toBe(to);
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
      const target = await request.get(to, { maxRedirects: 0 });
      expect(target.status(), "a redirect's target never redirects again").toBe(200);
    });
  }
});

test.describe("error screens", () => {
  test("an unknown URL shows the 404 screen with status 404 and a working home button", async ({ page }, info) => {
    const response = await page.goto("/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.locator('img[src="/images/error-illustration.svg"]')).toHaveAttribute("alt", "");
    await page.getByRole("link", { name: "Volver a la página de inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected(info).heroTitle);
  });

  test("the 404 screen keeps the site navigation", async ({ page }) => {
    await page.goto("/nuestros-productos/no-existe-este-producto");
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Productos" }),
    ).toBeVisible();
  });
});

test.describe("header keyboard use", () => {
  test("desktop: every menu link is reachable with Tab", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(5);
    const focused: string[] = [];
    for (let i = 0; i < labels.length + 3; i++) {
      await page.keyboard.press("Tab");
      focused.push((await page.evaluate(() => document.activeElement?.textContent ?? "")).trim());
    }
    for (const label of labels) expect(focused).toContain(label.trim());
  });

  test("mobile: the menu button opens and closes the menu with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Abrir menú" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menuLink = page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Noticias" });
    await expect(menuLink).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Cerrar menú" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menuLink).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link").first(),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();
  });

  test("mobile: tapping a menu link navigates and closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Quiénes somos" })
      .click();
    await expect(page).toHaveURL(/\/quienes-somos$/);
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("site root files", () => {
  for (const [path, type] of [
    ["/favicon.ico", "image/"],
    ["/apple-touch-icon.png", "image/png"],
    ["/site.webmanifest", ""],
    ["/locales/es-es/common.json", "application/json"],
  ]) {
    test(`${path} is served`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"] ?? "").toContain(type);
    });
  }
});
