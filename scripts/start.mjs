/**
 * `npm start` (production) and `npm run dev` (development, `--dev`): starts the local content
 * service and mail sink, builds (production only) and serves the es site on :3000 and the co site on :3001.
 * Ctrl-C stops everything it started.
 */
import { stopAll, stopAllOnSignals } from "./lib/processes.mjs";
import { CONTENT_SERVICE_PORT, MAIL_SINK_PORT, SITES, buildSites, checkPorts, serveSites, startContentService, startMailSink } from "./lib/sites.mjs";

const dev = process.argv.includes("--dev");
stopAllOnSignals(() => console.log("\nStopping…"));

try {
  await checkPorts();
  await Promise.all([startContentService(), startMailSink()]);
  if (!dev) await buildSites();
  await serveSites({ dev });
  console.log(`
Ready (${dev ? "development" : "production"}):
  es site          http://localhost:${SITES[0].port}
  co site          http://localhost:${SITES[1].port}
  content service  http://localhost:${CONTENT_SERVICE_PORT}/api/v2
  mail sink        http://localhost:${MAIL_SINK_PORT}
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
