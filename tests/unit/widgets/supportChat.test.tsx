// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SupportChat } from "@/widgets/supportChat/SupportChat";
import { parseChatPages } from "@/widgets/supportChat/supportChat.browser";

const chatScripts = () => document.querySelectorAll('script[src^="https://static.zdassets.com/ekr/snippet.js"]');

/** The page at `path` with the chat settings the server renders. */
async function openPage(path: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = renderToStaticMarkup(
    <SupportChat chatKey="clave de prueba" pages={["/contacto", "/preguntas-frecuentes"]} />,
  );
  const { enhanceSupportChat } = await import("@/widgets/supportChat/supportChat.browser");
  enhanceSupportChat();
}

describe("the support chat's page list", () => {
  it("reads the list the server rendered, and nothing from anything else", () => {
    expect(parseChatPages('["/contacto","/"]')).toEqual(["/contacto", "/"]);
    expect(parseChatPages('["/contacto",3]')).toEqual(["/contacto"]);
    for (const raw of [undefined, null, "", "{", '"/contacto"', "{}"]) expect(parseChatPages(raw)).toEqual([]);
  });
});

describe("the support chat part of the browser script", () => {
  beforeEach(() => {
    vi.resetModules();
    // jsdom has no idle callbacks: run them at once.
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("renders nothing visible", () => {
    document.body.innerHTML = renderToStaticMarkup(<SupportChat chatKey="k" pages={["/"]} />);
    expect(document.querySelector<HTMLElement>('[data-enhance="support-chat"]')!.hidden).toBe(true);
  });

  it("loads the widget with the country's key once idle, on a configured page and below it", async () => {
    await openPage("/preguntas-frecuentes/envios");
    expect(chatScripts()).toHaveLength(0); // not in the critical path
    await vi.waitFor(() => expect(chatScripts()).toHaveLength(1));
    expect(chatScripts()[0].getAttribute("src")).toBe(
      "https://static.zdassets.com/ekr/snippet.js?key=clave%20de%20prueba",
    );
  });

  it("sets the widget's z-index to 100 and shows it once its script has loaded", async () => {
    await openPage("/contacto");
    await vi.waitFor(() => expect(chatScripts()).toHaveLength(1));
    const zE = vi.fn();
    (window as unknown as { zE: typeof zE }).zE = zE;
    chatScripts()[0].dispatchEvent(new Event("load"));
    expect(zE).toHaveBeenCalledWith("messenger:set", "zIndex", 100);
    expect(zE).toHaveBeenCalledWith("messenger", "show");
  });

  it("loads nothing on other pages", async () => {
    await openPage("/contactos");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chatScripts()).toHaveLength(0);
  });
});
