/**
 * `npm start` (production) and `npm run dev` (development, `--dev`): starts the local content
 * service and mail sink, builds (production only) and serves each country's site on its port
 * (src/config/countries.ts: es on :3000, co on :3001); in development the browser script is rebuilt on change.
 * `-- --site es` builds and serves that site only (repeatable). Ctrl-C stops everything it started.
 */
import { stopAll, stopAllOnSignals } from "./lib/processes.mjs";
import { watchBrowserBundle } from "./lib/browserBundle.ts";
import {
  CONTENT_SERVICE_PORT,
  MAIL_SINK_PORT,
  SITES,
  buildSites,
  checkPorts,
  serveSites,
  startContentService,
  startMailSink,
} from "./lib/sites.mjs";

const dev = process.argv.includes("--dev");
stopAllOnSignals(() => console.log("\nStopping…"));

try {
  await checkPorts();
  await Promise.all([startContentService(), startMailSink()]);
  if (!dev) await buildSites();
  if (dev) {
    // The browser script is rebuilt on every change (a reload shows it); `next dev` leaves it to this watcher.
    await watchBrowserBundle((url) => console.log(`[browser] built ${url}`));
  }
  await serveSites({ dev, env: dev ? { SITE_BROWSER_BUNDLE_WATCHED: "1" } : {} });
  console.log(`
Ready (${dev ? "development" : "production"}):
${SITES.map((site) => `  ${`${site.country} site`.padEnd(17)}http://localhost:${site.port}`).join("\n")}
  content service  http://localhost:${CONTENT_SERVICE_PORT}/api/v2
  mail sink        http://localhost:${MAIL_SINK_PORT}
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
