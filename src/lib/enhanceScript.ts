import fs from "node:fs";
import path from "node:path";

/**
 * The URL of the site's browser script (src/enhance) from the manifest its build wrote
 * (scripts/lib/browserBundle.ts), or null when it was never built. Read on the server, relative to
 * the working directory that serves `public/` (the project, or the standalone server's folder).
 */
export function enhanceScriptUrl(): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/_enhance/manifest.json"), "utf8")) as {
      entry?: unknown;
    };
    return typeof manifest.entry === "string" ? manifest.entry : null;
  } catch {
    return null;
  }
}
