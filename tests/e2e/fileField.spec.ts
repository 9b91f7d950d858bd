import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { LEAFLET } from "@tests/e2e/support/jobApplication";

/** The forms with a file field: the contact page's attachments and the job application's CV. */
const FILE_FIELDS = [
  { path: "/contacto", label: /^Archivos adjuntos/, button: "Elegir archivos" },
  { path: "/trabaja-con-nosotros/formulario-solicitud", label: /^(Currículum|Hoja de vida)/, button: "Elegir archivo" },
];

test.describe("file fields speak Spanish whatever the browser's language", () => {
  for (const field of FILE_FIELDS) {
    test(`${field.path}: a Spanish picker over the native input, used from the keyboard`, async ({ page }) => {
      await page.goto(field.path);
      const main = page.getByRole("main");
      const button = main.getByText(field.button, { exact: true });
      await expect(button).toBeVisible();
      await expect(main.getByText("Ningún archivo seleccionado")).toBeVisible();

      // The native input is the control: Tab from the message reaches it (named by its field label),
      // the drawn button shows the focus ring, and Space opens the browser's file dialog.
      await page.getByLabel(/^Mensaje/).focus();
      await page.keyboard.press("Tab");
      const input = page.getByLabel(field.label);
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("type", "file");
      await expect(button).toHaveCSS("outline-style", "solid");
      const chooser = page.waitForEvent("filechooser");
      await page.keyboard.press("Space");
      await (await chooser).setFiles(LEAFLET);
      await expect(main.getByText("1 archivo seleccionado")).toBeVisible();
      await expect(main.getByRole("list", { name: "Archivos seleccionados" })).toContainText("arnica-montana-9ch.pdf");

      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the browser's own control shows, not a Spanish line nothing would keep true", async ({ page }) => {
      await page.goto("/contacto");
      const main = page.getByRole("main");
      await expect(page.getByLabel(/^Archivos adjuntos/)).toBeVisible();
      await expect(main.getByText("Elegir archivos", { exact: true })).toBeHidden();
      await expect(main.getByText("Ningún archivo seleccionado")).toBeHidden();
    });
  });
});
