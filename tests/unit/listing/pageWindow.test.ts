import { describe, expect, it } from "vitest";
import { PAGE_GAP, pageWindow } from "@/sections/listing/pageWindow";

describe("pageWindow", () => {
  it("links every page of a short listing", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("links the first, the last and the current page's neighbours of a long listing", () => {
    expect(pageWindow(1, 125)).toEqual([1, 2, 3, PAGE_GAP, 125]);
    expect(pageWindow(60, 125)).toEqual([1, PAGE_GAP, 58, 59, 60, 61, 62, PAGE_GAP, 125]);
    expect(pageWindow(125, 125)).toEqual([1, PAGE_GAP, 123, 124, 125]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageWindow(5, 125)).toEqual([1, 2, 3, 4, 5, 6, 7, PAGE_GAP, 125]);
    expect(pageWindow(121, 125)).toEqual([1, PAGE_GAP, 119, 120, 121, 122, 123, 124, 125]);
  });

  it("links at most nine numbers whatever the size", () => {
    for (let page = 1; page <= 400; page++) expect(pageWindow(page, 400).length).toBeLessThanOrEqual(9);
  });
});
