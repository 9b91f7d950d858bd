import { describe, expect, it } from "vitest";
import { ROUTE_MEMORY_KEYS, rememberRoute } from "@/widgets/routeMemory/routeMemoryStore";

/** A minimal in-memory Storage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("route memory (R2)", () => {
  it("keeps the current and the previous route", () => {
    const storage = memoryStorage();
    rememberRoute(storage, "/");
    expect(storage.getItem(ROUTE_MEMORY_KEYS.current)).toBe("/");
    expect(storage.getItem(ROUTE_MEMORY_KEYS.previous)).toBeNull();
    rememberRoute(storage, "/noticias");
    rememberRoute(storage, "/quienes-somos");
    expect(storage.getItem(ROUTE_MEMORY_KEYS.current)).toBe("/quienes-somos");
    expect(storage.getItem(ROUTE_MEMORY_KEYS.previous)).toBe("/noticias");
  });

  it("does not overwrite the previous route when the same route is recorded again", () => {
    const storage = memoryStorage();
    rememberRoute(storage, "/a");
    rememberRoute(storage, "/b");
    rememberRoute(storage, "/b");
    expect(storage.getItem(ROUTE_MEMORY_KEYS.previous)).toBe("/a");
  });
});
