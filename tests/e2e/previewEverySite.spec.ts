import { expect, test } from "@playwright/test";
import type { CountryCode } from "@/config/countries";
import { CONTENT_SERVICE, projectLocale, STACK } from "@tests/e2e/support/projectSite";

/**
 * Issue 26: the local content service's preview tokens have Prismic's shape (the preview session's
 * URL with `websitePreviewId=`) and its cookie Prismic's JSON form. Each site (es on localhost, co
 * on 127.0.0.1) still enters preview through the preview button, with a published document of its
 * language (the seed drafts are es-es only: tests/e2e/preview.spec.ts covers them on es).
 */
const CONTENT = CONTENT_SERVICE;
const TOKEN = new RegExp(`^${CONTENT}/previews/[\\w-]{22}:[A-Za-z0-9]{16}\\?websitePreviewId=[A-Za-z0-9]{16}$`);

test("the preview button starts a preview session on the site of the document's language", async ({ page }, info) => {
  const country = info.project.metadata.country as CountryCode;
  const site = STACK.previewUrl(country);
  await page.goto(`${CONTENT}/preview?documentId=page-nuestra-vision-${projectLocale(info)}`);

  await expect(page).toHaveURL(new RegExp(`^${site.replace(/\./g, "\\.")}/nuestra-vision`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestra visión");
  await expect(page.getByRole("region", { name: "Vista previa" })).toBeVisible();

  const cookies = await page.context().cookies(site);
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === "io.prismic.preview")?.value ?? "");
  expect(token).toMatch(TOKEN);
  expect(cookies.map((cookie) => cookie.name)).toContain("__prerender_bypass");
});
