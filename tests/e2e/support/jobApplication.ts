import path from "node:path";
import type { Page } from "@playwright/test";

/** A real PDF of the seed, small enough for any form. */
export const LEAFLET = path.resolve("content/assets/leaflets/arnica-montana-9ch.pdf");

/** Fills the job application (on its page already) as a visitor would, CV and consent included, and sends it. */
export async function sendJobApplication(page: Page): Promise<void> {
  await page.getByLabel(/^Nombre/).fill("Jon");
  await page.getByLabel(/^Apellidos/).fill("Etxeberria");
  await page.getByLabel(/^Correo electrónico/).fill("jon@example.org");
  await page.getByLabel(/^Mensaje/).fill("Adjunto mi currículum.");
  await page.getByLabel(/^(Currículum|Hoja de vida)/).setInputFiles(LEAFLET);
  await page.getByRole("main").getByRole("checkbox").check();
  await page.getByRole("button", { name: /Enviar (candidatura|postulación)/ }).click();
}
