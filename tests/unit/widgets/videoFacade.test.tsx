// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderSlices, videoSlice } from "@tests/unit/support/renderSlices";

/** Runs the facade's behaviour, as the site's script does on arrival. */
async function enhance() {
  (await import("@/widgets/videoFacade/videoFacade.browser")).enhanceVideoFacades();
}

describe("the video facade (VideoEmbed slice)", () => {
  beforeEach(() => vi.resetModules());
  afterEach(cleanup);

  it("shows only the poster and a play button until the visitor presses play", async () => {
    const { container } = renderSlices([videoSlice("https://www.youtube.com/watch?v=aqz-KE-bpKQ")]);
    await enhance();
    expect(container.querySelector("iframe")).toBeNull();
    // Nothing the browser would fetch names the provider (the player's address waits in a data attribute).
    const fetched = [...container.querySelectorAll("[src], [srcset], [href]")]
      .map((element) => element.outerHTML)
      .join("\n");
    expect(fetched).not.toMatch(/youtube|ytimg/);
    expect(container.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(container.querySelector("figcaption")!.textContent).toBe("Tres minutos en el laboratorio.");

    const button = screen.getByRole("button", { name: "Reproducir vídeo: Cómo elaboramos los gránulos" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);

    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
    expect(frame.getAttribute("title")).toBe("Cómo elaboramos los gránulos");
    expect(frame.getAttribute("allow")).toBe("autoplay; encrypted-media; picture-in-picture");
    expect(frame.hasAttribute("allowfullscreen")).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("plays Vimeo videos in the Vimeo player, titled with the slice's generic name when the video has none", async () => {
    const { container } = renderSlices([videoSlice("https://vimeo.com/76979871", null)]);
    await enhance();
    fireEvent.click(screen.getByRole("button", { name: "Reproducir vídeo" }));
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?autoplay=1");
    expect(frame.getAttribute("title")).toBeTruthy();
    expect(document.activeElement).toBe(frame);
  });

  it("each video on a page plays on its own", async () => {
    const { container } = renderSlices([
      videoSlice("https://youtu.be/aqz-KE-bpKQ", "Uno"),
      { ...videoSlice("https://vimeo.com/76979871", "Dos"), id: "s2" },
    ]);
    await enhance();
    fireEvent.click(screen.getByRole("button", { name: "Reproducir vídeo: Dos" }));
    expect([...container.querySelectorAll("iframe")].map((frame) => frame.title)).toEqual(["Dos"]);
    expect(screen.getByRole("button", { name: "Reproducir vídeo: Uno" })).toBeTruthy();
  });
});
