// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, getByRole } from "@testing-library/dom";
import type { Content } from "@prismicio/client";
import { commonI18n } from "@tests/unit/support/commonI18n";
import { SiteHeader } from "@/layout/SiteHeader";
import { SiteProvider } from "@/lib/siteContext";
import { siteFacts } from "@/lib/pageProps";

const link = (url: string) => ({ link_type: "Web", url }) as const;

/** The header as the server renders it, with `items` in the CMS navigation. */
function renderHeader(items: { label: string; link: ReturnType<typeof link> }[]) {
  const navigation = {
    data: { menu_items: items, call_to_action_label: null, call_to_action_link: { link_type: "Any" } },
  } as unknown as Content.NavigationDocument;
  document.body.innerHTML =
    renderToStaticMarkup(
      <I18nextProvider i18n={commonI18n()}>
        <SiteProvider value={{ ...siteFacts, locale: "es-es", publicPath: "/", preview: false }}>
          <SiteHeader navigation={navigation} siteName="Laboratorios Brezo" />
        </SiteProvider>
      </I18nextProvider>,
    ) + '<main><button type="button">En la página</button></main>';
}

/** Runs the menu's behaviour, as the site's script does on arrival. */
async function enhance() {
  (await import("@/widgets/menu/menu.browser")).enhanceMenus();
}

const menuButton = () => getByRole(document.body, "button", { name: /menú/ });
/** The collapsible navigation panel that the button controls. */
const panel = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;
const isShown = (element: Element) => !element.classList.contains("hidden");
const shownIcons = () => [...menuButton().querySelectorAll("svg")].filter(isShown);

describe("the header's menu button", () => {
  beforeEach(() => {
    vi.resetModules();
    renderHeader([
      { label: "Productos", link: link("https://brezo.example/productos") },
      { label: "Noticias", link: link("https://brezo.example/noticias") },
    ]);
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("starts closed: the panel with the links is hidden and the button offers to open it", async () => {
    await enhance();
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(menuButton().textContent).toBe("Abrir menú");
    expect(isShown(panel())).toBe(false);
    expect(panel().textContent).toContain("Noticias");
    expect(shownIcons()).toHaveLength(1);
  });

  it("opens the panel when pressed (Enter and Space press a button), and says it now closes it", async () => {
    await enhance();
    menuButton().focus();
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(isShown(panel())).toBe(true);
    expect(menuButton().textContent).toBe("Cerrar menú");
    expect(shownIcons()).toHaveLength(1);
    expect(shownIcons()[0].querySelector("path")!.getAttribute("d")).toBe("M6 6l12 12M18 6L6 18");

    fireEvent.click(menuButton());
    expect(isShown(panel())).toBe(false);
    expect(menuButton().textContent).toBe("Abrir menú");
  });

  it("Escape closes the open panel and brings the focus back to the button", async () => {
    await enhance();
    fireEvent.click(menuButton());
    getByRole(panel(), "link", { name: /Noticias/ }).focus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(isShown(panel())).toBe(false);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("Escape with the panel closed leaves the focus where it is", async () => {
    await enhance();
    const other = getByRole(document.body, "button", { name: "En la página" });
    other.focus();
    fireEvent.keyDown(other, { key: "Escape" });
    expect(document.activeElement).toBe(other);
    expect(isShown(panel())).toBe(false);
  });

  it("without navigation links there is no button, and the behaviour does nothing", async () => {
    renderHeader([]);
    await enhance();
    expect(document.querySelector("button[aria-controls]")).toBeNull();
  });
});
