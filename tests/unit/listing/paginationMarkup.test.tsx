/** A long listing's pagination as the server renders it: a window of numbers, the gaps hidden from screen readers. */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import esEsSections from "@public/locales/es-es/sections.json";
import { Pagination } from "@/sections/listing/Pagination";
import { commonI18n } from "@tests/unit/support/commonI18n";

function render(page: number, totalPages: number): string {
  const i18n = commonI18n();
  i18n.addResourceBundle("es-es", "sections", esEsSections);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Pagination page={page} totalPages={totalPages} hrefOf={(n) => `/noticias/pagina/${n}`} />
    </I18nextProvider>,
  );
}

describe("pagination markup", () => {
  it("links the neighbours, the first and the last page of a long listing, and the previous and next", () => {
    const html = render(60, 125);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      "/noticias/pagina/59",
      "/noticias/pagina/1",
      "/noticias/pagina/58",
      "/noticias/pagina/59",
      "/noticias/pagina/61",
      "/noticias/pagina/62",
      "/noticias/pagina/125",
      "/noticias/pagina/61",
    ]);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Página <\/span>60</);
    expect(html.match(/<li aria-hidden="true">/g)).toHaveLength(2);
  });

  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });
});
