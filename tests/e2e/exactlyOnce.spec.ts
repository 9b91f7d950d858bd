import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { byAddress, MAIL_SINK } from "@tests/e2e/support/projectSite";

/**
 * Exactly-once submissions as a visitor meets them (issue 19, docs/forms.md): a double click on
 * "Enviar consulta", and a second try after the first answer was lost on its way back (the server
 * had received and delivered it), each reach the company once — one internal notification and one
 * confirmation in the mail sink. Both sites (projects es and co).
 */

const SINK = MAIL_SINK;
const INTERNAL_TEMPLATE = 5889682;
const CONFIRMATION_TEMPLATE = 5889754;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

/** The messages the sink holds for one requester, by kind. */
async function delivered(page: Page, email: string): Promise<{ internal: number; confirmation: number }> {
  const body = await (await page.request.get(`${SINK}/api/messages`)).json();
  const mine = (Array.isArray(body) ? body : body.messages).filter(
    (m: { Variables?: Record<string, string> }) => m.Variables?.email === email,
  ) as { TemplateID?: number }[];
  return {
    internal: mine.filter((m) => m.TemplateID === INTERNAL_TEMPLATE).length,
    confirmation: mine.filter((m) => m.TemplateID === CONFIRMATION_TEMPLATE).length,
  };
}

/** Opens the contact page and fills the form (island awake), ready to send. */
async function fillContact(page: Page, email: string) {
  await page.goto("/contacto");
  // A pointer on the form wakes its island.
  await page.locator('[data-island="contact-form"]').first().hover();
  await expect(page.locator('[data-island="contact-form"]').first()).toHaveAttribute("data-island-hydrated", "true");
  await page.getByLabel(/^Nombre/).fill("Marta");
  await page.getByLabel(/^Apellidos/).fill("Iriarte Goñi");
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^(Eres|Usted es)/).selectOption("medico");
  await page.getByLabel(/^Mensaje/).fill("Quisiera recibir la ficha técnica.");
  await page.getByRole("checkbox").check();
}

const successText = (info: TestInfo) =>
  byAddress(info, { tú: "Hemos recibido tu consulta", usted: "Recibimos su consulta" });

test("a double click on send delivers the request once", async ({ page }, info) => {
  const email = uniqueEmail("doble-clic");
  await fillContact(page, email);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST")
      posts.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "Enviar consulta" }).dblclick();
  await expect(page.getByRole("status")).toContainText(successText(info));
  // Whatever reached the server carried one key, and the company got the request once.
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await expect.poll(() => delivered(page, email)).toEqual({ internal: 1, confirmation: 1 });
});

test("sending again after the first answer was lost delivers the request once", async ({ page }, info) => {
  const email = uniqueEmail("respuesta-perdida");
  await fillContact(page, email);
  const keys: string[] = [];
  let dropped = false;
  await page.route("**/api/contact", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (dropped) return route.continue();
    dropped = true;
    // The server receives the request and answers; the answer never reaches the page.
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /No (hemos podido|pudimos) conectar con el servidor/ }),
  ).toBeVisible();
  // The first try did reach the company.
  expect(await delivered(page, email)).toEqual({ internal: 1, confirmation: 1 });
  await page.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(page.getByRole("status")).toContainText(successText(info));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await delivered(page, email)).toEqual({ internal: 1, confirmation: 1 });
});

test("the next request after a success is a new one", async ({ page }, info) => {
  const email = uniqueEmail("otra-consulta");
  await fillContact(page, email);
  await page.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(page.getByRole("status")).toContainText(successText(info));
  await page.getByRole("button", { name: "Enviar otra consulta" }).click();
  await page.getByLabel(/^Nombre/).fill("Marta");
  await page.getByLabel(/^Apellidos/).fill("Iriarte Goñi");
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^(Eres|Usted es)/).selectOption("medico");
  await page.getByLabel(/^Mensaje/).fill("Y también el prospecto.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Enviar consulta" }).click();
  await expect(page.getByRole("status")).toContainText(successText(info));
  await expect.poll(() => delivered(page, email)).toEqual({ internal: 2, confirmation: 2 });
});
