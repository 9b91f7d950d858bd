import fs from "node:fs";
import path from "node:path";
import { expect, test, type TestInfo } from "@playwright/test";
import { sectionPaths } from "@/config/routeTable";
import { isDefaultCountry, projectLocale } from "@tests/e2e/support/projectSite";

/**
 * Issue 6, instant publishing: the local content service watches the seed documents (the e2e
 * runner's throwaway copy, E2E_CONTENT_DIR) and calls each site's /api/revalidate webhook, so an
 * edit is live within seconds, without a rebuild. The release-pinned instance
 * (E2E_PINNED_SITE_URL) reads the seed release instead of the master ref.
 */
/**
 * The newest seed news item of the project site's locale (so it is on the first page of the
 * listing): its file under documents/ and its public path.
 */
function seedNews(info: TestInfo, contentDir: string): { file: string; path: string } {
  const locale = projectLocale(info);
  const suffix = `.${locale}.json`;
  const dir = path.join(contentDir, "documents", "news_article");
  const published = (name: string) =>
    String((JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as NewsDocument).data.publication_date);
  const [name] = fs
    .readdirSync(dir)
    .filter((candidate) => candidate.endsWith(suffix))
    .sort((a, b) => published(b).localeCompare(published(a)));
  if (!name) throw new Error(`the seed has no news item in ${locale}`);
  return { file: `news_article/${name}`, path: `${sectionPaths(locale).news}/${name.slice(0, -suffix.length)}` };
}

type NewsDocument = {
  data: { title: { type: string; text: string; spans: unknown[] }[]; publication_date?: string | null };
};

test("editing a seed document changes the live page within 5 seconds", async ({ page }, info) => {
  const contentDir = process.env.E2E_CONTENT_DIR;
  test.skip(!contentDir, "run through `npm run test:e2e`, which serves a throwaway copy of the content");
  const { file, path: pagePath } = seedNews(info, contentDir!);
  const documentFile = path.join(contentDir!, "documents", file);
  const original = fs.readFileSync(documentFile, "utf8");
  const document = JSON.parse(original) as NewsDocument;
  const before = document.data.title[0].text;
  const after = `${before} (actualizado ${Date.now()})`;

  await page.goto(pagePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
  try {
    document.data.title[0].text = after;
    fs.writeFileSync(documentFile, JSON.stringify(document, null, 2));
    const editedAt = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(after, { timeout: 500 });
    }).toPass({ timeout: 5_000, intervals: [250] });
    console.log(`${pagePath} showed the edit ${Date.now() - editedAt} ms after the file changed`);
    // The listing that shows it was revalidated too.
    await page.goto("/noticias");
    await expect(page.getByRole("link", { name: after }).first()).toBeVisible();
  } finally {
    fs.writeFileSync(documentFile, original);
  }
  await expect(async () => {
    await page.goto(pagePath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(before, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("a document whose uid changes redirects its old path to the new one (308) while the new page is live", async ({
  request,
}, info) => {
  const contentDir = process.env.E2E_CONTENT_DIR;
  test.skip(!contentDir, "run through `npm run test:e2e`, which serves a throwaway copy of the content");
  const { file, path: oldPath } = seedNews(info, contentDir!);
  const documentFile = path.join(contentDir!, "documents", file);
  const original = fs.readFileSync(documentFile, "utf8");
  const document = JSON.parse(original) as { uid: string };
  const newPath = oldPath.replace(/[^/]+$/, `${document.uid}-bis`);
  const status = async (target: string) => (await request.get(target, { maxRedirects: 0 })).status();
  expect(await status(oldPath)).toBe(200);
  try {
    fs.writeFileSync(documentFile, JSON.stringify({ ...document, uid: `${document.uid}-bis` }, null, 2));
    await expect(async () => {
      const answer = await request.get(oldPath, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      expect(answer.headers().location).toBe(newPath);
    }).toPass({ timeout: 5_000, intervals: [250] });
    expect(await status(newPath)).toBe(200);
  } finally {
    fs.writeFileSync(documentFile, original);
  }
  await expect(async () => expect(await status(oldPath)).toBe(200)).toPass({ timeout: 5_000, intervals: [250] });
  expect(await status(newPath), "the path moved back is redirected in its turn").toBe(308);
});

test("the release is visible when the site is pinned to it", async ({ page }, info) => {
  const pinnedSite = process.env.E2E_PINNED_SITE_URL;
  test.skip(!pinnedSite || !isDefaultCountry(info), "the e2e runner pins one es instance to the seed release");
  const productPath = "/nuestros-productos/brezosil-jarabe";
  const releaseText = "Ahora también en formato de 100 ml";

  await page.goto(productPath);
  await expect(page.getByRole("main")).not.toContainText(releaseText);

  // The pinned instance started from the master build: its page shows the release once regenerated
  // (ISR), at the latest on the request after the page's revalidation time.
  await expect(async () => {
    await page.goto(`${pinnedSite}${productPath}`);
    await expect(page.getByRole("main")).toContainText(releaseText, { timeout: 500 });
  }).toPass({ timeout: 75_000, intervals: [1_000, 2_000, 5_000] });
  await page.goto(`${pinnedSite}/nuestros-productos`);
  await expect(page.getByRole("main")).toBeVisible();
});
