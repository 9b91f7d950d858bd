/**
 * The processes the suite attacks, all on free loopback ports (never 3000–3200): the local content
 * service over a copy of the seed content (with redirect rows the site must refuse, redirectRows.ts), the mail sink over a throwaway mailbox, and one
 * `next start` of a copy of the es build that delivers to that sink.
 */
import fs from "node:fs";
import path from "node:path";
import {
  ROOT,
  builtSite,
  copyBuild,
  copyContent,
  freePort,
  startContentService,
  startMailSink,
  mailSinkSiteEnv,
  startSite,
  tearDown,
  throwawayDir,
  type Proc,
} from "@tests/system/stack";
import { addRefusedExternalRows } from "./redirectRows";

/** How long a form waits for the next byte of a body before dropping it (the site's REQUEST_BODY_IDLE_TIMEOUT_MS). */
export const BODY_IDLE_TIMEOUT_MS = 2_000;

export type SecurityStack = {
  site: Proc;
  origin: string;
  contentUrl: string;
  sinkUrl: string;
  buildId: string;
  stop: () => Promise<void>;
};

/** Starts the three processes; `stop` ends them and removes every copy. */
export async function startSecurityStack(): Promise<SecurityStack> {
  const source = builtSite();
  const buildId = fs.readFileSync(path.join(ROOT, source, "BUILD_ID"), "utf8").trim();
  const contentDir = copyContent();
  addRefusedExternalRows(contentDir);
  const mailDir = throwawayDir("security-mail");
  const distDir = copyBuild(source, "security");
  const stop = tearDown;
  try {
    const [contentPort, sinkPort, sitePort] = [await freePort(), await freePort(), await freePort()];
    await Promise.all([startContentService(contentPort, contentDir), startMailSink(sinkPort, mailDir)]);
    const site = await startSite(distDir, sitePort, contentPort, {
      ...mailSinkSiteEnv(sinkPort, mailDir),
      // The suite posts a few thousand forms from one address.
      FORM_RATE_LIMIT: "10000",
      REQUEST_BODY_IDLE_TIMEOUT_MS: String(BODY_IDLE_TIMEOUT_MS),
      // The memory check asks the site's V8 for a full collection through its inspector (inspector.ts).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:0`.trim(),
    });
    return {
      site,
      origin: `http://127.0.0.1:${sitePort}`,
      contentUrl: `http://127.0.0.1:${contentPort}`,
      sinkUrl: `http://127.0.0.1:${sinkPort}`,
      buildId,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A preview ref from the content service's admin API (`ttlMs: 0` gives an expired one). */
export async function previewRef(contentUrl: string, ttlMs?: number): Promise<string> {
  const response = await fetch(`${contentUrl}/__admin/preview-refs`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ttlMs === undefined ? {} : { ttlMs }),
  });
  if (response.status !== 201) throw new Error(`content service: preview ref not created (${response.status})`);
  return ((await response.json()) as { ref: string }).ref;
}
