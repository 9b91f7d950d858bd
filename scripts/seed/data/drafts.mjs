/**
 * Seed data: drafts (content/drafts/), visible only through preview refs of the content service.
 * - `draftProducts`: products never published, in the shape of data/products.mjs.
 * - `productEdits`: unpublished edits of published products (the draft keeps the document's id,
 *   dates and everything not listed in `changes`).
 * The site's end-to-end tests rely on the uids and names below.
 */

/** @type {import("./types.mjs").Product[]} */
export const draftProducts = [
  {
    uid: "equinacea-purpurea-gotas",
    category: "cuidado-natural",
    tags: [],
    kind: "drops",
    emblem: "flower",
    color: "#b04a82",
    medicine: false,
    productType: "supplement",
    published: "2026-11-20T09:00:00+0000",
    updated: "2026-11-20T09:00:00+0000",
    es: {
      name: "Equinácea Purpúrea gotas orales",
      sub: "Complemento alimenticio · 50 ml",
      summary:
        "Complemento alimenticio en gotas con extracto glicerinado de equinácea (Echinacea purpurea), sin alcohol. No es un medicamento.",
      presentation: "Frasco cuentagotas de vidrio topacio de 50 ml",
      national_code: "C.N. 714127.2",
      alt: "Caja morada y frasco cuentagotas topacio de Equinácea Purpúrea gotas orales",
      description: [
        "**Complemento alimenticio** a base de extracto glicerinado de raíz y parte aérea de _Echinacea purpurea_ (L.) Moench, una planta de la familia de las asteráceas originaria de las praderas de Norteamérica.",
        "Preparamos el extracto en nuestra planta de Villava a partir de planta fresca, con glicerina vegetal en lugar de alcohol, y cada lote se analiza para comprobar la identidad de la planta y su contenido en extracto.",
        "Un complemento no sustituye una alimentación variada y equilibrada ni un estilo de vida saludable. Si no sabes si es adecuado para ti, pregunta a tu farmacéutico.",
        "- Sin alcohol",
        "- Sin gluten ni lactosa",
        "- Cuentagotas dosificador: 1 ml son unas 25 gotas",
      ],
      composition: [
        "Por dosis diaria (2 ml, unas 50 gotas): extracto glicerinado de Echinacea purpurea (L.) Moench, raíz y parte aérea (1:5), 2 ml, equivalente a 400 mg de planta fresca.",
        "Ingredientes: glicerina vegetal, agua, extracto de equinácea (Echinacea purpurea, raíz y parte aérea), conservador (sorbato potásico), acidulante (ácido cítrico).",
        "Sin gluten ni lactosa.",
      ],
      usage: [
        "- Toma 25 gotas dos veces al día, diluidas en un poco de agua.",
        "- No superes la dosis diaria expresamente recomendada.",
        "- No recomendado en embarazo, lactancia ni en menores de 12 años.",
        "- Si tienes alergia a plantas de la familia de las asteráceas (como la manzanilla o el árnica), una enfermedad autoinmune o tomas medicamentos que actúan sobre el sistema inmunitario, **consulta antes con tu médico o farmacéutico**.",
        "- Una vez abierto, guarda el frasco en el frigorífico y termínalo en 3 meses.",
      ],
      regulatory: [
        "**Complemento alimenticio.** No es un medicamento.",
        "Los complementos alimenticios no deben utilizarse como sustituto de una dieta equilibrada y variada ni de un modo de vida sano. No superar la dosis diaria expresamente recomendada. Mantener fuera del alcance de los niños más pequeños.",
      ],
      related: ["brezo-noche-melatonina-pasiflora", "crema-hidratante-calendula"],
    },
    co: null,
  },
];

/** @type {import("./types.mjs").ProductEdit[]} */
export const productEdits = [
  {
    uid: "arnica-montana-9ch",
    lang: "es-es",
    changes: {
      name: "Árnica Montana 9 CH – nuevo envase",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la planta Arnica montana, ahora en un envase renovado. Sin indicaciones terapéuticas aprobadas.",
    },
  },
];
