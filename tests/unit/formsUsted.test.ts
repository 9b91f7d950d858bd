import { describe, expect, it } from "vitest";
import esCo from "@public/locales/es-co/forms.json";
import esEs from "@public/locales/es-es/forms.json";

type Tree = { [key: string]: string | Tree };

/** Every text of a translation file by its dotted key. */
function texts(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") found.set(prefix + key, value);
    else for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** Words that address the reader as "tú" (pronouns, possessives and the imperatives the forms use). */
const TU =
  /(?<!\p{L})(tú|tu|tus|te|ti|contigo|eres|has|estás|estabas|puedes|debes|quieres|enviaste|revisa|inténtalo|escribe|usa|elige|adjunta|quita|espera|recarga|abre|envíanos|llámanos|comprueba|busca|vuelve|rellenes|rellena|corrige|borra|bórralos|acepta|encuentras|envía|suscríbete)(?!\p{L})/iu;

describe("the es-co site addresses the visitor as usted in the forms", () => {
  // es-co falls back to es-es key by key: what a visitor of the co site reads is the merge.
  const co = new Map([...texts(esEs as Tree), ...texts(esCo as Tree)]);

  it.each([...co.entries()])("%s", (_key, text) => {
    expect(text).not.toMatch(TU);
  });

  it("the check catches tú (es-es uses it)", () => {
    expect(texts(esEs as Tree).get("errors.invalid")).toMatch(TU);
    expect(texts(esEs as Tree).get("emails.applicationConfirmation.text")).toMatch(TU);
    expect("¿Y tú?").toMatch(TU);
    expect("Tutoría, estudiante").not.toMatch(TU);
  });
});
