import { describe, expect, it } from "vitest";
import { applyMoves, pathChanges } from "@/server/redirects/movedPaths";

describe("paths a publish moved", () => {
  it("names each document whose path changed, and each that has none any more", () => {
    const before = { a: "/nuestros-productos/arnica", b: "/noticias/x", c: "/noticias/y" };
    expect(
      pathChanges(before, { a: "/nuestros-productos/arnica-montana", b: "/noticias/x", c: null, d: "/z" }),
    ).toEqual({ moved: [["/nuestros-productos/arnica", "/nuestros-productos/arnica-montana"]], gone: ["/noticias/y"] });
  });

  it("keeps one hop when a moved document moves again, and drops a move back to a live path", () => {
    let moves = applyMoves(new Map(), [["/a", "/b"]]);
    moves = applyMoves(moves, [["/b", "/c"]]);
    expect(Object.fromEntries(moves)).toEqual({ "/a": "/c", "/b": "/c" });
    moves = applyMoves(moves, [["/c", "/a"]]);
    expect(Object.fromEntries(moves)).toEqual({ "/b": "/a", "/c": "/a" });
  });
});
