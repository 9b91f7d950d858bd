import { expect, test, type Page } from "@playwright/test";
import { LEAFLET } from "@tests/e2e/support/jobApplication";
import { byAddress, MAIL_SINK, projectLocale, seedHas } from "@tests/e2e/support/projectSite";

/** The local mail sink of the e2e stack (R10). */
const SINK = MAIL_SINK;

type Stored = {
  To: { Email: string }[];
  TemplateID?: number;
  Subject?: string;
  TextPart?: string;
  Variables?: Record<string, string>;
  Attachments?: { Filename: string }[];
};
async function sinkMessages(page: Page): Promise<Stored[]> {
  const body = await (await page.request.get(`${SINK}/api/messages`)).json();
  return Array.isArray(body) ? body : body.messages;
}

/** Points at a form, which wakes its island, and waits until it is live (React hydrated it: src/islands, docs/forms.md). */
async function awake(page: Page, island: "contact-form" | "job-application-form" | "newsletter-form") {
  const root = page.locator(`[data-island="${island}"]`).first();
  await root.hover();
  await expect(root).toHaveAttribute("data-island-hydrated", "true");
}

/** A unique address per test run, to find this test's messages among the others'. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("contact form", () => {
  test("shows Spanish errors beside the fields and focuses the first one", async ({ page }) => {
    await page.goto("/contacto");
    await awake(page, "contact-form");
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByLabel(/^Nombre/)).toBeFocused();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await expect(page.getByText(/aceptar la política/)).toBeVisible();
    await page.getByLabel(/^Nombre/).fill("A");
    await page.getByLabel(/^Teléfono/).fill("600-abc");
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
    await expect(page.getByText(/Us[ae] solo números, espacios y los signos/)).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toHaveAttribute("aria-invalid", "true");
  });

  test("lists the allowed file types without cfb, jpeg and odt, and refuses others", async ({ page }) => {
    await page.goto("/contacto");
    await awake(page, "contact-form");
    await expect(
      page.getByText("Hasta 5 archivos jpg, png, pdf, doc, docx de 10 MB como máximo cada uno y 15 MB en total."),
    ).toBeVisible();
    await page
      .getByLabel(/^Archivos adjuntos/)
      .setInputFiles({ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByText("Este tipo de archivo no está permitido.")).toBeVisible();
  });

  test("checks the attachments' total and invisible characters before anything is uploaded", async ({ page }) => {
    // Two 8 MB files cross from the test to the browser: seen taking over 30 s on a loaded 2-core machine.
    test.slow();
    let posts = 0;
    await page.route("**/api/contact", (route) => {
      posts++;
      return route.continue();
    });
    await page.goto("/contacto");
    await awake(page, "contact-form");
    const pdf = (name: string) => ({
      name,
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(8 * 1_048_576, 0x20)]),
    });
    const files = page.getByLabel(/^Archivos adjuntos/);
    await files.setInputFiles(pdf("analitica.pdf"));
    await files.setInputFiles(pdf("informe.pdf"));
    const total = page.getByText(/pueden ocupar como máximo 15 MB en total/);
    await expect(total).toBeVisible();
    await expect(files).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(/^Nombre/).fill("Ana\u200bMaría");
    await page.getByLabel(/^Nombre/).blur();
    await expect(
      page.getByText("No puede contener saltos de línea, tabulaciones ni caracteres invisibles o de control."),
    ).toBeVisible();
    await page.getByLabel(/^Correo electrónico/).fill(`${"a".repeat(65)}@example.org`);
    await page.getByLabel(/^Correo electrónico/).blur();
    await expect(page.getByText("La parte anterior a la @ puede tener como máximo 64 caracteres.")).toBeVisible();
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await page.getByRole("button", { name: "Quitar informe.pdf" }).click();
    await expect(total).toBeHidden();
    expect(posts).toBe(0);
  });

  test("sends a request with an attachment that reaches the sink", async ({ page }, info) => {
    const email = uniqueEmail("contacto");
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("Marta");
    await page.getByLabel(/^Apellidos/).fill("Iriarte Goñi");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Teléfono/).fill("+34 948 000 000");
    await page.getByLabel(/^Código postal/).fill("31001");
    await page.getByLabel(/^(Eres|Usted es)/).selectOption("medico");
    await page.getByLabel(/^Mensaje/).fill("Quisiera recibir la ficha técnica.");
    await page.getByLabel(/^Archivos adjuntos/).setInputFiles(LEAFLET);
    await expect(page.getByRole("list", { name: "Archivos seleccionados" })).toContainText("arnica-montana-9ch.pdf");
    await page.getByRole("checkbox").check();
    const dataLayer = page.waitForFunction(() =>
      (window as unknown as { dataLayer?: { requester_type?: string }[] }).dataLayer?.some(
        (e) => e.requester_type === "medico",
      ),
    );
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByRole("status")).toContainText(
      byAddress(info, { tú: "Hemos recibido tu consulta", usted: "Recibimos su consulta" }),
    );
    await dataLayer;
    const mine = (await sinkMessages(page)).filter((m) => m.Variables?.email === email);
    expect(mine).toHaveLength(2);
    const internal = mine.find((m) => m.TemplateID === 5889682)!;
    expect(internal.To[0].Email).toMatch(/informacion\.medica@/);
    expect(internal.Attachments?.map((a) => a.Filename)).toEqual(["arnica-montana-9ch.pdf"]);
    expect(mine.find((m) => m.TemplateID === 5889754)!.To[0].Email).toBe(email);
  });

  test("after a failure every field keeps its value", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ ok: false, message: "No hemos podido enviar tu mensaje en este momento.", fields: {} }),
      }),
    );
    await page.goto("/contacto");
    await page.getByLabel(/^Nombre/).fill("Marta");
    await page.getByLabel(/^Apellidos/).fill("Iriarte");
    await page.getByLabel(/^Correo electrónico/).fill("marta@example.org");
    await page.getByLabel(/^(Eres|Usted es)/).selectOption("particular");
    await page.getByLabel(/^Mensaje/).fill("Hola");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No hemos podido enviar" })).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("Marta");
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue("marta@example.org");
    await expect(page.getByLabel(/^Mensaje/)).toHaveValue("Hola");
    await expect(page.getByRole("checkbox")).toBeChecked();
  });

  test("keeps the chosen files in an editable list, shows the server's field errors and offers an empty form after success", async ({
    page,
  }) => {
    const posted: string[] = [];
    await page.route("**/api/contact", (route) => {
      posted.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
      return posted.length === 1
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              ok: false,
              message: "Revisa los campos marcados.",
              fields: { email: "Correo rechazado por el servidor." },
            }),
          })
        : route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    });
    await page.goto("/contacto");
    await awake(page, "contact-form");
    const name = page.getByLabel(/^Nombre/);
    // Checked when the field is left, then at every change ("onTouched").
    await name.fill("M");
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeHidden();
    await name.blur();
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeVisible();
    await name.fill("Marta");
    await expect(page.getByText("Debe tener al menos 2 caracteres.")).toBeHidden();
    const files = page.getByLabel(/^Archivos adjuntos/);
    await files.setInputFiles(LEAFLET);
    await files.setInputFiles({ name: "notas.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByText("Este tipo de archivo no está permitido.")).toBeVisible();
    await page.getByRole("button", { name: "Quitar notas.exe" }).click();
    await expect(files).toBeFocused();
    await expect(page.getByText("Este tipo de archivo no está permitido.")).toBeHidden();
    await expect(page.getByRole("list", { name: "Archivos seleccionados" }).getByRole("listitem")).toHaveCount(1);
    await page.getByLabel(/^Apellidos/).fill("Iriarte");
    await page.getByLabel(/^Correo electrónico/).fill("marta@example.org");
    await page.getByLabel(/^(Eres|Usted es)/).selectOption("cliente");
    await page.getByLabel(/^Mensaje/).fill("Hola");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Revisa los campos marcados." })).toBeVisible();
    await expect(page.getByText("Correo rechazado por el servidor.")).toBeVisible();
    await expect(page.getByLabel(/^Correo electrónico/)).toBeFocused();
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveAttribute("aria-invalid", "true");
    // The honeypot and the file are sent; the consent box never is.
    expect(posted[0]).toContain('name="website"');
    expect(posted[0]).toContain('filename="arnica-montana-9ch.pdf"');
    expect(posted[0]).not.toContain("gdpr_consent");
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByRole("status")).toContainText("Marta");
    await page.getByRole("button", { name: "Enviar otra consulta" }).click();
    await expect(page.getByLabel(/^Nombre/)).toBeFocused();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue("");
    await expect(page.getByRole("checkbox")).not.toBeChecked();
    await expect(page.getByRole("list", { name: "Archivos seleccionados" })).toBeHidden();
  });
});

/** The path of the confirmation link the sink holds for `email` (waits for the e-mail). */
async function confirmationLink(page: Page, email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      text = (await sinkMessages(page)).find((m) => m.To[0].Email === email)?.TextPart ?? "";
      return text;
    })
    .toContain("/confirmar-suscripcion?codigo=");
  const url = new URL(/https?:\/\/\S+\/confirmar-suscripcion\?codigo=[\w.-]+/.exec(text)![0]);
  return `${url.pathname}${url.search}`;
}

/** Whether the sink's contacts list names `email`. */
async function onTheList(page: Page, email: string): Promise<boolean> {
  return JSON.stringify(await (await page.request.get(`${SINK}/api/contacts`)).json()).includes(email);
}

test.describe("newsletter", () => {
  test("double opt-in from the footer: the e-mail's link, then the button, adds the address once", async ({ page }) => {
    const email = uniqueEmail("boletin");
    // A page whose content has no newsletter slice: the footer shows its own sign-up.
    await page.goto("/aviso-legal");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(/darte de baja|darse de baja/);
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill("no-es-un-correo");
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("alert")).toContainText("dirección de correo válida");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("status")).toContainText(/^(Revisa tu correo|Revise su correo)/);
    await expect(footer.getByRole("status")).toContainText(email);
    const link = await confirmationLink(page, email);
    expect(await onTheList(page, email)).toBe(false);

    const first = await page.goto(link);
    expect(first?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Confirma tu|Confirme su) suscripción$/);
    await expect(page.getByRole("main")).toContainText(email);
    expect(await onTheList(page, email)).toBe(false); // opening the link is not enough: scanners open links
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
    expect(await onTheList(page, email)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Tu|Su) suscripción ya está confirmada$/);
    await expect(page.getByRole("button", { name: "Confirmar suscripción" })).toHaveCount(0);

    const altered = await page.goto(link.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    expect(altered?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace no es válido");
    await expect(page.getByRole("main").getByRole("button", { name: "Suscribirme" })).toBeVisible();
  });

  test("a sign-up for someone else's address sends one link in 10 minutes, and the list never has it", async ({
    page,
  }) => {
    const stranger = uniqueEmail("ajena");
    // A page whose content has no newsletter slice: the footer shows its own sign-up.
    await page.goto("/aviso-legal");
    // A script posting the stranger's address again and again, as the site's own script does.
    for (let i = 0; i < 3; i++) {
      const answer = await page.request.post("/api/newsletter", {
        headers: { Origin: new URL(page.url()).origin, Accept: "application/json" },
        data: { email: stranger },
      });
      expect(await answer.json()).toEqual({ ok: true });
    }
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(/(Tu|Su) correo electrónico/).fill(stranger);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("status")).toContainText(stranger);
    await confirmationLink(page, stranger);
    expect((await sinkMessages(page)).filter((m) => m.To[0].Email === stranger)).toHaveLength(1);
    expect(await onTheList(page, stranger)).toBe(false);
  });
});

test.describe("job applications", () => {
  test("a spontaneous application with a CV reaches the careers mailbox", async ({ page }) => {
    const email = uniqueEmail("candidatura");
    await page.goto("/trabaja-con-nosotros/formulario-solicitud");
    await page.getByLabel(/^Nombre/).fill("Jon");
    await page.getByLabel(/^Apellidos/).fill("Etxeberria");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Mensaje/).fill("Adjunto mi currículum.");
    await page.getByLabel(/^(Currículum|Hoja de vida)/).setInputFiles(LEAFLET);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /Enviar (candidatura|postulación)/ }).click();
    await expect(page.getByRole("status")).toContainText(/(Hemos recibido tu candidatura|Recibimos su postulación)/);
    const careers = (await sinkMessages(page)).find(
      (m) => m.Subject?.includes("Candidatura espontánea") && m.Subject.includes("Jon Etxeberria"),
    );
    expect(careers?.Attachments?.map((a) => a.Filename)).toEqual(["arnica-montana-9ch.pdf"]);
  });

  test("applying to an open offer shows its title; a closed offer answers 404", async ({ page, request }, info) => {
    await page.goto("/trabaja-con-nosotros");
    const first = page.locator("main ul li h3 a").first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole("link", { name: /Inscribirme|Postularme/ }).click();
    await expect(page).toHaveURL(/\/candidatura$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    if (seedHas("documents", "job_offer", "tecnico-de-laboratorio-practicas", projectLocale(info))) {
      expect((await request.get("/trabaja-con-nosotros/tecnico-de-laboratorio-practicas/candidatura")).status()).toBe(
        404,
      );
    }
    expect((await request.get("/trabaja-con-nosotros/no-existe/candidatura")).status()).toBe(404);
  });
});
