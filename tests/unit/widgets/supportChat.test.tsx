// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SupportChat } from "@/widgets/supportChat/SupportChat";
import { parseChatPages } from "@/widgets/supportChat/supportChat.browser";
import { commonI18n } from "@tests/unit/support/commonI18n";

const chatScripts = () => document.querySelectorAll('script[src^="https://static.zdassets.com/ekr/snippet.js"]');
const facade = () => document.querySelector<HTMLElement>('[data-enhance="support-chat"]')!;
const chatButton = () => facade().querySelector("button")!;

/** The facade's markup as the server renders it. */
function markup(pages: string[], chatKey = "clave de prueba"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={commonI18n()}>
      <SupportChat chatKey={chatKey} pages={pages} />
    </I18nextProvider>,
  );
}

/** The page at `path` with the chat facade the server renders, and the browser script run on it. */
async function openPage(path: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = markup(["/contacto", "/preguntas-frecuentes"]);
  const { enhanceSupportChat } = await import("@/widgets/supportChat/supportChat.browser");
  enhanceSupportChat();
}

/** Lets the dynamic import and its callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the support chat's page list", () => {
  it("reads the list the server rendered, and nothing from anything else", () => {
    expect(parseChatPages('["/contacto","/"]')).toEqual(["/contacto", "/"]);
    expect(parseChatPages('["/contacto",3]')).toEqual(["/contacto"]);
    for (const raw of [undefined, null, "", "{", '"/contacto"', "{}"]) expect(parseChatPages(raw)).toEqual([]);
  });
});

describe("the support chat facade", () => {
  beforeEach(() => {
    vi.resetModules();
    delete (window as unknown as { zE?: unknown }).zE;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is rendered hidden, with a button named Chat", () => {
    document.body.innerHTML = markup(["/"], "k");
    expect(facade().hidden).toBe(true);
    expect(chatButton().textContent).toBe("Chat");
    expect(chatButton().getAttribute("aria-label")).toMatch(/^Chat de atención al cliente/);
  });

  it("shows the button on a configured page and below it, and requests nothing from the provider before a click", async () => {
    await openPage("/preguntas-frecuentes/envios");
    expect(facade().hidden).toBe(false);
    await settle();
    expect(chatScripts()).toHaveLength(0);
  });

  it("loads the widget with the country's key on click, opens it above the page, and hides the button", async () => {
    await openPage("/contacto");
    chatButton().click();
    await vi.waitFor(() => expect(chatScripts()).toHaveLength(1));
    expect(chatScripts()[0].getAttribute("src")).toBe(
      "https://static.zdassets.com/ekr/snippet.js?key=clave%20de%20prueba",
    );
    expect(chatButton().getAttribute("aria-busy")).toBe("true");
    expect(chatButton().textContent).toBe("Abriendo el chat…");
    chatButton().click(); // a second press while it loads adds nothing
    await settle();
    expect(chatScripts()).toHaveLength(1);
    const zE = vi.fn();
    (window as unknown as { zE: typeof zE }).zE = zE;
    chatScripts()[0].dispatchEvent(new Event("load"));
    expect(zE).toHaveBeenCalledWith("messenger:set", "zIndex", 100);
    expect(zE).toHaveBeenCalledWith("messenger", "show");
    expect(zE).toHaveBeenCalledWith("messenger", "open");
    expect(facade().hidden).toBe(true);
  });

  it("gives the button back when the provider's script cannot load", async () => {
    await openPage("/contacto");
    chatButton().click();
    await vi.waitFor(() => expect(chatScripts()).toHaveLength(1));
    chatScripts()[0].dispatchEvent(new Event("error"));
    expect(chatScripts()).toHaveLength(0);
    expect(facade().hidden).toBe(false);
    expect(chatButton().hasAttribute("aria-busy")).toBe(false);
    expect(chatButton().textContent).toBe("Chat");
  });

  it("shows nothing and loads nothing on other pages", async () => {
    await openPage("/contactos");
    expect(facade().hidden).toBe(true);
    await settle();
    expect(chatScripts()).toHaveLength(0);
  });
});
