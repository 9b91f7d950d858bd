/**
 * `npm run build:browser [-- --dev] [-- --watch]`: builds the site's browser script (src/enhance and
 * the form islands) into public/_enhance (scripts/lib/browserBundle.ts). `--watch` rebuilds on every
 * change (development bundle), as `npm run dev` does. `next build` builds it too.
 */
import { buildBrowserBundle, watchBrowserBundle } from "./lib/browserBundle.ts";

if (process.argv.includes("--watch")) {
  await watchBrowserBundle((url) => console.log(`[browser] built ${url}`));
  console.log("[browser] watching src/enhance, src/widgets, src/islands and the form components; Ctrl-C to stop.");
} else {
  const url = buildBrowserBundle({ dev: process.argv.includes("--dev") });
  console.log(`[browser] built ${url}`);
}
