import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { byAddress, isDefaultCountry } from "@tests/e2e/support/projectSite";

/**
 * Issue 7: cookie consent (AEPD guide), the tag manager after consent only, the support chat on
 * its pages only, and a Content-Security-Policy that lets exactly these run. No network here: the
 * vendors' script URLs are answered by local stand-ins that behave like the real ones (the tag
 * manager loads a further tag and sends hits; the chat adds its launcher and answers zE()).
 * The e2e runner configures both sites with TAG_MANAGER_ID and SUPPORT_CHAT_KEY/PAGES.
 */
test.use({ storageState: { cookies: [], origins: [] } }); // a first visit: no choice recorded

const CHAT_PAGES = ["/contacto", "/preguntas-frecuentes"];

type Traffic = { tagManager: string[]; analyticsHits: string[]; chat: string[] };

const TAG_MANAGER_STAND_IN = `(function(){
  var seen = (window.dataLayer || []).map(function (entry) { return entry && entry.event ? entry.event : null; });
  window.__tagManagerStandIn = { loads: ((window.__tagManagerStandIn || {}).loads || 0) + 1, eventsAtLoad: seen };
  var tag = document.createElement("script");
  tag.src = "https://www.googletagmanager.com/gtag/js?id=G-STANDIN";
  document.head.appendChild(tag);
  navigator.sendBeacon("https://region1.google-analytics.com/g/collect?v=2&tid=G-STANDIN&en=page_view");
  new Image().src = "https://www.google-analytics.com/collect?v=1&t=pageview";
  document.cookie = "_ga=GA1.1.111.222; path=/";
  window.dataLayer.push({ event: "gtm.load" });
})();`;

const CHAT_STAND_IN = `(function(){
  var launcher = document.createElement("iframe");
  launcher.id = "launcher";
  launcher.title = "Chat de atención al cliente";
  launcher.style.cssText = "position:fixed;right:16px;bottom:16px;width:64px;height:64px;border:0;z-index:999999";
  document.body.appendChild(launcher);
  window.zE = function (scope, command, value) {
    if (scope === "messenger" && command === "hide") launcher.style.display = "none";
    if (scope === "messenger" && command === "show") launcher.style.display = "block";
    if (scope === "messenger:set" && command === "zIndex") launcher.style.zIndex = String(value);
    if (scope === "messenger" && command === "open") launcher.setAttribute("data-open", "true");
  };
  var widget = document.createElement("script");
  widget.src = "https://static.zdassets.com/web_widget/messenger/latest/web-widget-main.js";
  document.head.appendChild(widget);
  fetch("https://laboratoriosbrezo.zendesk.com/embeddable/config").catch(function () {});
})();`;

/** Answers every vendor URL locally and records what was asked for. */
async function standIns(context: BrowserContext): Promise<Traffic> {
  const traffic: Traffic = { tagManager: [], analyticsHits: [], chat: [] };
  await context.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) => {
    traffic.tagManager.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: TAG_MANAGER_STAND_IN });
  });
  await context.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* gtag stand-in */" }),
  );
  await context.route(/^https:\/\/([a-z0-9-]+\.)*google-analytics\.com\//, (route) => {
    traffic.analyticsHits.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await context.route(/^https:\/\/static\.zdassets\.com\/ekr\/snippet\.js/, (route) => {
    traffic.chat.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: CHAT_STAND_IN });
  });
  await context.route(/^https:\/\/static\.zdassets\.com\/web_widget\//, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* widget stand-in */" }),
  );
  await context.route(/^https:\/\/[a-z0-9-]+\.zendesk\.com\//, (route) =>
    route.fulfill({ contentType: "application/json", body: "{}" }),
  );
  return traffic;
}

/** Collects Content-Security-Policy violations from the first script on. */
async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

const banner = (page: Page) => page.getByRole("region", { name: "Usamos cookies" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Configuración de cookies" });
const chatLauncher = (page: Page) => page.locator("#launcher");
const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat de atención al cliente/ });

test.describe("cookie consent and the tag manager", () => {
  test("first visit: a banner with equally prominent choices, and no tag manager until the visitor accepts", async ({
    page,
    context,
  }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole("button", { name: "Aceptar", exact: true });
    const reject = banner(page).getByRole("button", { name: "Rechazar", exact: true });
    await expect(banner(page).getByRole("button", { name: "Configurar", exact: true })).toBeVisible();
    const style = (button: typeof accept) =>
      button.evaluate((node) => {
        const css = getComputedStyle(node);
        return [css.backgroundColor, css.color, css.fontSize, css.fontWeight, css.borderWidth].join();
      });
    expect(await style(accept)).toBe(await style(reject));
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(acceptBox!.height - rejectBox!.height)).toBeLessThanOrEqual(1);

    // Scrolling and browsing on are not consent.
    await page.mouse.wheel(0, 2000);
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Quiénes somos" })
      .click();
    await expect(page).toHaveURL(/\/quienes-somos$/);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(traffic.tagManager).toEqual([]);
    expect(traffic.analyticsHits).toEqual([]);
    // Consent Mode defaults are in place before any tag, and the data layer already exists.
    const firstCommand = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] as ArrayLike<unknown>),
    );
    expect(firstCommand[0]).toBe("consent");
    expect(firstCommand[1]).toBe("default");
    expect(firstCommand[2]).toMatchObject({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });

    await accept.click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => traffic.tagManager.length).toBe(1);
    expect(traffic.tagManager[0]).toMatch(/gtm\.js\?id=GTM-[A-Z0-9]+$/);
    await expect.poll(() => traffic.analyticsHits.length).toBeGreaterThan(0);

    // The choice is remembered: the next page loads the tag manager at once, without asking.
    await page.reload();
    await expect.poll(() => traffic.tagManager.length).toBe(2);
    await expect(banner(page)).toHaveCount(0);
  });

  test("events pushed before consent reach the tag manager once the visitor accepts", async ({ page, context }) => {
    await standIns(context);
    await page.goto("/contacto");
    await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push({
        event: "contact_form_submitted",
        requester_type: "medico",
      }),
    );
    await banner(page).getByRole("button", { name: "Aceptar", exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __tagManagerStandIn?: { eventsAtLoad: unknown[] } }).__tagManagerStandIn
              ?.eventsAtLoad ?? [],
        ),
      )
      .toContain("contact_form_submitted");
  });

  test("rejecting loads nothing, and the choice can be changed later from the footer", async ({ page, context }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Rechazar", exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(traffic.tagManager).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Configurar cookies" }).click();
    await expect(settingsDialog(page)).toBeVisible();
    const analytics = settingsDialog(page).getByRole("checkbox", { name: "Permitir cookies analíticas" });
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await settingsDialog(page).getByRole("button", { name: "Guardar mi elección" }).click();
    await expect(settingsDialog(page)).toHaveCount(0);
    await expect.poll(() => traffic.tagManager.length).toBe(1);
  });

  test("withdrawing consent stops the tag manager from loading again and removes its cookies", async ({
    page,
    context,
  }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceptar", exact: true }).click();
    await expect.poll(() => traffic.tagManager.length).toBe(1);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "_ga")).toBe(true);

    await page.getByRole("contentinfo").getByRole("button", { name: "Configurar cookies" }).click();
    // The withdrawal reloads the page (the tag manager ran): wait for that reload, not for the
    // current page's load, which has already happened, or the next goto races the reload.
    const reloaded = page.waitForEvent("load");
    await settingsDialog(page).getByRole("button", { name: "Rechazar todas" }).click();
    await reloaded;
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "_ga")).toBe(false);
    const loadsAfterWithdrawal = traffic.tagManager.length;
    await page.goto("/nuestros-productos");
    await page.goto("/noticias");
    await page.waitForTimeout(500);
    expect(traffic.tagManager.length).toBe(loadsAfterWithdrawal);
    expect(
      await page.evaluate(() => (window as unknown as { __tagManagerStandIn?: unknown }).__tagManagerStandIn),
    ).toBeUndefined();
  });

  test("the settings dialog works by keyboard: Configurar, Tab to the switch, Space, save; Escape closes without a choice", async ({
    page,
    context,
  }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Configurar", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(settingsDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(settingsDialog(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible(); // no choice made: the banner is back

    await banner(page).getByRole("button", { name: "Configurar", exact: true }).focus();
    await page.keyboard.press("Enter");
    const analytics = settingsDialog(page).getByRole("checkbox", { name: "Permitir cookies analíticas" });
    for (let i = 0; i < 10 && !(await analytics.evaluate((node) => node === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(settingsDialog(page).getByRole("button", { name: "Guardar mi elección" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(settingsDialog(page)).toHaveCount(0);
    await expect.poll(() => traffic.tagManager.length).toBe(1);
  });

  test("the banner and the settings dialog have no axe violations at 375 and 1280 px", async ({ page, context }) => {
    await standIns(context);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
      const bannerScan = await new AxeBuilder({ page })
        .include('[data-testid="cookie-banner"]')
        .withTags(tags)
        .analyze();
      expect(bannerScan.violations.map((v) => v.id)).toEqual([]);
      await banner(page).getByRole("button", { name: "Configurar", exact: true }).click();
      await expect(settingsDialog(page)).toBeVisible();
      const dialogScan = await new AxeBuilder({ page })
        .include('[data-testid="consent-settings"]')
        .withTags(tags)
        .analyze();
      expect(dialogScan.violations.map((v) => v.id)).toEqual([]);
    }
  });

  test("the texts come from the translation files (usted on the Colombian site)", async ({ page, context }, info) => {
    await standIns(context);
    await page.goto("/");
    await expect(banner(page)).toContainText(
      byAddress(info, { tú: "solo si lo aceptas", usted: "solo si usted lo acepta" }),
    );
  });
});

test.describe("support chat", () => {
  test("is a Chat button on its pages only; nothing goes to the provider until the visitor presses it", async ({
    page,
    context,
  }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Rechazar", exact: true }).click();
    await expect(chatButton(page)).toBeHidden();
    await page.waitForTimeout(1500);
    expect(traffic.chat).toEqual([]);

    await page.goto(CHAT_PAGES[0]);
    await expect(chatButton(page)).toBeVisible();
    await expect(chatButton(page)).toHaveText("Chat");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    expect(traffic.chat).toEqual([]);
    await expect(chatLauncher(page)).toHaveCount(0);

    await chatButton(page).click();
    await expect(chatLauncher(page)).toBeVisible();
    await expect(chatLauncher(page)).toHaveAttribute("data-open", "true");
    await expect(chatLauncher(page)).toHaveCSS("z-index", "100");
    await expect(chatButton(page)).toBeHidden();
    expect(traffic.chat).toHaveLength(1);
    expect(traffic.chat[0]).toMatch(/snippet\.js\?key=/);

    // Inside the site (plain navigations: content pages run no client router): not on other pages.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Laboratorios Brezo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(chatLauncher(page)).toHaveCount(0);
    await expect(chatButton(page)).toBeHidden();
    await page.goto(CHAT_PAGES[1]);
    await expect(chatButton(page)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(traffic.chat).toHaveLength(1);
  });

  test("/auth and /slice-simulator load neither the tag manager nor the chat, even with consent given", async ({
    page,
    context,
  }) => {
    const traffic = await standIns(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceptar", exact: true }).click();
    await expect.poll(() => traffic.tagManager.length).toBe(1);
    for (const staffPage of ["/auth", "/slice-simulator"]) {
      await page.goto(staffPage);
      await page.waitForTimeout(2000);
      await expect(chatLauncher(page)).toHaveCount(0);
      await expect(chatButton(page)).toHaveCount(0);
      await expect(banner(page)).toHaveCount(0);
    }
    expect(traffic.tagManager).toHaveLength(1);
    expect(traffic.chat).toEqual([]);
  });
});

test.describe("Content-Security-Policy and security headers", () => {
  const PAGES = [
    "/",
    "/nuestros-productos",
    "/nuestros-productos/arnica-montana-9ch",
    "/nuestros-consejos-de-salud",
    "/noticias",
    "/quienes-somos",
    "/contacto",
    "/trabaja-con-nosotros",
    "/trabaja-con-nosotros/formulario-solicitud",
    "/preguntas-frecuentes",
    "/busqueda?q=arnica",
    "/autor/lucia-arrieta",
    "/no-existe-esta-pagina",
    "/auth",
    "/slice-simulator",
  ];

  test("no page type raises a securitypolicyviolation with the tag manager and the chat running", async ({
    page,
    context,
  }, info) => {
    test.setTimeout(120_000);
    const traffic = await standIns(context);
    await recordViolations(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Aceptar", exact: true }).click();
    await expect.poll(() => traffic.tagManager.length).toBe(1);
    for (const path of !isDefaultCountry(info)
      ? PAGES.filter((p) => !p.includes("arnica") && !p.includes("lucia"))
      : PAGES) {
      await page.goto(path);
      // Every script ran: the site's browser script is a module, run before "load" (content pages no longer hydrate).
      await page.waitForLoadState("load");
      if (CHAT_PAGES.includes(path)) {
        await chatButton(page).click();
        await expect(chatLauncher(page)).toBeVisible({ timeout: 10_000 });
      }
      await page.waitForTimeout(300);
      expect(await violations(page), path).toEqual([]);
    }
    expect(traffic.chat.length).toBeGreaterThan(0);
    expect(traffic.analyticsHits.length).toBeGreaterThan(0);
  });

  test("an inline script that is not ours is refused", async ({ page, context }) => {
    await recordViolations(context);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  });

  test("pages, API routes and static files carry the security headers", async ({ request }) => {
    // A framework chunk from the one page that still hydrates (the slice simulator; content pages and /auth load none).
    const hydrated = await request.get("/slice-simulator");
    const chunk = (await hydrated.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(chunk).toBeTruthy();
    for (const path of [
      "/",
      "/nuestros-productos",
      "/api/contact",
      "/api/preview",
      chunk!,
      "/favicon.ico",
      "/site.webmanifest",
      "/locales/es-es/common.json",
      "/sitemap.xml",
      "/slice-simulator",
      "/auth",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      expect(csp, path).toContain(
        path === "/slice-simulator"
          ? "frame-ancestors 'self' https://prismic.io https://*.prismic.io"
          : "frame-ancestors 'none'",
      );
      expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["permissions-policy"], path).toContain("geolocation=()");
      if (path === "/auth" || path === "/slice-simulator" || path.startsWith("/_next/"))
        expect(scriptSrc, path).not.toContain("googletagmanager");
      else expect(scriptSrc, path).toContain("https://www.googletagmanager.com");
    }
  });
});
