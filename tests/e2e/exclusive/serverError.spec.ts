import { expect, test } from "@playwright/test";
import { byAddress, CONTENT_SERVICE } from "@tests/e2e/support/projectSite";

/** The local content service's admin API (docs/content-service.md). */
const ADMIN = `${CONTENT_SERVICE}/__admin`;

test.describe.configure({ mode: "serial" });

test.afterEach(async ({ request }) => {
  await request.delete(`${ADMIN}/faults`);
});

test("a page that fails to render shows the error screen with status 500", async ({ page, request }, info) => {
  const expectedTitle = byAddress(info, { usted: "Algo no salió bien", tú: "Algo no ha ido bien" });
  // Content searches fail from now on: a page rendered on demand cannot get its content.
  const set = await request.post(`${ADMIN}/faults`, {
    data: { status5xx: { count: 1000, status: 500 }, paths: ["search"] },
  });
  expect(set.ok()).toBe(true);

  const response = await page.goto(`/pagina-que-nunca-se-genero-${Date.now()}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedTitle);
  await expect(page.getByText("Error 500")).toBeVisible();

  await request.delete(`${ADMIN}/faults`);
  await page.getByRole("link", { name: "Volver a la página de inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cuidamos de");
});
