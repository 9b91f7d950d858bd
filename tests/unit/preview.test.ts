import { describe, expect, it } from "vitest";
import { describeContentRef, parseContentRef } from "@/config/contentRef";
import { readPreviewCookie } from "@/preview/previewCookie";
import { sameSitePath } from "@/server/http/sameSitePath";
import { previewStep } from "@/preview/bar/previewStep";

describe("PRISMIC_CONTENT_REF", () => {
  it.each([
    [undefined, { kind: "master" }],
    ["", { kind: "master" }],
    ["  master ", { kind: "master" }],
    ["release:campana-invierno-2026", { kind: "releaseId", id: "campana-invierno-2026" }],
    ["release-label:Campaña de invierno 2026", { kind: "releaseLabel", label: "Campaña de invierno 2026" }],
    ["ref:ZxY-123", { kind: "ref", ref: "ZxY-123" }],
  ])("%j → %j", (raw, expected) => {
    expect(parseContentRef(raw)).toEqual(expected);
  });

  it.each(["release", "release:", "ref: ", "label:x", "Master", "ZxY-123"])(
    "refuses %j with a message naming the variable and the forms",
    (raw) => {
      expect(() => parseContentRef(raw)).toThrow(
        /^Invalid PRISMIC_CONTENT_REF=.*expected empty or "master", "release:<release id>"/,
      );
    },
  );

  it("describes a pin for logs", () => {
    expect(describeContentRef(parseContentRef("release-label:Invierno"))).toBe('release "Invierno"');
  });
});

describe("preview redirects stay on the site", () => {
  it.each(["/", "/nuestros-productos/arnica-montana-9ch", "/busqueda?q=arnica#resultados"])("keeps %s", (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "nuestros-productos",
    "/a\nb",
    null,
    undefined,
    42,
  ])("replaces %j with the home page", (candidate) => {
    expect(sameSitePath(candidate)).toBe("/");
  });
});

describe("the Prismic preview cookie", () => {
  it("reads the ref among other cookies, URL-decoded", () => {
    expect(readPreviewCookie("a=1; io.prismic.preview=preview.abc%3D%3D; b=2")).toBe("preview.abc==");
  });

  it("reads the token from the JSON form Prismic's toolbar writes; one without a session is none", () => {
    const token =
      "http://localhost:3100/previews/aAmh5kRm_nT-SPImioYbMQ:Z6OpxBEAACcACyfI?websitePreviewId=Z6FQNhEAACwAB0Gl";
    const json = encodeURIComponent(JSON.stringify({ _tracker: "abc123", "local.prismic.io": { preview: token } }));
    expect(readPreviewCookie(`io.prismic.preview=${json}`)).toBe(token);
    expect(readPreviewCookie(`io.prismic.preview=${encodeURIComponent('{"_tracker":"abc123"}')}`)).toBeNull();
    expect(readPreviewCookie("io.prismic.preview=%7Bnot json")).toBeNull();
  });

  it("is absent when missing or empty", () => {
    expect(readPreviewCookie("a=1")).toBeNull();
    expect(readPreviewCookie("io.prismic.preview=; a=1")).toBeNull();
    expect(readPreviewCookie("")).toBeNull();
  });
});

describe("the preview session's rule (R4)", () => {
  it("starts preview when the cookie appears on a page outside preview", () => {
    expect(previewStep("preview.ref", false, null)).toBe("start");
  });

  it("does not try again a cookie that was refused on this page view, but tries a new one", () => {
    expect(previewStep("preview.ref", false, "preview.ref")).toBeNull();
    expect(previewStep("preview.other", false, "preview.ref")).toBe("start");
  });

  it("ends preview when the cookie goes", () => {
    expect(previewStep(null, true, null)).toBe("end");
  });

  it("otherwise leaves the page alone", () => {
    expect(previewStep(null, false, null)).toBeNull();
    expect(previewStep("preview.ref", true, null)).toBeNull();
  });
});
