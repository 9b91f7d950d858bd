/**
 * Issue 39: a sitemap built for an older ref that finishes after the newer one never replaces it.
 * The content client is the real one against the seed, with the published ref and each build's
 * duration set here (an old ref's build is slow).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService } from "@services/content/server.mjs";

const control = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { ref: "r0", masterRef: "", slowRef: "", gate, release: () => release() };
});

vi.mock("@/lib/prismic/client", async (original) => {
  const real = await original<typeof import("@/lib/prismic/client")>();
  return {
    ...real,
    createClient: (config?: Parameters<typeof real.createClient>[0]) => {
      const client = real.createClient(config);
      return Object.assign(Object.create(client), {
        getRefs: async () => [{ id: "master", ref: control.ref, isMasterRef: true, label: "Master" }],
        dangerouslyGetAll: async (params: { ref?: string }) => {
          if (params.ref === control.slowRef) await control.gate;
          return client.dangerouslyGetAll({ ...params, ref: control.masterRef });
        },
      });
    },
  };
});

type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  control.masterRef = service.masterRef();
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  process.env.NEXT_DIST_DIR = ".next-no-such-build";
  delete process.env.REDIS_URL;
});
afterAll(() => service?.close());

describe("the sitemap served", () => {
  it("stays the newer ref's when an older ref's build finishes last", async () => {
    const { currentSitemap, refreshSitemap } = await import("@/server/sitemap/sitemapSnapshot");
    expect((await currentSitemap()).ref).toBe("r0");
    // A request sees ref "old" and starts its build in the background (slow); r0 is served meanwhile.
    control.ref = "old";
    control.slowRef = "old";
    expect((await currentSitemap()).ref).toBe("r0");
    // A publish: the webhook builds "new", which is served at once.
    control.ref = "new";
    await refreshSitemap();
    expect((await currentSitemap()).ref).toBe("new");
    // The old build ends last: it does not replace the newer one.
    const old = new Promise((resolve) => {
      const log = console.log;
      vi.spyOn(console, "log").mockImplementation((line: string) => {
        log(line);
        if (String(line).includes("built for ref old")) resolve(line);
      });
    });
    control.release();
    await old;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await currentSitemap()).ref).toBe("new");
  });
});
