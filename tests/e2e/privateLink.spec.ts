import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { MAIL_SINK } from "@tests/e2e/support/projectSite";

/**
 * Issue 40: the newsletter's confirmation page talks to no one else. The e2e sites run with a tag
 * manager and a chat configured (TAG_MANAGER_ID, scripts/e2e.mjs); the visitor has accepted
 * analytics; still, from opening the link to pressing its button, no request leaves for another
 * origin, the token leaves the address bar, and the answers say no-referrer, no-store, noindex.
 * With JavaScript off the page works the same.
 */
test.use({ storageState: { cookies: [], origins: [] } });

type Stored = { To: { Email: string }[]; TextPart?: string };

/** A unique address per test run. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Signs `email` up through the API and returns the path of the link the sink received. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/api/newsletter", {
    headers: { Origin: origin, Accept: "application/json" },
    data: { email },
  });
  expect(await answer.json()).toEqual({ ok: true });
  let text = "";
  await expect
    .poll(async () => {
      const body = await (await page.request.get(`${MAIL_SINK}/api/messages`)).json();
      const messages: Stored[] = Array.isArray(body) ? body : body.messages;
      text = messages.find((message) => message.To[0].Email === email)?.TextPart ?? "";
      return text;
    })
    .toContain("/confirmar-suscripcion?codigo=");
  const url = new URL(/https?:\/\/\S+\/confirmar-suscripcion\?codigo=[\w-]+/.exec(text)![0]);
  return `${url.pathname}${url.search}`;
}

/** Answers every request for another origin with an empty 204 and records it (the vendors' stand-in). */
async function recordThirdParties(context: BrowserContext, siteOrigin: string): Promise<string[]> {
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== siteOrigin && url.protocol !== "data:" && url.protocol !== "blob:",
    (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return elsewhere;
}

test.describe("the newsletter's confirmation page", () => {
  test("with analytics accepted, sends nothing to a third party and leaves no token in the address bar", async ({
    page,
    context,
    baseURL,
  }) => {
    const siteOrigin = new URL(baseURL!).origin;
    const elsewhere = await recordThirdParties(context, siteOrigin);
    await page.goto("/");
    await page
      .getByRole("region", { name: "Usamos cookies" })
      .getByRole("button", { name: "Aceptar", exact: true })
      .click();
    // The consent is given and the tag manager configured: a page of the site loads it.
    await expect.poll(() => elsewhere.filter((url) => url.includes("googletagmanager.com")).length).toBeGreaterThan(0);
    const email = uniqueEmail("privado");
    const link = await confirmationLink(page, email);
    elsewhere.length = 0;

    const answer = await page.goto(link);
    expect(answer?.status()).toBe(200);
    const headers = answer!.headers();
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["content-security-policy"]).not.toMatch(/googletagmanager|zdassets|zendesk/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main")).toContainText(email);
    await expect.poll(() => page.url()).toBe(`${siteOrigin}/confirmar-suscripcion`);
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
    await expect.poll(() => page.url()).toBe(`${siteOrigin}/confirmar-suscripcion`);
    await page.waitForLoadState("networkidle");
    expect(elsewhere).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain("codigo");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("confirms with the button all the same", async ({ page, context, baseURL }) => {
      const siteOrigin = new URL(baseURL!).origin;
      const elsewhere = await recordThirdParties(context, siteOrigin);
      await page.goto("/");
      const email = uniqueEmail("privado-sin-js");
      const link = await confirmationLink(page, email);
      elsewhere.length = 0; // the home page's images come from the content service
      await page.goto(link);
      await expect(page.getByRole("main")).toContainText(email);
      await page.getByRole("button", { name: "Confirmar suscripción" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
      expect(elsewhere).toEqual([]);
    });

    test("an old-format link is the clear invalid page, whose sign-up form works", async ({ page }) => {
      const old = `${Buffer.from('{"p":{"e":"antigua@example.org","l":"es-es"},"exp":9999999999999}').toString("base64url")}.c2lnbmF0dXJh`;
      const answer = await page.goto(`/confirmar-suscripcion?codigo=${old}`);
      expect(answer?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace no es válido");
      const form = page.getByRole("main");
      await form.getByLabel(/(Tu|Su) correo electrónico/).fill(uniqueEmail("de-nuevo"));
      await form.getByRole("button", { name: "Suscribirme" }).click();
      await expect(page).toHaveURL(/\/resultado-del-envio\?envio=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Revisa tu|Revise su) correo$/);
    });
  });
});
