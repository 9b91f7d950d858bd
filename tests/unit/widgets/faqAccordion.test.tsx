// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ACCORDION = `<div data-enhance="faq-anchor">
  <details id="que-es-la-dilucion"><summary>¿Qué es la dilución?</summary><p>…</p></details>
  <details id="como-se-toma"><summary>¿Cómo se toma?</summary><p>…</p></details>
</div><details id="fuera"><summary>Fuera</summary></details>`;

const opened = () => [...document.querySelectorAll("details")].filter((node) => node.open).map((node) => node.id);

describe("the FAQ accordion's anchor", () => {
  beforeEach(() => {
    vi.resetModules();
    Element.prototype.scrollIntoView = vi.fn();
    document.body.innerHTML = ACCORDION;
  });
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  it("opens the question the URL names on arrival and scrolls to it", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia#que-es-la-dilucion");
    (await import("@/widgets/faqAccordion/behaviour")).enhanceFaqAnchors();
    expect(opened()).toEqual(["que-es-la-dilucion"]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });

  it("opens the next one when the anchor changes", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia");
    (await import("@/widgets/faqAccordion/behaviour")).enhanceFaqAnchors();
    expect(opened()).toEqual([]);
    window.history.replaceState(null, "", "#como-se-toma");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(opened()).toEqual(["como-se-toma"]);
  });

  it("leaves alone what is not one of its questions, and malformed anchors", async () => {
    window.history.replaceState(null, "", "/preguntas-frecuentes/homeopatia#fuera");
    (await import("@/widgets/faqAccordion/behaviour")).enhanceFaqAnchors();
    window.history.replaceState(null, "", "#%E0%A4%A");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(opened()).toEqual([]);
  });
});
