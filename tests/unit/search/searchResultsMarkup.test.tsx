/** The search results as the server renders them: matched words in <mark>, content always escaped, the suggestion's link. */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import esEsSections from "@public/locales/es-es/sections.json";
import { SearchResults } from "@/sections/search/SearchResults";
import type { SearchAnswer } from "@/sections/search/searchAnswer";
import { commonI18n } from "@tests/unit/support/commonI18n";

const PATHS = { search: "/busqueda", faq: "/preguntas-frecuentes", contact: "/contacto" };

function render(answer: SearchAnswer, query: string): string {
  const i18n = commonI18n();
  i18n.addResourceBundle("es-es", "sections", esEsSections);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SearchResults search={{ state: "ready", query }} answer={answer} paths={PATHS} promptKey="search.prompt" />
    </I18nextProvider>,
  );
}

describe("search results markup", () => {
  it("marks the matched words and escapes everything else", () => {
    const html = render(
      {
        state: "found",
        total: 1,
        results: [
          {
            id: "x",
            type: "product",
            href: "/nuestros-productos/x",
            title: [
              { text: "<script>alert(1)</script> ", matched: false },
              { text: "Árnica", matched: true },
            ],
            excerpt: [
              { text: "<img src=x onerror=alert(1)> con ", matched: false },
              { text: "árnica", matched: true },
            ],
          },
        ],
      },
      "<b>árnica</b>",
    );
    expect(html).toContain(">Árnica</mark>");
    expect(html).toContain(">árnica</mark>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("«&lt;b&gt;árnica&lt;/b&gt;»");
    expect(html).not.toMatch(/<script|<img|<b>/);
  });

  it("suggests the closest word with a link to its search, and offers the FAQ and contact", () => {
    const html = render({ state: "notFound", suggestion: "caléndula" }, "calndla");
    expect(html).toContain("¿Quizás quisiste decir");
    expect(html).toContain('href="/busqueda?q=cal%C3%A9ndula"');
    expect(html).toContain('href="/preguntas-frecuentes"');
    expect(html).toContain('href="/contacto"');
  });

  it("says search is unavailable in an alert when there is no index", () => {
    expect(render({ state: "unavailable" }, "árnica")).toMatch(/role="alert"[^>]*>La búsqueda no está disponible/);
  });
});
