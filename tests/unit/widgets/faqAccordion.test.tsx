// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FaqAccordion } from "@/widgets/faqAccordion/FaqAccordion";

/** A FAQ page as the server renders it: the accordion, and a disclosure elsewhere on the page. */
const PAGE =
  renderToStaticMarkup(
    <FaqAccordion
      items={[
        {
          id: "1",
          anchor: "que-es-la-dilucion",
          question: "¿Qué es la dilución?",
          answer: [{ type: "paragraph", text: "…", spans: [] }],
        },
        {
          id: "2",
          anchor: "como-se-toma",
          question: "¿Cómo se toma?",
          answer: [{ type: "paragraph", text: "…", spans: [] }],
        },
      ]}
    />,
  ) + '<details id="fuera"><summary>Fuera</summary></details>';

const opened = () => [...document.querySelectorAll("details")].filter((node) => node.open).map((node) => node.id);

describe("the FAQ accordion's anchor", () => {
  beforeEach(() => {
    vi.resetModules();
    Element.prototype.scrollIntoView = vi.fn();
    document.body.innerHTML = PAGE;
  });
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  it("renders every question closed, each with its anchor", () => {
    expect(
      [...document.querySelectorAll("details")].map((node) => [node.id, node.querySelector("summary")!.textContent]),
    ).toEqual([
      ["que-es-la-dilucion", "¿Qué es la dilución?+"],
      ["como-se-toma", "¿Cómo se toma?+"],
      ["fuera", "Fuera"],
    ]);
    expect(opened()).toEqual([]);
  });

  it("opens the question the URL names on arrival and scrolls to it", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia#que-es-la-dilucion");
    (await import("@/widgets/faqAccordion/faqAccordion.browser")).enhanceFaqAnchors();
    expect(opened()).toEqual(["que-es-la-dilucion"]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });

  it("opens the next one when the anchor changes", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia");
    (await import("@/widgets/faqAccordion/faqAccordion.browser")).enhanceFaqAnchors();
    expect(opened()).toEqual([]);
    window.history.replaceState(null, "", "#como-se-toma");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(opened()).toEqual(["como-se-toma"]);
  });

  it("leaves alone what is not one of its questions, and malformed anchors", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia#fuera");
    (await import("@/widgets/faqAccordion/faqAccordion.browser")).enhanceFaqAnchors();
    window.history.replaceState(null, "", "#%E0%A4%A");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(opened()).toEqual([]);
  });
});
