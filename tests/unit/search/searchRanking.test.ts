/** The search engine on documents made for the purpose: word forms, typos, ranking, highlights, suggestions, hostile queries. */
import { describe, expect, it } from "vitest";
import { answerSearch } from "@/sections/search/searchAnswer";
import type { SearchDocument } from "@/sections/search/searchDocument";
import { SearchIndex } from "@/sections/search/searchIndex";
import { termsOfWord } from "@/sections/search/searchText";

const doc = (
  id: string,
  title: string,
  body = "",
  summary = "",
  type: SearchDocument["type"] = "health_article",
): SearchDocument => ({
  id,
  uid: id,
  type,
  publishedAt: "2026-01-01T00:00:00+0000",
  href: `/x/${id}`,
  title,
  summary,
  body,
  uidWords: id.replace(/-/g, " "),
});

const ALL = ["product", "health_article", "news_article", "faq"];
const index = new SearchIndex([
  doc(
    "fiebre",
    "Fiebre en niños: qué hacer en casa",
    "La fiebre de un niño pequeño casi siempre se debe a infecciones leves. Los dolores musculares pasan.",
  ),
  doc("dolor", "Dolor de cabeza", "Cuando el dolor no cede, consulta a tu médico."),
  doc(
    "arnica",
    "Árnica Montana 9 CH",
    "Medicamento homeopático unitario elaborado a partir de la planta.",
    "Gránulos de árnica.",
    "product",
  ),
  doc("calendula", "Caléndula Officinalis 5 CH", "Flor de caléndula.", "", "product"),
  doc(
    "diluciones",
    "¿Qué significa la dilución CH?",
    "Las diluciones centesimales se preparan paso a paso.",
    "",
    "faq",
  ),
  doc("bebe", "La piel del bebé", "Los bebés tienen una piel más fina."),
  doc("piel", "Cuidados de la piel", "Una crema para la piel del bebé y de toda la familia."),
]);
const uids = (query: string, types = ALL) => index.search(query, types).hits.map((hit) => hit.document.uid);

describe("terms", () => {
  it("share a stem across number, accents and case", () => {
    for (const [a, b] of [
      ["niño", "niños"],
      ["niño", "NINO"],
      ["dolor", "dolores"],
      ["dilución", "diluciones"],
      ["bebé", "bebes"],
      ["homeopatía", "homeopatia"],
    ]) {
      expect(
        termsOfWord(a).some((term) => termsOfWord(b).includes(term)),
        `${a} ~ ${b}`,
      ).toBe(true);
    }
  });

  it("drop common words", () => {
    expect(termsOfWord("de")).toEqual([]);
    expect(termsOfWord("Los")).toEqual([]);
  });
});

describe("matching", () => {
  it.each([
    ["niños", "fiebre"],
    ["nino", "fiebre"],
    ["dolores", "dolor"],
    ["diluciones", "diluciones"],
    ["dilucion", "diluciones"],
    ["bebes", "bebe"],
    ["ARNICA", "arnica"],
  ])("%s finds %s", (query, uid) => {
    expect(uids(query)).toContain(uid);
  });

  it("forgives one wrong letter in a word of 5 letters or more", () => {
    expect(uids("arnika")).toEqual(["arnica"]);
    expect(uids("calendla")).toEqual(["calendula"]);
  });

  it("but not in shorter words", () => {
    expect(uids("fibr")).toEqual([]);
  });

  it("searches only the types asked for", () => {
    expect(uids("dilución", ["product"])).toEqual([]);
    expect(uids("dilución", ["faq"])).toEqual(["diluciones"]);
  });
});

describe("ranking", () => {
  it("puts a title match before a body match", () => {
    expect(uids("dolor")).toEqual(["dolor", "fiebre"]);
    expect(uids("bebé")[0]).toBe("bebe");
  });

  it("puts more query words matched before fewer", () => {
    expect(uids("piel bebé crema")[0]).toBe("piel");
  });
});

describe("answers", () => {
  it("mark the matched words in the title and the excerpt", () => {
    const answer = answerSearch(index, "dolores", ALL);
    expect(answer.state).toBe("found");
    if (answer.state !== "found") return;
    const first = answer.results[0];
    expect(first.title).toEqual([
      { text: "Dolor", matched: true },
      { text: " de cabeza", matched: false },
    ]);
    expect(first.excerpt.filter((piece) => piece.matched).map((piece) => piece.text)).toEqual(["dolor"]);
  });

  it("keep markup as text (the page escapes it)", () => {
    const hostile = new SearchIndex([doc("html", "<script>alert(1)</script> árnica", "<b>árnica</b>")]);
    const answer = answerSearch(hostile, "árnica", ALL);
    if (answer.state !== "found") throw new Error("not found");
    expect(answer.results[0].title.map((piece) => piece.text).join("")).toBe("<script>alert(1)</script> árnica");
  });

  it("suggest the closest known word when nothing matches", () => {
    expect(answerSearch(index, "calndla", ALL)).toEqual({ state: "notFound", suggestion: "caléndula" });
    expect(answerSearch(index, "zxqwv", ALL)).toEqual({ state: "notFound", suggestion: null });
  });

  it("answer hostile queries without throwing", () => {
    for (const query of [
      "\\",
      "\\\\\\",
      "a".repeat(10_000),
      '(árnica) OR "x" AND NOT y*',
      'fulltext(document,"x")',
      "\u202e\u200b😀👩‍👩‍👧",
      "ﬁebre",
      "İstanbul",
      "\ud800",
      '[[at(document.type,"x")]]',
      "-árnica +dolor ~2 ^3",
    ]) {
      expect(() => answerSearch(index, query, ALL)).not.toThrow();
    }
  });
});

describe("excerpts", () => {
  const long = `${"Texto de relleno sin nada que ver. ".repeat(10)}Aquí habla del árnica y de sus usos. ${"Más relleno al final. ".repeat(10)}`;
  const excerpts = new SearchIndex([
    doc(
      "corto",
      "Gránulos",
      "",
      "Medicamento homeopático unitario en gránulos, elaborado a partir de la flor de caléndula.",
    ),
    doc("largo", "Otro", long),
  ]);
  const excerpt = (query: string) => {
    const answer = answerSearch(excerpts, query, ALL);
    if (answer.state !== "found") throw new Error("not found");
    return answer.results[0].excerpt.map((piece) => (piece.matched ? `[${piece.text}]` : piece.text)).join("");
  };

  it("show a short text whole", () => {
    expect(excerpt("calendula")).toBe(
      "Medicamento homeopático unitario en gránulos, elaborado a partir de la flor de [caléndula].",
    );
  });

  it("cut a long text around the match, at word boundaries, with ellipses", () => {
    const text = excerpt("árnica");
    expect(text).toMatch(/^…\S/);
    expect(text).toMatch(/\S…$/);
    expect(text).toContain("del [árnica] y de sus usos");
    expect(text.length).toBeLessThanOrEqual(222);
  });
});

describe("a search index's snapshot (issue 30)", () => {
  it("loads into an index that answers exactly as the one it was taken from: results, excerpts, suggestions", () => {
    const loaded = SearchIndex.fromJSON(JSON.parse(JSON.stringify(index.toJSON())));
    expect(loaded.size).toBe(index.size);
    for (const query of ["arnica", "dolor de cabeza", "calendla", "no puedo dormir", "xyz"])
      expect(answerSearch(loaded, query, ALL)).toEqual(answerSearch(index, query, ALL));
  });

  it("is refused when taken by another format of the index", () => {
    expect(() => SearchIndex.fromJSON({ ...index.toJSON(), format: 0 })).toThrow(/format/);
  });
});
