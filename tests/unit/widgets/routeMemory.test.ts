// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTE_MEMORY_KEYS } from "@/widgets/routeMemory/routeMemoryStore";
import { enhanceRouteMemory } from "@/widgets/routeMemory/routeMemory.browser";

/** One page view at `path`: the site's script runs the route memory on arrival. */
function visit(path: string) {
  window.history.replaceState(null, "", path);
  enhanceRouteMemory();
}

describe("route memory (no markup: it runs on every page)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("remembers this page, with its query, as the session's current route and the last one as previous", () => {
    visit("/noticias");
    visit("/busqueda?q=arnica");
    expect(window.sessionStorage.getItem(ROUTE_MEMORY_KEYS.current)).toBe("/busqueda?q=arnica");
    expect(window.sessionStorage.getItem(ROUTE_MEMORY_KEYS.previous)).toBe("/noticias");
  });

  it("a browser that refuses storage (private mode, quota) still gets a working page", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => visit("/contacto")).not.toThrow();
  });
});
