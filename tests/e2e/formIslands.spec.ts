import { expect, test, type Page } from "@playwright/test";
import { LEAFLET, sendJobApplication } from "@tests/e2e/support/jobApplication";
import { byAddress, MAIL_SINK } from "@tests/e2e/support/projectSite";

/**
 * The forms as islands (issue 14, docs/forms.md): what a visitor types before the island wakes is
 * kept, the server's field messages land on their fields, the contact upload shows its progress,
 * and with JavaScript off every form still delivers (or shows its field messages with the values
 * kept) through a native post and the result page. Both sites (projects es and co).
 */

const SINK = MAIL_SINK;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

type Island = "contact-form" | "job-application-form" | "newsletter-form";

async function sinkMessages(
  page: Page,
): Promise<{ Variables?: Record<string, string>; Subject?: string; TextPart?: string; To: { Email: string }[] }[]> {
  const body = await (await page.request.get(`${SINK}/api/messages`)).json();
  return Array.isArray(body) ? body : body.messages;
}

/** Holds the island runtime (React DOM) until `release` is called: the page stays as the server sent it. */
async function holdIslands(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_enhance/hydrate-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const islandOf = (page: Page, name: Island) => page.locator(`[data-island="${name}"]`).first();

/**
 * Runs in the page before its scripts: a stand-in for React's developer tools, which React DOM
 * calls as soon as its code runs (`inject`). Counts those start-ups in `window.__reactStarts`.
 */
function countReactStarts() {
  const counter = window as unknown as { __reactStarts: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  counter.__reactStarts = 0;
  counter.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++counter.__reactStarts,
    checkDCE: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
  };
}

const reactStarts = (page: Page) => page.evaluate(() => (window as unknown as { __reactStarts: number }).__reactStarts);

/** The island files the page has finished downloading (resource timing), by file name. */
const downloadedIslandFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_enhance/") && (entry as PerformanceResourceTiming).responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname.replace("/_enhance/", "")),
  );

/** Resolves once the page's main thread has had an idle moment (what the loader waits for). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));

test.describe("before the visitor shows intent", () => {
  for (const [path, name, component] of [
    ["/contacto", "contact-form", "ContactForm"],
    ["/trabaja-con-nosotros/formulario-solicitud", "job-application-form", "JobApplicationForm"],
  ] as const) {
    test(`${path}: the form's code is downloaded ahead and runs only once a pointer is on it`, async ({ page }) => {
      await page.addInitScript(countReactStarts);
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto(path);
      // In view: once the browser is idle its files come, React DOM (hydrate-*.js) and the form's.
      await expect
        .poll(async () => (await downloadedIslandFiles(page)).filter((file) => /^(hydrate|[A-Z]\w+)-/.test(file)))
        .toEqual(expect.arrayContaining([expect.stringMatching(/^hydrate-/), expect.stringMatching(`^${component}-`)]));
      await idle(page);
      await idle(page);
      // …and none of them has run: React never started, no island is hydrated.
      const ran = (await page.coverage.stopJSCoverage())
        .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
        .map((script) => new URL(script.url).pathname.replace("/_enhance/", ""));
      expect(ran).toContainEqual(expect.stringMatching(/^enhance-/));
      expect(ran.filter((file) => /^(hydrate|[A-Z]\w+)-/.test(file))).toEqual([]);
      expect(await reactStarts(page)).toBe(0);
      await expect(page.locator("[data-island-hydrated]")).toHaveCount(0);
      // A pointer on the form is intent: React starts once, the form is live, its files not fetched again.
      await islandOf(page, name).hover();
      await expect(islandOf(page, name)).toHaveAttribute("data-island-hydrated", "true");
      expect(await reactStarts(page)).toBe(1);
      const files = await downloadedIslandFiles(page);
      expect(files.filter((file) => file.startsWith("hydrate-"))).toHaveLength(1);
    });
  }

  test("a focus by keyboard or a key press wakes the form; a submit made meanwhile is made again", async ({ page }) => {
    await page.addInitScript(countReactStarts);
    const release = await holdIslands(page);
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    // The last control before the form, then Tab: the focus enters the form from the keyboard.
    const island = islandOf(page, "job-application-form");
    await island.evaluate((root) => {
      const before = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")].filter(
        (control) => root.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
      );
      before.at(-1)?.focus();
    });
    expect(await island.evaluate((root) => root.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("Tab");
    expect(await island.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    const name = page.getByLabel(/^Nombre/);
    await name.focus();
    await page.keyboard.type("J");
    // Enter in the name field submits the incomplete form: held until the island is live.
    await page.keyboard.press("Enter");
    expect(await reactStarts(page)).toBe(0);
    release();
    await expect(island).toHaveAttribute("data-island-hydrated", "true");
    await expect(name).toHaveValue("J");
    // The held submit was made again through the island: its Spanish messages, not the browser's bubble.
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    expect(await reactStarts(page)).toBe(1);
  });
});

test.describe("with JavaScript", () => {
  test("what is typed before the contact form wakes is kept", async ({ page }) => {
    const release = await holdIslands(page);
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("Marta");
    await page.getByLabel(/^Mensaje/).fill("Escrito antes de que el formulario despertara.");
    await page.getByLabel(/^(Eres|Usted es)…/).selectOption("medico");
    await expect(islandOf(page, "contact-form")).not.toHaveAttribute("data-island-hydrated", "true");
    release();
    await expect(islandOf(page, "contact-form")).toHaveAttribute("data-island-hydrated", "true");
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("Marta");
    await expect(page.getByLabel(/^Mensaje/)).toHaveValue("Escrito antes de que el formulario despertara.");
    await expect(page.getByLabel(/^(Eres|Usted es)…/)).toHaveValue("medico");
    // …and it is the island's now: leaving a field checks it.
    await page.getByLabel(/^Apellidos/).fill("I");
    await page.getByLabel(/^Apellidos/).blur();
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
  });

  test("what is typed before the application form and the newsletter wake is kept", async ({ page }) => {
    const release = await holdIslands(page);
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    await page.getByLabel(/^Nombre/).fill("Jon");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill("lector@example.org");
    release();
    await expect(islandOf(page, "job-application-form")).toHaveAttribute("data-island-hydrated", "true");
    await expect(islandOf(page, "newsletter-form")).toHaveAttribute("data-island-hydrated", "true");
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("Jon");
    await expect(footer.getByLabel(/(Tu|Su) correo electrónico/)).toHaveValue("lector@example.org");
  });

  test("the application form and the newsletter check a field once it is left", async ({ page }) => {
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    await page.getByLabel(/^Nombre/).fill("J");
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeHidden();
    await page.getByLabel(/^Nombre/).blur();
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
    await page.getByLabel(/^Nombre/).fill("Jon");
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeHidden();
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill("lector@");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).blur();
    await expect(footer.getByRole("alert")).toContainText("dirección de correo válida");
    await expect(footer.getByLabel(/(Tu|Su) correo electrónico/)).toHaveAttribute("aria-invalid", "true");
  });

  test("the server's field messages land on their fields, values kept, for each form", async ({ page }) => {
    const refuse = (field: string) => ({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        ok: false,
        message: "Revisa los campos marcados.",
        fields: { [field]: "Rechazado por el servidor." },
      }),
    });
    await page.route("**/api/job-application", (route) => route.fulfill(refuse("email")));
    await page.route("**/api/newsletter", (route) => route.fulfill(refuse("email")));
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    await sendJobApplication(page);
    await expect(page.getByText("Rechazado por el servidor.")).toBeVisible();
    await expect(page.getByLabel(/^Correo electrónico/)).toBeFocused();
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("Jon");
    await expect(page.getByRole("status")).toHaveCount(0);

    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill("lector@example.org");
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Rechazado por el servidor.");
    await expect(footer.getByLabel(/(Tu|Su) correo electrónico/)).toHaveValue("lector@example.org");
  });

  test("the contact upload shows its progress, then success only once the server accepted", async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail("progreso");
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("Marta");
    await page.getByLabel(/^Apellidos/).fill("Iriarte");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^(Eres|Usted es)…/).selectOption("particular");
    await page.getByLabel(/^Mensaje/).fill("Adjunto un informe.");
    await page.getByLabel(/^Archivos adjuntos/).setInputFiles({
      name: "informe.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1_000_000, 0x20)]),
    });
    await page.getByRole("main").getByRole("checkbox").check();
    // A slow uplink (about 1 Mbit/s) so that the 1 MB upload takes several seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 125_000,
    });
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    const progress = page.getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByRole("status")).toContainText(/(Hemos recibido tu consulta|Recibimos su consulta)/, {
      timeout: 40_000,
    });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect((await sinkMessages(page)).filter((m) => m.Variables?.email === email)).toHaveLength(2);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form delivers through a native post and says so on the result page", async ({ page }, info) => {
    const email = uniqueEmail("sinjs");
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("Marta");
    await page.getByLabel(/^Apellidos/).fill("Iriarte");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^(Eres|Usted es)…/).selectOption("farmaceutico");
    await page.getByLabel(/^Mensaje/).fill("Enviado sin JavaScript.");
    await page.getByLabel(/^Archivos adjuntos/).setInputFiles(LEAFLET);
    await page.getByRole("main").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page).toHaveURL(/\/resultado-del-envio\?envio=[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      byAddress(info, { tú: "Hemos recibido tu consulta", usted: "Recibimos su consulta" }),
    );
    expect(page.url()).not.toContain(encodeURIComponent(email));
    const mine = (await sinkMessages(page)).filter((m) => m.Variables?.email === email);
    expect(mine).toHaveLength(2);
  });

  test("a refused native post shows the field messages with the values kept", async ({ page }) => {
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("M");
    await page.getByLabel(/^Apellidos/).fill("Iriarte");
    await page.getByLabel(/^Correo electrónico/).fill("marta@example.org");
    await page.getByLabel(/^Teléfono/).fill("600-abc");
    await page.getByLabel(/^(Eres|Usted es)…/).selectOption("cliente");
    await page.getByLabel(/^Mensaje/).fill("Se conserva lo que escribí.");
    await page.getByRole("main").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page).toHaveURL(/\/resultado-del-envio\?envio=/);
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
    await expect(page.getByText(/Us[ae] solo números, espacios y los signos/).last()).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("M");
    await expect(page.getByLabel(/^Teléfono/)).toHaveValue("600-abc");
    await expect(page.getByLabel(/^Mensaje/)).toHaveValue("Se conserva lo que escribí.");
    await expect(page.getByLabel(/^(Eres|Usted es)…/)).toHaveValue("cliente");
    await expect(page.getByLabel(/^Nombre/)).toHaveAttribute("aria-invalid", "true");
  });

  test("a spontaneous application with a CV is delivered", async ({ page }) => {
    const email = uniqueEmail("cvsinjs");
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    await page.getByLabel(/^Nombre/).fill("Jon");
    await page.getByLabel(/^Apellidos/).fill("Etxeberria");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Mensaje/).fill("Sin JavaScript.");
    await page.getByLabel(/^(Currículum|Hoja de vida)/).setInputFiles(LEAFLET);
    await page.getByRole("main").getByRole("checkbox").check();
    await page.getByRole("button", { name: /Enviar (candidatura|postulación)/ }).click();
    await expect(page).toHaveURL(/\/resultado-del-envio\?envio=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /(Hemos recibido tu candidatura|Recibimos su postulación)/,
    );
    const careers = (await sinkMessages(page)).filter((m) => m.To.some((to) => to.Email === email));
    expect(careers).toHaveLength(1);
  });

  test("the newsletter's double opt-in works without JavaScript; the address never goes into a URL", async ({
    page,
  }) => {
    const email = uniqueEmail("boletinsinjs");
    const urls: string[] = [];
    page.on("request", (request) => urls.push(`${request.method()} ${request.url()}`));
    // A page whose content has no newsletter slice: the footer shows its own sign-up.
    await page.goto("/aviso-legal");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill(email);
    await footer.getByLabel(/(Tu|Su) correo electrónico/).press("Enter");
    await expect(page).toHaveURL(/\/resultado-del-envio\?envio=/);
    await expect(page.getByRole("main")).toContainText(email);
    expect(urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toEqual([]);
    expect(urls).toContain(`POST ${new URL("/api/newsletter", page.url()).href}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Revisa tu|Revise su) correo$/);
    const onTheList = async () =>
      JSON.stringify(await (await page.request.get(`${SINK}/api/contacts`)).json()).includes(email);
    expect(await onTheList()).toBe(false);
    const mail = (await sinkMessages(page)).find((m) => m.To[0].Email === email);
    const link = new URL(/https?:\/\/\S+\/confirmar-suscripcion\?codigo=[\w.-]+/.exec(mail?.TextPart ?? "")![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
    expect(await onTheList()).toBe(true);
  });
});
