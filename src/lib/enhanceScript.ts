import fs from "node:fs";
import path from "node:path";
import * as z from "zod/mini";

/** What the pages need of the browser script's manifest (scripts/lib/browserBundle.ts writes it). */
const manifestSchema = z.object({
  /** The entry's URL. */
  entry: z.string(),
  /** Each island's files (URLs): what the browser downloads ahead and runs once the visitor shows intent. */
  islands: z._default(z.record(z.string(), z.array(z.string())), {}),
});

export type EnhanceScript = z.infer<typeof manifestSchema>;

/**
 * The site's browser script (src/enhance) from the manifest its build wrote: its entry's URL and
 * each island's files, or null when it was never built. Read on the server, relative to the working
 * directory that serves `public/` (the project, or the standalone server's folder).
 */
export function readEnhanceScript(): EnhanceScript | null {
  try {
    const manifest = manifestSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/_enhance/manifest.json"), "utf8")),
    );
    return manifest.success ? manifest.data : null;
  } catch {
    return null;
  }
}
