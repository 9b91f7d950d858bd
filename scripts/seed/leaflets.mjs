/**
 * Writes each product's leaflet (published and draft products) as a small PDF (pdf-lib) in
 * content/assets/leaflets/:
 *   <uid>.pdf     es-es: "prospecto" (medicines, in the usted form of Spanish leaflets) or
 *                 "ficha del producto" (cosmetics, food supplements)
 *   <uid>-co.pdf  es-co: "inserto" with the INVIMA registration, or the cosmetic's ficha
 * Run `node scripts/seed/leaflets.mjs`; the output is committed, and the same data always gives
 * the same bytes.
 */
import fs from "node:fs";
import path from "node:path";
import { buildPdf } from "./lib/pdf.mjs";
import { products, productCategories } from "./data/products.mjs";
import { draftProducts } from "./data/drafts.mjs";
import { COUNTRY_KEYS } from "./lib/catalog.mjs";

/**
 * @typedef {import("./data/types.mjs").Product} Product
 * @typedef {import("./lib/pdf.mjs").Block} Block
 * @typedef {{ title: string, subject: string, footer: string, blocks: Block[] }} Leaflet
 */

const OUT = path.resolve(import.meta.dirname, "../../content/assets/leaflets");
const REVISION = { es: "junio de 2026", co: "junio de 2026" };

/** Markup → plain text (bold/italic markers and links removed). @param {string} s */
const strip = (s) =>
  s
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu, "$1")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

/** Markup blocks → PDF blocks ("- " lines become bullets). @param {string[]} lines @returns {Block[]} */
const toBlocks = (lines) =>
  lines.map((l) =>
    l.startsWith("- ") ? { kind: "bullet", text: strip(l.slice(2)) } : { kind: "paragraph", text: strip(l) },
  );

/**
 * Section 3 of the Spanish leaflets ("Cómo tomar…"), in the usted form that Spanish leaflets use.
 * Kept here (not in the web data, which addresses the reader as tú). Keyed by the product's kind.
 * @type {Record<string, string[]>}
 */
const ES_DOSAGE = {
  granules: [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su médico o farmacéutico. En caso de duda, pregunte a su médico o farmacéutico.",
    "- Adultos y niños a partir de 6 años: la dosis habitual es de 5 gránulos, de 1 a 3 veces al día.",
    "- Deje disolver los gránulos debajo de la lengua, preferentemente separados de las comidas.",
    "- Utilice el tapón dosificador para no tocar los gránulos con los dedos.",
    "- Niños menores de 6 años: solo por indicación del médico; los gránulos pueden disolverse en un poco de agua.",
    "Si empeora o si no mejora, debe consultar a un médico.",
  ],
  monodose: [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su médico o farmacéutico.",
    "- Cada envase monodosis es una dosis: tome todo su contenido de una vez.",
    "- En lactantes y niños pequeños, disuelva los glóbulos en un poco de agua y adminístrelos con una cuchara. No los mezcle con el biberón.",
    "Consulte al pediatra si el niño tiene fiebre, está decaído, rechaza las tomas o si los síntomas no mejoran.",
  ],
  drops: [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su médico o farmacéutico.",
    "- Adultos: la dosis habitual es de 20 gotas, de 1 a 3 veces al día, diluidas en un poco de agua.",
    "- No se recomienda su uso en menores de 12 años por su contenido en alcohol.",
    "Si empeora o si no mejora, debe consultar a un médico.",
  ],
  tablets: [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su médico o farmacéutico.",
    "- Adultos y niños a partir de 6 años: la dosis habitual es de 1 comprimido, de 2 a 4 veces al día. Deje que se disuelva lentamente en la boca.",
    "- Niños menores de 6 años: solo por indicación del médico.",
    "Consulte a un médico si tiene fiebre alta, dificultad para respirar o si los síntomas duran más de unos días.",
  ],
  syrup: [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su médico o farmacéutico.",
    "- Adultos y adolescentes a partir de 12 años: la dosis habitual es de 15 ml, de 3 a 5 veces al día.",
    "- Utilice siempre el vasito dosificador incluido en el envase.",
    "- Una vez abierto el frasco, utilícelo en un plazo de 6 meses.",
    "Consulte a un médico si aparece fiebre, dificultad para respirar o si los síntomas duran más de una semana.",
  ],
  "syrup-infantil": [
    "Siga exactamente las instrucciones de administración de este medicamento indicadas por su pediatra o farmacéutico.",
    "- Niños de 1 a 6 años: la dosis habitual es de 2,5 ml, de 3 a 5 veces al día.",
    "- Niños de 6 a 12 años: la dosis habitual es de 5 ml, de 3 a 5 veces al día.",
    "- No administrar a menores de 1 año sin indicación del pediatra.",
    "- Mida la dosis con la jeringa dosificadora y lávela con agua después de cada uso.",
    "Consulte al pediatra si el niño tiene fiebre, respira con dificultad o muy deprisa, está decaído o si los síntomas duran más de unos días.",
  ],
};

/** Section 2 warnings (usted) by what the excipients contain. @param {Product} p */
function esWarnings(p) {
  const text = p.es.composition.join(" ");
  const out = [];
  if (/sacarosa y lactosa/.test(text))
    out.push(
      "Este medicamento contiene sacarosa y lactosa. Si su médico le ha indicado que padece una intolerancia a ciertos azúcares, consulte con él antes de tomar este medicamento.",
    );
  if (/etanol/.test(text))
    out.push(
      "Este medicamento contiene un 30 % v/v de etanol (alcohol), que se corresponde con unos 0,24 g por dosis de 20 gotas. Puede ser perjudicial para personas que padecen alcoholismo. El contenido en alcohol debe tenerse en cuenta en el caso de mujeres embarazadas o en período de lactancia, niños y poblaciones de alto riesgo, como pacientes con enfermedades hepáticas o epilepsia.",
    );
  if (/sacarosa \(63 g/.test(text))
    out.push(
      "Este medicamento contiene 9,5 g de sacarosa por dosis de 15 ml, lo que deberá tenerse en cuenta en pacientes con diabetes mellitus. Si su médico le ha indicado que padece una intolerancia a ciertos azúcares, consulte con él antes de tomar este medicamento.",
    );
  if (/maltitol/.test(text))
    out.push(
      "Este medicamento contiene maltitol. Si su médico le ha indicado que padece una intolerancia a ciertos azúcares, consulte con él antes de tomar este medicamento. Puede tener un ligero efecto laxante. Valor calórico: 2,3 kcal/g de maltitol.",
    );
  return out;
}

const ES_HOLDER =
  "Titular de la autorización y responsable de la fabricación: Laboratorios Brezo, S.A. Polígono Industrial Arazuri, calle C, 14. 31170 Villava (Navarra), España. atencion@laboratoriosbrezo.example";

/** @param {Product} p @returns {Leaflet} */
function esMedicineLeaflet(p) {
  const d = p.es;
  const dosage = ES_DOSAGE[p.uid === "brezosil-infantil-jarabe" ? "syrup-infantil" : p.kind];
  const compositionLines = d.composition
    .filter((l) => !/^Este medicamento contiene|^Contiene/.test(l))
    .map((l) => (l.startsWith("Excipiente: etanol") ? "Excipientes: etanol al 30 % v/v y agua purificada." : l));
  return {
    title: `Prospecto: ${d.name}`,
    subject: "Prospecto: información para el usuario",
    footer: `${d.name} · ${d.national_code} · Prospecto revisado en ${REVISION.es}`,
    blocks: [
      { kind: "small", text: "Prospecto: información para el usuario" },
      { kind: "title", text: d.name },
      { kind: "paragraph", text: d.presentation },
      { kind: "notice", text: "Medicamento homeopático sin indicaciones terapéuticas aprobadas." },
      {
        kind: "paragraph",
        text: "Lea todo el prospecto detenidamente antes de empezar a tomar este medicamento, porque contiene información importante para usted.",
      },
      { kind: "bullet", text: "Conserve este prospecto, ya que puede tener que volver a leerlo." },
      { kind: "bullet", text: "Si tiene alguna duda, consulte a su médico o farmacéutico." },
      {
        kind: "bullet",
        text: "Si experimenta efectos adversos, consulte a su médico o farmacéutico, incluso si se trata de efectos adversos que no aparecen en este prospecto.",
      },
      { kind: "bullet", text: "Debe consultar a un médico si empeora o si no mejora." },
      { kind: "heading", text: `1. Qué es ${d.name}` },
      {
        kind: "paragraph",
        text: `${d.name} es un medicamento homeopático registrado mediante el procedimiento simplificado, sin indicaciones terapéuticas aprobadas. Su registro evalúa su calidad y su seguridad.`,
      },
      { kind: "heading", text: `2. Qué necesita saber antes de empezar a tomar ${d.name}` },
      {
        kind: "paragraph",
        text: "No tome este medicamento si es alérgico a alguno de los componentes (incluidos en la sección 6).",
      },
      {
        kind: "paragraph",
        text: "Embarazo, lactancia y niños: consulte a su médico o farmacéutico antes de utilizar este medicamento. Informe a su médico o farmacéutico si está tomando o ha tomado recientemente otros medicamentos.",
      },
      ...esWarnings(p).map((text) => /** @type {Block} */ ({ kind: "paragraph", text })),
      { kind: "heading", text: `3. Cómo tomar ${d.name}` },
      ...toBlocks(dosage),
      { kind: "heading", text: "4. Posibles efectos adversos" },
      {
        kind: "paragraph",
        text: "Como todos los medicamentos, este medicamento puede producir efectos adversos, aunque no todas las personas los sufran. No se han descrito efectos adversos para este medicamento.",
      },
      {
        kind: "paragraph",
        text: "Si experimenta cualquier tipo de efecto adverso, consulte a su médico o farmacéutico. También puede comunicarlos directamente a través del Sistema Español de Farmacovigilancia de Medicamentos de Uso Humano: www.notificaram.es. Mediante la comunicación de efectos adversos usted puede contribuir a proporcionar más información sobre la seguridad de este medicamento.",
      },
      { kind: "heading", text: `5. Conservación de ${d.name}` },
      {
        kind: "paragraph",
        text: "Mantener este medicamento fuera de la vista y del alcance de los niños. No conservar a temperatura superior a 25 °C. Conservar en el embalaje original.",
      },
      {
        kind: "paragraph",
        text: "No utilice este medicamento después de la fecha de caducidad que aparece en el envase después de CAD. Los medicamentos no se deben tirar por los desagües ni a la basura: deposite los envases y los medicamentos que no necesite en el Punto SIGRE de la farmacia.",
      },
      { kind: "heading", text: "6. Contenido del envase e información adicional" },
      { kind: "paragraph", text: `Composición de ${d.name}:` },
      ...toBlocks(compositionLines),
      {
        kind: "paragraph",
        text: `Aspecto del producto y contenido del envase: ${d.presentation}. ${d.national_code}.`,
      },
      { kind: "paragraph", text: ES_HOLDER },
      {
        kind: "small",
        text: `Fecha de la última revisión de este prospecto: ${REVISION.es}. Documento de demostración de una empresa ficticia.`,
      },
    ],
  };
}

/** @param {Product} p @returns {Leaflet} */
function coMedicineLeaflet(p) {
  const d = p.co;
  if (!d) throw new Error(`${p.uid} has no es-co version`);
  return {
    title: `Inserto: ${d.name}`,
    subject: "Inserto: información para el paciente",
    footer: `${d.name} · ${d.national_code} · Inserto revisado en ${REVISION.co}`,
    blocks: [
      { kind: "small", text: "Inserto: información para el paciente" },
      { kind: "title", text: d.name },
      { kind: "paragraph", text: d.presentation },
      { kind: "notice", text: `Medicamento homeopático. ${d.national_code}. Venta libre.` },
      {
        kind: "paragraph",
        text: "Lea este inserto antes de usar el medicamento y consérvelo. Si tiene dudas, consulte a su médico o químico farmacéutico.",
      },
      { kind: "heading", text: "Qué es este medicamento" },
      ...toBlocks(d.description.filter((l) => !l.startsWith("- "))),
      { kind: "heading", text: "Composición" },
      ...toBlocks(d.composition),
      { kind: "heading", text: "Modo de uso" },
      ...toBlocks(d.usage),
      { kind: "heading", text: "Advertencias" },
      ...toBlocks(d.regulatory),
      {
        kind: "paragraph",
        text: "No use este medicamento si es alérgico a alguno de sus componentes. En embarazo, lactancia y en niños, consulte a su médico antes de usarlo.",
      },
      { kind: "heading", text: "Eventos adversos" },
      {
        kind: "paragraph",
        text: "Si presenta cualquier evento adverso, consulte a su médico o químico farmacéutico. Puede reportarlo al Programa Nacional de Farmacovigilancia del INVIMA o escribir a farmacovigilancia.co@laboratoriosbrezo.example indicando el número de lote.",
      },
      { kind: "heading", text: "Almacenamiento" },
      {
        kind: "paragraph",
        text: "Almacénese a temperatura inferior a 30 °C, en su empaque original y protegido de la humedad. Manténgase fuera del alcance de los niños. No use el producto después de su fecha de vencimiento.",
      },
      { kind: "heading", text: "Fabricante e importador" },
      {
        kind: "paragraph",
        text: "Fabricado por Laboratorios Brezo, S.A., Villava (Navarra), España. Importado y distribuido por Laboratorios Brezo Colombia S.A.S., Carrera 7 # 71-21, oficina 502, Bogotá D. C. Línea de atención: +57 601 000 1952.",
      },
      { kind: "small", text: `Revisión: ${REVISION.co}. Documento de demostración de una empresa ficticia.` },
    ],
  };
}

/** @param {Product} p @param {import("./data/types.mjs").CountryKey} k @returns {Leaflet} */
function productSheet(p, k) {
  const d = p[k];
  const what = p.productType === "supplement" ? "Complemento alimenticio" : "Cosmético";
  const category = productCategories.find((c) => c.uid === p.category)?.[k].name;
  if (!d || !category) throw new Error(`${p.uid} (${k}): no text or no category`);
  const company =
    k === "co"
      ? "Fabricado por Laboratorios Brezo, S.A., Villava (Navarra), España. Importado y distribuido por Laboratorios Brezo Colombia S.A.S., Bogotá D. C."
      : "Laboratorios Brezo, S.A. Polígono Industrial Arazuri, calle C, 14. 31170 Villava (Navarra), España.";
  return {
    title: `Ficha del producto: ${d.name}`,
    subject: `${what} · ${category}`,
    footer: `${d.name} · ${d.national_code} · Ficha revisada en ${REVISION[k]}`,
    blocks: [
      { kind: "small", text: `Ficha del producto · ${what}` },
      { kind: "title", text: d.name },
      { kind: "paragraph", text: d.presentation },
      { kind: "notice", text: `${what}. No es un medicamento.` },
      { kind: "heading", text: "Descripción" },
      ...toBlocks(d.description),
      { kind: "heading", text: p.productType === "supplement" ? "Composición" : "Ingredientes" },
      ...toBlocks(d.composition),
      { kind: "heading", text: k === "co" ? "Modo de uso y precauciones" : "Modo de empleo y precauciones" },
      ...toBlocks(d.usage),
      ...toBlocks(d.regulatory),
      { kind: "heading", text: k === "co" ? "Fabricante" : "Responsable" },
      { kind: "paragraph", text: `${company} ${d.national_code}.` },
      { kind: "small", text: `Revisión: ${REVISION[k]}. Documento de demostración de una empresa ficticia.` },
    ],
  };
}

fs.mkdirSync(OUT, { recursive: true });
for (const p of [...products, ...draftProducts]) {
  for (const k of COUNTRY_KEYS) {
    if (!p[k]) continue;
    const spec = p.medicine ? (k === "es" ? esMedicineLeaflet(p) : coMedicineLeaflet(p)) : productSheet(p, k);
    const pdf = await buildPdf({
      ...spec,
      author: k === "co" ? "Laboratorios Brezo Colombia S.A.S." : "Laboratorios Brezo, S.A.",
    });
    const file = path.join(OUT, k === "co" ? `${p.uid}-co.pdf` : `${p.uid}.pdf`);
    fs.writeFileSync(file, pdf);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${pdf.length} bytes)`);
  }
}
