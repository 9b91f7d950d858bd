import { expect, test } from "@playwright/test";
import { sendJobApplication } from "@tests/e2e/support/jobApplication";

/**
 * Issue 31: a platform in front of the site may refuse a large body itself (Vercel's functions
 * above 4.5 MB answer their own 413, not the site's JSON). The island then says the site's own
 * Spanish size message, never the generic error, and keeps what the visitor typed.
 */

test("a platform's own 413 gets the site's size message, not the generic error", async ({ page }) => {
  await page.route("**/api/job-application", (route) =>
    route.fulfill({
      status: 413,
      contentType: "text/plain",
      body: "Request Entity Too Large\nFUNCTION_PAYLOAD_TOO_LARGE",
    }),
  );
  await page.goto("/trabaja-con-nosotros/formulario-solicitud");
  await sendJobApplication(page);
  await expect(page.getByRole("main").getByText(/El envío es demasiado grande/)).toBeVisible();
  await expect(page.getByRole("main").getByText(/error inesperado/)).toHaveCount(0);
  await expect(page.getByLabel(/^Nombre/)).toHaveValue("Jon");
});
