import { describe, expect, it } from "vitest";
import esCo from "@public/locales/es-co/sections.json";
import esEs from "@public/locales/es-es/sections.json";

/**
 * Words of the search texts that address the reader as "tú" ("busca" is left out: "lo que busca"
 * is usted; the imperative is checked apart).
 */
const TU =
  /(?<!\p{L})(tú|tu|te|estás|quisiste|encuentras|buscas|consulta|escríbenos|escribe|vuelve|inténtalo|revisa|prueba|usa)(?!\p{L})/iu;

describe("the search texts", () => {
  // es-co falls back to es-es key by key: what a visitor of the co site reads is the merge.
  const co: Record<string, unknown> = { ...esEs.search, ...esCo.search };
  const strings = (texts: Record<string, unknown>) =>
    Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === "string");

  it.each(strings(co))("on es-co address the visitor as usted: %s", (_key, text) => {
    expect(text).not.toMatch(TU);
  });

  it("on es-es say tú, as the rest of the site", () => {
    expect(esEs.search.didYouMean).toBe("¿Quizás quisiste decir");
    expect(co.didYouMean).toBe("¿Quizás quiso decir");
    expect(co.faqLabel).toBe("Busque una pregunta");
    expect(esEs.search.furtherHelp).toMatch(TU);
  });
});
