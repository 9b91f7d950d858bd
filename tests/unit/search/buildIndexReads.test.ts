/** How a full search read asks the Content API: one request for a small repository, one paged read per type for a large one. */
import { describe, expect, it } from "vitest";
import { buildIndex } from "@/sections/search/searchIndexSync";

type Query = { filters?: string[]; pageSize?: number };

/** A client that answers every query with no document, reporting `totalPages`, and records what it was asked. */
function recordingClient(totalPages: number) {
  const gets: Query[] = [];
  const getAlls: Query[] = [];
  const client = {
    get: async (params: Query) => {
      gets.push(params);
      return { results: [], total_pages: totalPages, total_results_size: totalPages * 100 };
    },
    dangerouslyGetAll: async (params: Query) => {
      getAlls.push(params);
      return [];
    },
  };
  return { client: client as unknown as Parameters<typeof buildIndex>[0], gets, getAlls };
}

describe("a full search read", () => {
  it("is one request when every searchable document fits in a page", async () => {
    const { client, gets, getAlls } = recordingClient(1);
    await buildIndex(client, "es-es", "ref");
    expect(gets).toHaveLength(1);
    expect(gets[0].filters?.[0]).toMatch(/^\[any\(document\.type, \[/);
    expect(getAlls).toHaveLength(0);
  });

  it("reads each searched type on its own, side by side, when there are more", async () => {
    const { client, getAlls } = recordingClient(101);
    await buildIndex(client, "es-es", "ref");
    const types = getAlls.map((query) => /at\(document\.type, "([a-z_]+)"\)/.exec(query.filters?.[0] ?? "")?.[1]);
    expect(types).toContain("product");
    expect(types).toContain("health_article");
    expect(new Set(types).size).toBe(getAlls.length);
    for (const query of getAlls) expect(query.pageSize).toBe(100);
  });
});
