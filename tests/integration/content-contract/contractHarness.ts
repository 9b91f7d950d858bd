/**
 * Shared set-up of the content service's contract suite: the contract fixture project
 * (tests/fixtures/contract: custom types, a shared slice, content) copied to a temporary
 * directory with its image drawn, served on a free port, and read through the unmodified
 * @prismicio/client. The suite is written from Prismic's documentation and @prismicio/client's
 * types; each test names the documented behaviour it checks.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";

export type ContentService = Awaited<ReturnType<typeof startContentService>>;

/** The contract fixture project (models and content). */
export const CONTRACT_PROJECT = path.resolve(__dirname, "../../fixtures/contract");
/** A Prismic export (Prismic's Next.js blog starter's documents/ and models). */
export const PRISMIC_EXPORT = path.resolve(__dirname, "../../fixtures/prismic-export");
/** The site's own content repository. */
export const SEED_CONTENT = path.resolve(__dirname, "../../../content");

/** Colours of the four 800 × 400 quadrants of the fixture's 1600 × 800 photo.png. */
export const QUADRANTS = {
  topLeft: { r: 255, g: 0, b: 0 },
  topRight: { r: 0, g: 255, b: 0 },
  bottomLeft: { r: 0, g: 0, b: 255 },
  bottomRight: { r: 255, g: 255, b: 0 },
} as const;

/** Draws photo.png: four plain quadrants, so a crop can be checked by its colour. */
async function drawPhoto(file: string): Promise<void> {
  const tile = (colour: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 800, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await tile(QUADRANTS.topLeft), left: 0, top: 0 },
      { input: await tile(QUADRANTS.topRight), left: 800, top: 0 },
      { input: await tile(QUADRANTS.bottomLeft), left: 0, top: 400 },
      { input: await tile(QUADRANTS.bottomRight), left: 800, top: 400 },
    ])
    .png()
    .toFile(file);
}

/** A running service over a copy of the contract project, with the start-up report it printed. */
export type ContractService = ContentService & { report: string[]; projectDir: string };

/** Starts the service over a fresh copy of the contract fixture project. */
export async function startContractService(): Promise<ContractService> {
  const projectDir = await fs.mkdtemp(path.join(os.tmpdir(), "content-contract-"));
  await fs.cp(CONTRACT_PROJECT, projectDir, { recursive: true });
  await drawPhoto(path.join(projectDir, "content/assets/photo.png"));
  const report: string[] = [];
  const service = await startContentService({
    port: 0,
    contentDir: path.join(projectDir, "content"),
    reportModelProblems: (line: string) => report.push(line),
  });
  return Object.assign(service, { report, projectDir });
}

/** Starts the service over a directory as it is (the seed content, the Prismic export…). */
export async function startServiceOver(contentDir: string, report: string[] = []): Promise<ContentService> {
  return startContentService({ port: 0, contentDir, reportModelProblems: (line: string) => report.push(line) });
}

/** The unmodified @prismicio/client pointed at the service. */
export function clientFor(service: ContentService, config: prismic.ClientConfig = {}): prismic.Client {
  return prismic.createClient("contract", { documentAPIEndpoint: service.apiEndpoint, ...config });
}

/** The ids of documents, in order. */
export function ids(documents: Array<{ id: string }>): string[] {
  return documents.map((doc) => doc.id);
}

/** Mean colour of an image (each channel 0–255, rounded). */
export async function meanColour(bytes: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { channels } = await sharp(bytes).stats();
  return { r: Math.round(channels[0].mean), g: Math.round(channels[1].mean), b: Math.round(channels[2].mean) };
}

export { rejectionOf } from "@tests/support/rejectionOf";
