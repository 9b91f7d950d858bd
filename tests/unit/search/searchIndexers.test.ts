import { describe, expect, it } from "vitest";
import { SECTION_LIST } from "@/config/sections";
import { INDEXERS } from "@/sections/search/searchDocument";

/** Issue 30: which types are searched derives from the section registry; none is skipped silently. */
describe("search indexers", () => {
  it("exist for every document type a section searches", () => {
    const searched = [...new Set(SECTION_LIST.flatMap((section) => section.searches ?? []))];
    expect(searched).toEqual(expect.arrayContaining(["product", "page", "job_offer", "author"]));
    const missing = searched.filter((type) => !Object.hasOwn(INDEXERS, type));
    expect(missing, `searched types without an indexer in searchDocument.ts: ${missing.join(", ")}`).toEqual([]);
  });
});
