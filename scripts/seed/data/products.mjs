/**
 * Seed data: product categories and products, es-es and es-co.
 * Rich text uses the markup of ../lib/richtext.mjs. `co: null` = not marketed in Colombia.
 *
 * Regulatory wording (written as a careful pharmacist would):
 * - Spain: homeopathic medicines registered by the simplified procedure (RD 1345/2007, art. 56)
 *   carry "Medicamento homeopático sin indicaciones terapéuticas aprobadas"; no indications, no
 *   promised results, "consulta a tu médico si los síntomas persisten". Cosmetics and food
 *   supplements say what they are; only the EU-authorised claim is used for melatonin.
 * - Colombia: registro sanitario INVIMA (medicamentos homeopáticos, Decreto 3554 de 2004),
 *   notificación sanitaria obligatoria (NSO) for cosmetics, "inserto" instead of "prospecto".
 */

/** @type {import("./types.mjs").ProductCategory[]} */
export const productCategories = [
  {
    uid: "medicamentos-unitarios",
    order: 1,
    tags: [],
    published: "2025-01-15T09:00:00+0000",
    updated: "2026-05-04T08:00:00+0000",
    image: { file: "categories/medicamentos-unitarios.jpg", art: "cat-unitarios" },
    es: {
      name: "Medicamentos unitarios",
      alt: "Tubos de gránulos de distintos colores junto a flores de árnica y caléndula",
      description: [
        "Medicamentos homeopáticos elaborados a partir de **una sola cepa** (vegetal, mineral o de otro origen) y presentados en gránulos o glóbulos, en distintas diluciones centesimales (CH).",
        "Se registran ante la Agencia Española de Medicamentos y Productos Sanitarios sin indicaciones terapéuticas aprobadas. Tu farmacéutico puede ayudarte a interpretar el prospecto.",
      ],
    },
    co: {
      name: "Medicamentos unitarios",
      alt: "Tubos de gránulos de distintos colores junto a flores de árnica y caléndula",
      description: [
        "Medicamentos homeopáticos elaborados a partir de **una sola cepa** y presentados en gránulos o glóbulos, en distintas diluciones centesimales (CH).",
        "Todos cuentan con registro sanitario del INVIMA. Su químico farmacéutico puede orientarle sobre la información del inserto.",
      ],
    },
  },
  {
    uid: "complejos-homeopaticos",
    order: 2,
    tags: [],
    published: "2025-01-15T09:00:00+0000",
    updated: "2026-05-04T08:00:00+0000",
    image: { file: "categories/complejos-homeopaticos.jpg", art: "cat-complejos" },
    es: {
      name: "Complejos homeopáticos",
      alt: "Frasco cuentagotas, jarabe y caja de comprimidos de Laboratorios Brezo",
      description: [
        "Medicamentos homeopáticos que combinan **varias cepas** en una misma fórmula, en gotas orales, comprimidos o jarabe.",
        "Cada presentación indica su composición completa y sus excipientes. Lee siempre el prospecto y consulta a tu farmacéutico si tienes dudas.",
      ],
    },
    co: {
      name: "Complejos homeopáticos",
      alt: "Frasco gotero, jarabe y caja de tabletas de Laboratorios Brezo",
      description: [
        "Medicamentos homeopáticos que combinan **varias cepas** en una misma fórmula, en gotas orales o jarabe.",
        "Cada presentación indica su composición completa. Lea siempre el inserto y consulte a su químico farmacéutico si tiene inquietudes.",
      ],
    },
  },
  {
    uid: "pediatria",
    order: 3,
    tags: ["pediatria"],
    published: "2025-01-15T09:00:00+0000",
    updated: "2026-05-04T08:00:00+0000",
    image: { file: "categories/pediatria.jpg", art: "cat-pediatria" },
    es: {
      name: "Pediatría",
      alt: "Bebé sonriente junto a un jarabe infantil y una crema para el área del pañal",
      description: [
        "Formatos pensados para bebés y niños: glóbulos en monodosis, jarabe sin azúcar con jeringa dosificadora y cosmética suave para la piel del bebé.",
        "En los más pequeños, consulta siempre con tu pediatra antes de darles cualquier medicamento, también los homeopáticos.",
      ],
    },
    co: {
      name: "Pediatría",
      alt: "Bebé sonriente junto a un jarabe infantil y una crema antipañalitis",
      description: [
        "Presentaciones pensadas para bebés y niños: glóbulos en monodosis, jarabe sin azúcar con jeringa dosificadora y cosmética suave para la piel del bebé.",
        "Antes de darle cualquier medicamento a un niño, también uno homeopático, consulte con su pediatra.",
      ],
    },
  },
  {
    uid: "cuidado-natural",
    order: 4,
    tags: [],
    published: "2025-01-15T09:00:00+0000",
    updated: "2026-05-04T08:00:00+0000",
    image: { file: "categories/cuidado-natural.jpg", art: "cat-cuidado" },
    es: {
      name: "Cuidado natural",
      alt: "Crema con caléndula y bote de complemento alimenticio entre hojas verdes",
      description: [
        "Cosméticos con extractos vegetales y complementos alimenticios. **No son medicamentos**: cada ficha indica qué tipo de producto es y cómo utilizarlo.",
        "Los complementos alimenticios no sustituyen a una dieta variada y equilibrada ni a un estilo de vida saludable.",
      ],
    },
    co: {
      name: "Cuidado natural",
      alt: "Crema de caléndula entre hojas verdes",
      description: [
        "Cosméticos con extractos vegetales, con notificación sanitaria obligatoria del INVIMA. **No son medicamentos**: cada ficha indica qué tipo de producto es y cómo usarlo.",
      ],
    },
  },
];

/* ----------------------------------------------------------------------------- shared texts */

const ES_HOMEOPATHIC_NOTICE = [
  "**Medicamento homeopático sin indicaciones terapéuticas aprobadas.**",
  "Lea las instrucciones de este medicamento y consulte al farmacéutico. Mantener fuera de la vista y del alcance de los niños.",
  "Este medicamento no sustituye el diagnóstico ni el tratamiento indicados por tu médico. Si los síntomas persisten o empeoran, consulta a un médico.",
];

/** @param {string} registro */
const coHomeopathicNotice = (registro) => [
  `**Medicamento homeopático.** Registro sanitario INVIMA ${registro}. Venta libre.`,
  "Su uso se basa en la tradición homeopática; no tiene indicaciones terapéuticas aprobadas. Lea el inserto antes de usar este medicamento. Si los síntomas persisten, consulte a su médico.",
  "Manténgase fuera del alcance de los niños.",
];

/** @param {import("./types.mjs").Markup} [extra] blocks added before the closing advice */
const ES_GRANULES_USAGE = (extra = []) => [
  "Sigue las instrucciones del prospecto o las que te indique tu médico o tu farmacéutico.",
  "- **Adultos y niños a partir de 6 años:** la pauta habitual es de 5 gránulos, de 1 a 3 veces al día.",
  "- Deja que los gránulos se disuelvan lentamente debajo de la lengua, preferiblemente separados de las comidas.",
  "- Gira el tapón dosificador para separar los gránulos sin tocarlos con los dedos.",
  "- **Niños menores de 6 años:** solo por consejo del pediatra; los gránulos pueden disolverse en un poco de agua.",
  ...extra,
  "Si los síntomas persisten o empeoran, **consulta a tu médico**.",
];

/** @param {import("./types.mjs").Markup} [extra] blocks added before the closing advice */
const CO_GRANULES_USAGE = (extra = []) => [
  "Siga las instrucciones del inserto o las de su médico o químico farmacéutico.",
  "- **Adultos y niños mayores de 6 años:** la posología habitual es de 5 gránulos, de 1 a 3 veces al día.",
  "- Deje disolver los gránulos debajo de la lengua, preferiblemente lejos de las comidas.",
  "- Gire la tapa dosificadora para separar los gránulos sin tocarlos con los dedos.",
  "- **Niños menores de 6 años:** solo por indicación del pediatra.",
  ...extra,
  "Si los síntomas persisten, **consulte a su médico**.",
];

const ES_SUGARS =
  "Este medicamento contiene sacarosa y lactosa. Si tu médico te ha dicho que padeces una intolerancia a ciertos azúcares, consulta con él antes de tomarlo.";
const CO_SUGARS =
  "Contiene sacarosa y lactosa. Si su médico le ha indicado que tiene intolerancia a ciertos azúcares, consúltele antes de usarlo.";

/* ----------------------------------------------------------------------------- products */

/** @type {import("./types.mjs").Product[]} */
export const products = [
  {
    uid: "arnica-montana-9ch",
    category: "medicamentos-unitarios",
    tags: ["destacado"],
    kind: "granules",
    emblem: "globules",
    color: "#e8893a",
    medicine: true,
    published: "2025-01-20T09:00:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Árnica Montana 9 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la planta Arnica montana. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Tubo de 4 g (unos 80 gránulos) con tapón dosificador",
      national_code: "C.N. 712481.3",
      alt: "Caja y tubo de gránulos de Árnica Montana 9 CH con etiqueta naranja",
      description: [
        "**Árnica Montana 9 CH** es un medicamento homeopático unitario elaborado a partir de la tintura madre de _Arnica montana_ L., una planta de la familia de las asteráceas que crece en prados de montaña.",
        "En nuestra planta de Villava la cepa se diluye y dinamiza siguiendo el método hahnemanniano de la Farmacopea Europea hasta la novena dilución centesimal (9 CH); después se impregnan con ella gránulos neutros de sacarosa y lactosa.",
        "Está registrado como medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Si quieres saber si es adecuado para ti, pregunta a tu farmacéutico o a tu médico; y si tienes dudas sobre qué significa una dilución CH, lo explicamos en nuestras [preguntas frecuentes](faq_category:homeopatia).",
        "- Tubo con tapón dosificador: no hace falta tocar los gránulos",
        "- Sin gluten",
        "- Cada lote se analiza antes de su liberación",
      ],
      composition: [
        "Principio activo: Arnica montana 9 CH.",
        "Excipientes: sacarosa y lactosa monohidrato (gránulos de unos 50 mg).",
        ES_SUGARS,
      ],
      usage: ES_GRANULES_USAGE(),
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["calendula-officinalis-5ch", "gelsemium-sempervirens-15ch", "nux-vomica-7ch"],
    },
    co: {
      name: "Árnica Montana 9 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la planta Arnica montana. Registro sanitario INVIMA.",
      presentation: "Tubo por 4 g (aproximadamente 80 gránulos) con tapa dosificadora",
      national_code: "Registro sanitario INVIMA 2019MH-0003512",
      alt: "Caja y tubo de gránulos de Árnica Montana 9 CH con etiqueta naranja",
      description: [
        "**Árnica Montana 9 CH** es un medicamento homeopático unitario elaborado a partir de la tintura madre de _Arnica montana_ L., planta de la familia de las asteráceas.",
        "Se fabrica en nuestra planta de Navarra (España) bajo Buenas Prácticas de Manufactura y se importa y distribuye en Colombia con registro sanitario del INVIMA.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. Consulte a su médico o a su químico farmacéutico antes de usarlo.",
        "- Tapa dosificadora: no es necesario tocar los gránulos",
        "- Libre de gluten",
      ],
      composition: [
        "Principio activo: Arnica montana 9 CH.",
        "Excipientes: sacarosa y lactosa monohidratada c.s.p. 4 g.",
        CO_SUGARS,
      ],
      usage: CO_GRANULES_USAGE(),
      regulatory: coHomeopathicNotice("2019MH-0003512"),
      related: ["calendula-officinalis-5ch", "gelsemium-sempervirens-15ch"],
    },
  },
  {
    uid: "calendula-officinalis-5ch",
    category: "medicamentos-unitarios",
    tags: [],
    kind: "granules",
    emblem: "flower",
    color: "#f2a93b",
    medicine: true,
    published: "2025-01-20T09:10:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Caléndula Officinalis 5 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la flor de caléndula. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Tubo de 4 g (unos 80 gránulos) con tapón dosificador",
      national_code: "C.N. 712503.2",
      alt: "Caja y tubo de gránulos de Caléndula Officinalis 5 CH con etiqueta amarilla",
      description: [
        "**Caléndula Officinalis 5 CH** es un medicamento homeopático unitario preparado a partir de las sumidades floridas de _Calendula officinalis_ L., la caléndula de flor anaranjada que se cultiva en huertos y jardines.",
        "La tintura madre procede de cultivos con trazabilidad completa y se diluye hasta la quinta dilución centesimal (5 CH) en nuestra planta de Villava.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Pregunta a tu farmacéutico si tienes dudas sobre su uso.",
      ],
      composition: [
        "Principio activo: Calendula officinalis 5 CH.",
        "Excipientes: sacarosa y lactosa monohidrato.",
        ES_SUGARS,
      ],
      usage: ES_GRANULES_USAGE(),
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["arnica-montana-9ch", "crema-hidratante-calendula"],
    },
    co: {
      name: "Caléndula Officinalis 5 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la flor de caléndula. Registro sanitario INVIMA.",
      presentation: "Tubo por 4 g (aproximadamente 80 gránulos) con tapa dosificadora",
      national_code: "Registro sanitario INVIMA 2019MH-0003527",
      alt: "Caja y tubo de gránulos de Caléndula Officinalis 5 CH con etiqueta amarilla",
      description: [
        "**Caléndula Officinalis 5 CH** es un medicamento homeopático unitario preparado a partir de las sumidades floridas de _Calendula officinalis_ L.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. Pregunte a su químico farmacéutico si tiene inquietudes sobre su uso.",
      ],
      composition: [
        "Principio activo: Calendula officinalis 5 CH.",
        "Excipientes: sacarosa y lactosa monohidratada c.s.p. 4 g.",
        CO_SUGARS,
      ],
      usage: CO_GRANULES_USAGE(),
      regulatory: coHomeopathicNotice("2019MH-0003527"),
      related: ["arnica-montana-9ch", "crema-hidratante-calendula"],
    },
  },
  {
    uid: "gelsemium-sempervirens-15ch",
    category: "medicamentos-unitarios",
    tags: [],
    kind: "granules",
    emblem: "flower",
    color: "#c9a227",
    medicine: true,
    published: "2025-01-20T09:20:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Gelsemium Sempervirens 15 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la raíz de Gelsemium sempervirens. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Tubo de 4 g (unos 80 gránulos) con tapón dosificador",
      national_code: "C.N. 712519.0",
      alt: "Caja y tubo de gránulos de Gelsemium Sempervirens 15 CH con etiqueta dorada",
      description: [
        "**Gelsemium Sempervirens 15 CH** es un medicamento homeopático unitario elaborado a partir de la raíz de _Gelsemium sempervirens_ (L.) J. St.-Hil., conocido como jazmín amarillo de Carolina.",
        "La planta es tóxica en su estado natural; por eso la cepa se prepara y se diluye en salas con controles específicos hasta la decimoquinta dilución centesimal (15 CH), en la que no quedan cantidades medibles de la sustancia de partida.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**.",
      ],
      composition: [
        "Principio activo: Gelsemium sempervirens 15 CH.",
        "Excipientes: sacarosa y lactosa monohidrato.",
        ES_SUGARS,
      ],
      usage: ES_GRANULES_USAGE(),
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["arnica-montana-9ch", "nux-vomica-7ch", "complejo-brezo-n3-gotas"],
    },
    co: {
      name: "Gelsemium Sempervirens 15 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la raíz de Gelsemium sempervirens. Registro sanitario INVIMA.",
      presentation: "Tubo por 4 g (aproximadamente 80 gránulos) con tapa dosificadora",
      national_code: "Registro sanitario INVIMA 2020MH-0003866",
      alt: "Caja y tubo de gránulos de Gelsemium Sempervirens 15 CH con etiqueta dorada",
      description: [
        "**Gelsemium Sempervirens 15 CH** es un medicamento homeopático unitario elaborado a partir de la raíz de _Gelsemium sempervirens_ (L.) J. St.-Hil.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas.",
      ],
      composition: [
        "Principio activo: Gelsemium sempervirens 15 CH.",
        "Excipientes: sacarosa y lactosa monohidratada c.s.p. 4 g.",
        CO_SUGARS,
      ],
      usage: CO_GRANULES_USAGE(),
      regulatory: coHomeopathicNotice("2020MH-0003866"),
      related: ["arnica-montana-9ch", "complejo-brezo-n3-gotas"],
    },
  },
  {
    uid: "nux-vomica-7ch",
    category: "medicamentos-unitarios",
    tags: [],
    kind: "granules",
    emblem: "globules",
    color: "#6f8f3a",
    medicine: true,
    published: "2025-01-20T09:30:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Nux Vomica 7 CH",
      sub: "Gránulos · Tubo de 4 g",
      summary:
        "Medicamento homeopático unitario en gránulos, elaborado a partir de la semilla de Strychnos nux-vomica. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Tubo de 4 g (unos 80 gránulos) con tapón dosificador",
      national_code: "C.N. 712527.1",
      alt: "Caja y tubo de gránulos de Nux Vomica 7 CH con etiqueta verde oliva",
      description: [
        "**Nux Vomica 7 CH** es un medicamento homeopático unitario preparado a partir de la semilla de _Strychnos nux-vomica_ L., un árbol originario del sur de Asia.",
        "La cepa se diluye hasta la séptima dilución centesimal (7 CH) y se impregna en gránulos neutros.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Solo se comercializa en España.",
      ],
      composition: [
        "Principio activo: Strychnos nux-vomica 7 CH.",
        "Excipientes: sacarosa y lactosa monohidrato.",
        ES_SUGARS,
      ],
      usage: ES_GRANULES_USAGE(),
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["gelsemium-sempervirens-15ch", "arnica-montana-9ch"],
    },
    co: null,
  },
  {
    uid: "complejo-brezo-n3-gotas",
    category: "complejos-homeopaticos",
    tags: [],
    kind: "drops",
    emblem: "drop",
    color: "#8a5a9e",
    medicine: true,
    published: "2025-02-03T09:00:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Complejo Brezo n.º 3 gotas orales",
      sub: "Gotas orales en solución · 30 ml",
      summary:
        "Medicamento homeopático compuesto de cuatro cepas vegetales, en gotas orales. Sin indicaciones terapéuticas aprobadas. Contiene alcohol.",
      presentation: "Frasco cuentagotas de vidrio topacio de 30 ml",
      national_code: "C.N. 713004.5",
      alt: "Caja y frasco cuentagotas de Complejo Brezo n.º 3 con etiqueta morada",
      description: [
        "**Complejo Brezo n.º 3** combina cuatro cepas de origen vegetal en diluciones decimales bajas, en una solución hidroalcohólica que se toma en gotas.",
        "Se elabora con tinturas madre propias y cada lote se analiza para comprobar su graduación alcohólica y su identidad.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Contiene alcohol: lee con atención el apartado de composición.",
      ],
      composition: [
        "Por 1 ml (unas 20 gotas):",
        "- Passiflora incarnata 3 DH, 0,25 ml",
        "- Avena sativa 3 DH, 0,25 ml",
        "- Valeriana officinalis 3 DH, 0,25 ml",
        "- Humulus lupulus 3 DH, 0,25 ml",
        "Excipiente: etanol al 30 % v/v. Cada dosis de 20 gotas contiene unos 0,24 g de alcohol. Puede ser perjudicial para personas con problemas relacionados con el alcohol; debe tenerse en cuenta en embarazadas, mujeres en periodo de lactancia, niños y pacientes con enfermedades hepáticas o epilepsia.",
      ],
      usage: [
        "Sigue las instrucciones del prospecto o las que te indique tu médico o tu farmacéutico.",
        "- **Adultos:** la pauta habitual es de 20 gotas, de 1 a 3 veces al día, en un poco de agua.",
        "- **No recomendado en menores de 12 años** por su contenido en alcohol.",
        "- No lo tomes durante el embarazo o la lactancia sin consultar a tu médico.",
        "Si los síntomas persisten o empeoran, **consulta a tu médico**.",
      ],
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["complejo-brezo-n7-comprimidos", "gelsemium-sempervirens-15ch", "brezo-noche-melatonina-pasiflora"],
    },
    co: {
      name: "Complejo Brezo n.º 3 gotas orales",
      sub: "Gotas orales en solución · 30 ml",
      summary:
        "Medicamento homeopático compuesto de cuatro cepas vegetales, en gotas orales. Registro sanitario INVIMA. Contiene alcohol.",
      presentation: "Frasco gotero de vidrio ámbar por 30 ml",
      national_code: "Registro sanitario INVIMA 2020MH-0004011",
      alt: "Caja y frasco gotero de Complejo Brezo n.º 3 con etiqueta morada",
      description: [
        "**Complejo Brezo n.º 3** combina cuatro cepas de origen vegetal en diluciones decimales bajas, en solución hidroalcohólica para tomar en gotas.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. Contiene alcohol.",
      ],
      composition: [
        "Cada ml (aproximadamente 20 gotas) contiene:",
        "- Passiflora incarnata 3 DH, 0,25 ml",
        "- Avena sativa 3 DH, 0,25 ml",
        "- Valeriana officinalis 3 DH, 0,25 ml",
        "- Humulus lupulus 3 DH, 0,25 ml",
        "Excipiente: etanol al 30 % v/v. No se administre a personas con problemas relacionados con el alcohol, con enfermedad hepática o epilepsia sin consultar al médico.",
      ],
      usage: [
        "Siga las instrucciones del inserto o las de su médico o químico farmacéutico.",
        "- **Adultos:** 20 gotas de 1 a 3 veces al día, en un poco de agua.",
        "- **No se recomienda en menores de 12 años** por su contenido de alcohol.",
        "- En embarazo y lactancia, úsese solo por indicación médica.",
        "Si los síntomas persisten, **consulte a su médico**.",
      ],
      regulatory: coHomeopathicNotice("2020MH-0004011"),
      related: ["brezosil-jarabe", "gelsemium-sempervirens-15ch"],
    },
  },
  {
    uid: "complejo-brezo-n7-comprimidos",
    category: "complejos-homeopaticos",
    tags: [],
    kind: "tablets",
    emblem: "globules",
    color: "#2f5d8a",
    medicine: true,
    published: "2025-02-03T09:10:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Complejo Brezo n.º 7 comprimidos",
      sub: "60 comprimidos para chupar",
      summary:
        "Medicamento homeopático compuesto de cuatro cepas, en comprimidos para chupar. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Caja con 3 blísteres de 20 comprimidos para chupar (60 comprimidos)",
      national_code: "C.N. 713012.0",
      alt: "Caja de Complejo Brezo n.º 7 con un blíster de comprimidos",
      description: [
        "**Complejo Brezo n.º 7** reúne cuatro cepas en diluciones centesimales en un comprimido que se deja disolver en la boca.",
        "El blíster protege cada comprimido de la humedad y permite llevar solo las dosis necesarias.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Solo se comercializa en España.",
      ],
      composition: [
        "Por comprimido de 250 mg:",
        "- Aconitum napellus 4 CH, 0,625 mg",
        "- Bryonia 4 CH, 0,625 mg",
        "- Eupatorium perfoliatum 4 CH, 0,625 mg",
        "- Gelsemium sempervirens 4 CH, 0,625 mg",
        "Excipientes: lactosa monohidrato, sacarosa y estearato de magnesio.",
        ES_SUGARS,
      ],
      usage: [
        "Sigue las instrucciones del prospecto o las que te indique tu médico o tu farmacéutico.",
        "- **Adultos y niños a partir de 6 años:** la pauta habitual es de 1 comprimido, de 2 a 4 veces al día, dejándolo disolver en la boca.",
        "- **Niños menores de 6 años:** solo por consejo del pediatra.",
        "Si aparece fiebre alta, dificultad para respirar o los síntomas duran más de unos días, **consulta a tu médico**.",
      ],
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["complejo-brezo-n3-gotas", "brezosil-jarabe"],
    },
    co: null,
  },
  {
    uid: "brezosil-jarabe",
    category: "complejos-homeopaticos",
    tags: ["destacado"],
    kind: "syrup",
    emblem: "drop",
    color: "#0a716f",
    medicine: true,
    published: "2025-02-03T09:20:00+0000",
    updated: "2026-09-01T08:00:00+0000",
    es: {
      name: "Brezosil jarabe",
      sub: "Jarabe · Frasco de 200 ml",
      summary:
        "Medicamento homeopático compuesto en jarabe, con vasito dosificador. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Frasco de vidrio topacio de 200 ml con vasito dosificador",
      national_code: "C.N. 713020.5",
      alt: "Caja y frasco de Brezosil jarabe con vasito dosificador",
      description: [
        "**Brezosil** es un medicamento homeopático compuesto de cinco cepas, en forma de jarabe.",
        "El vasito dosificador, graduado en mililitros, facilita tomar la cantidad exacta que indica el prospecto.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. Para los niños existe una fórmula específica sin azúcar: [Brezosil Infantil](product:brezosil-infantil-jarabe).",
      ],
      composition: [
        "Por 100 ml de jarabe:",
        "- Drosera rotundifolia 3 CH, 0,5 g",
        "- Ipecacuanha 3 CH, 0,5 g",
        "- Bryonia 3 CH, 0,5 g",
        "- Rumex crispus 6 CH, 0,5 g",
        "- Sticta pulmonaria 3 CH, 0,5 g",
        "Excipientes: sacarosa (63 g por 100 ml), agua purificada, ácido cítrico y sorbato de potasio (E 202).",
        "Contiene 9,5 g de sacarosa por dosis de 15 ml, que deben tenerse en cuenta en personas con diabetes.",
      ],
      usage: [
        "Sigue las instrucciones del prospecto o las que te indique tu médico o tu farmacéutico.",
        "- **Adultos y adolescentes a partir de 12 años:** la pauta habitual es de 15 ml, de 3 a 5 veces al día.",
        "- Utiliza siempre el vasito dosificador incluido.",
        "- Una vez abierto, se conserva 6 meses.",
        "Si aparece fiebre, dificultad para respirar o los síntomas duran más de una semana, **consulta a tu médico**.",
      ],
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["brezosil-infantil-jarabe", "complejo-brezo-n7-comprimidos", "complejo-brezo-n3-gotas"],
    },
    co: {
      name: "Brezosil jarabe",
      sub: "Jarabe · Frasco de 240 ml",
      summary: "Medicamento homeopático compuesto en jarabe, con vaso dosificador. Registro sanitario INVIMA.",
      presentation: "Frasco de vidrio ámbar por 240 ml con vaso dosificador",
      national_code: "Registro sanitario INVIMA 2021MH-0004187",
      alt: "Caja y frasco de Brezosil jarabe con vaso dosificador",
      description: [
        "**Brezosil** es un medicamento homeopático compuesto de cinco cepas, en forma de jarabe. En Colombia se presenta en frasco por 240 ml.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. Para niños existe una fórmula sin azúcar: [Brezosil Infantil](product:brezosil-infantil-jarabe).",
      ],
      composition: [
        "Cada 100 ml contienen:",
        "- Drosera rotundifolia 3 CH, 0,5 g",
        "- Ipecacuanha 3 CH, 0,5 g",
        "- Bryonia 3 CH, 0,5 g",
        "- Rumex crispus 6 CH, 0,5 g",
        "- Sticta pulmonaria 3 CH, 0,5 g",
        "Excipientes: sacarosa, agua purificada, ácido cítrico y sorbato de potasio. Contiene azúcar: téngalo en cuenta si tiene diabetes.",
      ],
      usage: [
        "Siga las instrucciones del inserto o las de su médico o químico farmacéutico.",
        "- **Adultos y mayores de 12 años:** 15 ml de 3 a 5 veces al día.",
        "- Use siempre el vaso dosificador.",
        "Si presenta fiebre, dificultad para respirar o los síntomas duran más de una semana, **consulte a su médico**.",
      ],
      regulatory: coHomeopathicNotice("2021MH-0004187"),
      related: ["brezosil-infantil-jarabe", "complejo-brezo-n3-gotas"],
    },
  },
  {
    uid: "chamomilla-vulgaris-9ch-monodosis",
    category: "pediatria",
    tags: ["pediatria"],
    kind: "monodose",
    emblem: "flower",
    color: "#e07a6a",
    pink: true,
    medicine: true,
    published: "2025-02-17T09:00:00+0000",
    updated: "2026-06-15T08:00:00+0000",
    es: {
      name: "Chamomilla Vulgaris 9 CH glóbulos monodosis",
      sub: "Glóbulos · 6 envases monodosis de 1 g",
      summary:
        "Medicamento homeopático unitario en glóbulos, en envases monodosis fáciles de dar a los niños. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Caja con 6 envases monodosis de 1 g de glóbulos",
      national_code: "C.N. 713101.1",
      alt: "Caja rosa de Chamomilla Vulgaris 9 CH con tres envases monodosis",
      description: [
        "**Chamomilla Vulgaris 9 CH** se elabora a partir de la planta entera de la manzanilla (_Matricaria recutita_ L.) y se presenta en glóbulos, más pequeños que los gránulos, repartidos en envases de una sola dosis.",
        "El formato monodosis evita manipular los glóbulos y permite disolverlos en un poco de agua para dárselos a los más pequeños con una cuchara.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. En bebés y niños, consulta siempre antes con tu pediatra.",
      ],
      composition: [
        "Principio activo: Chamomilla vulgaris 9 CH.",
        "Excipientes: sacarosa y lactosa monohidrato (glóbulos de unos 5 mg).",
        ES_SUGARS,
      ],
      usage: [
        "Sigue las indicaciones de tu pediatra o las instrucciones del prospecto.",
        "- Cada envase es una dosis: el contenido completo se toma de una vez.",
        "- En lactantes y niños pequeños, disuelve los glóbulos en un poco de agua y dáselos con una cuchara.",
        "- No lo mezcles con el biberón ni con la comida.",
        "**Consulta a tu pediatra** si tu hijo tiene fiebre, está decaído, rechaza las tomas o los síntomas no mejoran.",
      ],
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["brezosil-infantil-jarabe", "crema-protectora-panal-calendula"],
    },
    co: {
      name: "Chamomilla Vulgaris 9 CH glóbulos monodosis",
      sub: "Glóbulos · 6 envases monodosis de 1 g",
      summary: "Medicamento homeopático unitario en glóbulos, en envases monodosis. Registro sanitario INVIMA.",
      presentation: "Caja por 6 envases monodosis de 1 g de glóbulos",
      national_code: "Registro sanitario INVIMA 2020MH-0003902",
      alt: "Caja rosada de Chamomilla Vulgaris 9 CH con tres envases monodosis",
      description: [
        "**Chamomilla Vulgaris 9 CH** se elabora a partir de la planta entera de la manzanilla (_Matricaria recutita_ L.) y se presenta en glóbulos, repartidos en envases de una sola dosis.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. En bebés y niños, consulte siempre antes con su pediatra.",
      ],
      composition: [
        "Principio activo: Chamomilla vulgaris 9 CH.",
        "Excipientes: sacarosa y lactosa monohidratada c.s.p. 1 g.",
        CO_SUGARS,
      ],
      usage: [
        "Siga las indicaciones del pediatra o las instrucciones del inserto.",
        "- Cada envase es una dosis completa.",
        "- En lactantes y niños pequeños, disuelva los glóbulos en un poco de agua y adminístrelos con una cuchara.",
        "**Consulte a su pediatra** si el niño tiene fiebre, está decaído, rechaza el alimento o los síntomas no mejoran.",
      ],
      regulatory: coHomeopathicNotice("2020MH-0003902"),
      related: ["brezosil-infantil-jarabe", "crema-protectora-panal-calendula"],
    },
  },
  {
    uid: "brezosil-infantil-jarabe",
    category: "pediatria",
    tags: ["pediatria", "destacado"],
    kind: "syrup",
    emblem: "drop",
    color: "#4f9ac9",
    pink: true,
    medicine: true,
    published: "2025-02-17T09:10:00+0000",
    updated: "2026-09-01T08:00:00+0000",
    es: {
      name: "Brezosil Infantil jarabe sin azúcar",
      sub: "Jarabe sin azúcar · 150 ml",
      summary:
        "Medicamento homeopático compuesto en jarabe sin azúcar, con jeringa dosificadora, para niños a partir de 1 año. Sin indicaciones terapéuticas aprobadas.",
      presentation: "Frasco de 150 ml con jeringa dosificadora de 5 ml",
      national_code: "C.N. 713119.6",
      alt: "Caja y frasco de Brezosil Infantil jarabe sin azúcar, con detalles rosas",
      description: [
        "**Brezosil Infantil** tiene la misma composición homeopática que [Brezosil jarabe](product:brezosil-jarabe), en una base **sin azúcar** endulzada con maltitol y con un suave sabor a fresa.",
        "La jeringa dosificadora permite medir con precisión volúmenes pequeños, que es lo que más dudas genera a las familias.",
        "Medicamento homeopático **sin indicaciones terapéuticas aprobadas**. No lo des a menores de 1 año sin indicación del pediatra.",
      ],
      composition: [
        "Por 100 ml de jarabe:",
        "- Drosera rotundifolia 3 CH, 0,5 g",
        "- Ipecacuanha 3 CH, 0,5 g",
        "- Bryonia 3 CH, 0,5 g",
        "- Rumex crispus 6 CH, 0,5 g",
        "- Sticta pulmonaria 3 CH, 0,5 g",
        "Excipientes: maltitol líquido (E 965), agua purificada, goma xantana, ácido cítrico, sorbato de potasio (E 202) y aroma de fresa.",
        "Contiene maltitol: puede tener un ligero efecto laxante. Valor calórico: 2,3 kcal/g de maltitol.",
      ],
      usage: [
        "Sigue las indicaciones de tu pediatra o las instrucciones del prospecto.",
        "- **Niños de 1 a 6 años:** la pauta habitual es de 2,5 ml, de 3 a 5 veces al día.",
        "- **Niños de 6 a 12 años:** 5 ml, de 3 a 5 veces al día.",
        "- Lava la jeringa con agua después de cada uso.",
        "**Consulta a tu pediatra** si tu hijo tiene fiebre, respira con dificultad o muy deprisa, está decaído o los síntomas duran más de unos días.",
      ],
      regulatory: ES_HOMEOPATHIC_NOTICE,
      related: ["chamomilla-vulgaris-9ch-monodosis", "brezosil-jarabe", "crema-protectora-panal-calendula"],
    },
    co: {
      name: "Brezosil Infantil jarabe sin azúcar",
      sub: "Jarabe sin azúcar · 120 ml",
      summary:
        "Medicamento homeopático compuesto en jarabe sin azúcar, con jeringa dosificadora, para niños a partir de 1 año. Registro sanitario INVIMA.",
      presentation: "Frasco por 120 ml con jeringa dosificadora de 5 ml",
      national_code: "Registro sanitario INVIMA 2021MH-0004203",
      alt: "Caja y frasco de Brezosil Infantil jarabe sin azúcar, con detalles rosados",
      description: [
        "**Brezosil Infantil** tiene la misma composición homeopática que [Brezosil jarabe](product:brezosil-jarabe), en una base **sin azúcar** endulzada con maltitol.",
        "Su uso se basa en la tradición homeopática y no tiene indicaciones terapéuticas aprobadas. No lo administre a menores de 1 año sin indicación del pediatra.",
      ],
      composition: [
        "Cada 100 ml contienen:",
        "- Drosera rotundifolia 3 CH, 0,5 g",
        "- Ipecacuanha 3 CH, 0,5 g",
        "- Bryonia 3 CH, 0,5 g",
        "- Rumex crispus 6 CH, 0,5 g",
        "- Sticta pulmonaria 3 CH, 0,5 g",
        "Excipientes: maltitol líquido, agua purificada, goma xantana, ácido cítrico, sorbato de potasio y saborizante de fresa. Puede tener un leve efecto laxante.",
      ],
      usage: [
        "Siga las indicaciones del pediatra o las instrucciones del inserto.",
        "- **Niños de 1 a 6 años:** 2,5 ml de 3 a 5 veces al día.",
        "- **Niños de 6 a 12 años:** 5 ml de 3 a 5 veces al día.",
        "**Consulte a su pediatra** si el niño tiene fiebre, dificultad para respirar, está decaído o los síntomas duran más de unos días.",
      ],
      regulatory: coHomeopathicNotice("2021MH-0004203"),
      related: ["chamomilla-vulgaris-9ch-monodosis", "brezosil-jarabe"],
    },
  },
  {
    uid: "crema-protectora-panal-calendula",
    category: "pediatria",
    tags: ["pediatria"],
    kind: "cream",
    color: "#f2a65a",
    pink: true,
    medicine: false,
    productType: "cosmetic",
    published: "2025-03-03T09:00:00+0000",
    updated: "2026-04-20T08:00:00+0000",
    es: {
      name: "Crema protectora del pañal con caléndula",
      sub: "Cosmético · Tubo de 75 ml",
      summary:
        "Cosmético para el cuidado diario de la piel del área del pañal, con óxido de zinc y extracto de caléndula. Sin perfume.",
      presentation: "Tubo de 75 ml",
      national_code: "C.N. 714032.9",
      alt: "Caja y tubo de crema protectora del pañal con una flor de caléndula",
      description: [
        "**Cosmético** para el cuidado de la piel del bebé en la zona del pañal. Su textura densa forma una capa que ayuda a proteger la piel de la humedad y del roce.",
        "- Con óxido de zinc, pantenol y extracto de flor de caléndula",
        "- Sin perfume, sin colorantes y sin alcohol",
        "- Formulada para pieles sensibles",
        "Si quieres saber más sobre cómo cuidar esta zona, lee [La piel del bebé y la zona del pañal](health_article:piel-del-bebe-zona-del-panal).",
      ],
      composition: [
        "Ingredientes (INCI): Aqua, Zinc Oxide, Caprylic/Capric Triglyceride, Glycerin, Butyrospermum Parkii Butter, Cetearyl Alcohol, Panthenol, Calendula Officinalis Flower Extract, Glyceryl Stearate, Tocopherol, Sodium Cetearyl Sulfate, Citric Acid.",
      ],
      usage: [
        "- Limpia y seca bien la zona en cada cambio de pañal.",
        "- Aplica una capa fina y extiéndela sin frotar.",
        "- Uso externo. Evita el contacto con los ojos.",
        "Si la piel presenta heridas, granitos con pus o el enrojecimiento no mejora en 2 o 3 días, **consulta a tu pediatra**.",
      ],
      regulatory: [
        "**Cosmético.** No es un medicamento.",
        "Uso externo. Mantener fuera del alcance de los niños. Si aparece irritación, suspende su uso.",
      ],
      related: ["chamomilla-vulgaris-9ch-monodosis", "crema-hidratante-calendula"],
    },
    co: {
      name: "Crema antipañalitis con caléndula",
      sub: "Cosmético · Tubo por 75 g",
      summary:
        "Cosmético para el cuidado diario de la piel del área del pañal, con óxido de zinc y extracto de caléndula. Sin fragancia.",
      presentation: "Tubo por 75 g",
      national_code: "NSO NSOC98214-22CO",
      alt: "Caja y tubo de crema antipañalitis con una flor de caléndula",
      description: [
        "**Cosmético** para el cuidado de la piel del bebé en el área del pañal. Su textura densa forma una capa que ayuda a proteger la piel de la humedad y del roce.",
        "- Con óxido de zinc, pantenol y extracto de flor de caléndula",
        "- Sin fragancia, sin colorantes y sin alcohol",
      ],
      composition: [
        "Ingredientes (INCI): Aqua, Zinc Oxide, Caprylic/Capric Triglyceride, Glycerin, Butyrospermum Parkii Butter, Cetearyl Alcohol, Panthenol, Calendula Officinalis Flower Extract, Glyceryl Stearate, Tocopherol, Sodium Cetearyl Sulfate, Citric Acid.",
      ],
      usage: [
        "- Limpie y seque bien la zona en cada cambio de pañal.",
        "- Aplique una capa delgada sin frotar.",
        "- Uso externo. Evite el contacto con los ojos.",
        "Si la piel presenta heridas, granitos con pus o el enrojecimiento no mejora en 2 o 3 días, **consulte a su pediatra**.",
      ],
      regulatory: [
        "**Cosmético.** Notificación Sanitaria Obligatoria INVIMA NSOC98214-22CO. No es un medicamento.",
        "Uso externo. Manténgase fuera del alcance de los niños. Si se presenta irritación, suspenda su uso.",
      ],
      related: ["chamomilla-vulgaris-9ch-monodosis", "crema-hidratante-calendula"],
    },
  },
  {
    uid: "crema-hidratante-calendula",
    category: "cuidado-natural",
    tags: [],
    kind: "cream",
    color: "#e0a43a",
    medicine: false,
    productType: "cosmetic",
    published: "2025-03-03T09:10:00+0000",
    updated: "2026-04-20T08:00:00+0000",
    es: {
      name: "Crema hidratante de caléndula",
      sub: "Cosmético · Tubo de 50 ml",
      summary:
        "Cosmético hidratante para pieles secas y sensibles de toda la familia, con extracto de caléndula y manteca de karité.",
      presentation: "Tubo de 50 ml",
      national_code: "C.N. 714040.4",
      alt: "Caja y tubo de crema hidratante de caléndula entre flores anaranjadas",
      description: [
        "**Cosmético** de textura ligera para hidratar a diario la piel seca de la cara, las manos o el cuerpo.",
        "- Con extracto de flor de caléndula, manteca de karité y glicerina",
        "- Se absorbe rápido y no deja sensación grasa",
        "- Sin perfume añadido",
      ],
      composition: [
        "Ingredientes (INCI): Aqua, Glycerin, Caprylic/Capric Triglyceride, Butyrospermum Parkii Butter, Cetearyl Alcohol, Calendula Officinalis Flower Extract, Glyceryl Stearate, Tocopherol, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, Citric Acid.",
      ],
      usage: [
        "- Aplica sobre la piel limpia y seca, una o dos veces al día, con un suave masaje.",
        "- Uso externo. Evita el contacto con los ojos y no la apliques sobre heridas abiertas.",
      ],
      regulatory: [
        "**Cosmético.** No es un medicamento.",
        "Uso externo. Si aparece irritación, suspende su uso. Si tienes una enfermedad de la piel, pide consejo a tu médico o farmacéutico.",
      ],
      related: ["crema-protectora-panal-calendula", "calendula-officinalis-5ch"],
    },
    co: {
      name: "Crema hidratante de caléndula",
      sub: "Cosmético · Tubo por 50 g",
      summary:
        "Cosmético hidratante para pieles secas y sensibles de toda la familia, con extracto de caléndula y manteca de karité.",
      presentation: "Tubo por 50 g",
      national_code: "NSO NSOC98230-22CO",
      alt: "Caja y tubo de crema hidratante de caléndula entre flores anaranjadas",
      description: [
        "**Cosmético** de textura liviana para hidratar a diario la piel seca de la cara, las manos o el cuerpo.",
        "- Con extracto de flor de caléndula, manteca de karité y glicerina",
        "- Se absorbe rápido y no deja sensación grasosa",
        "Recuerde que en Colombia la radiación solar es alta todo el año: esta crema **no tiene filtro solar**.",
      ],
      composition: [
        "Ingredientes (INCI): Aqua, Glycerin, Caprylic/Capric Triglyceride, Butyrospermum Parkii Butter, Cetearyl Alcohol, Calendula Officinalis Flower Extract, Glyceryl Stearate, Tocopherol, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, Citric Acid.",
      ],
      usage: [
        "- Aplique sobre la piel limpia y seca, una o dos veces al día.",
        "- Uso externo. Evite el contacto con los ojos y no la aplique sobre heridas abiertas.",
      ],
      regulatory: [
        "**Cosmético.** Notificación Sanitaria Obligatoria INVIMA NSOC98230-22CO. No es un medicamento.",
        "Uso externo. Si se presenta irritación, suspenda su uso.",
      ],
      related: ["crema-protectora-panal-calendula", "calendula-officinalis-5ch"],
    },
  },
  {
    uid: "brezo-noche-melatonina-pasiflora",
    category: "cuidado-natural",
    tags: [],
    kind: "jar",
    emblem: "moon",
    color: "#5b4a9e",
    medicine: false,
    productType: "supplement",
    published: "2025-03-03T09:20:00+0000",
    updated: "2026-04-20T08:00:00+0000",
    es: {
      name: "Brezo Noche melatonina y pasiflora",
      sub: "Complemento alimenticio · 30 comprimidos",
      summary:
        "Complemento alimenticio con 1 mg de melatonina y extracto de pasiflora por comprimido. No es un medicamento.",
      presentation: "Frasco de 30 comprimidos",
      national_code: "C.N. 714058.9",
      alt: "Caja morada y bote de Brezo Noche con una luna en la etiqueta",
      description: [
        "**Complemento alimenticio** a base de melatonina y extracto seco de pasiflora.",
        "La melatonina contribuye a disminuir el tiempo necesario para conciliar el sueño. El efecto beneficioso se obtiene con la ingesta de 1 mg de melatonina poco antes de irse a dormir.",
        "Un complemento no sustituye unos buenos hábitos de sueño: en [Higiene del sueño](health_article:higiene-del-sueno) repasamos los que más ayudan. Si duermes mal durante semanas, habla con tu médico.",
      ],
      composition: [
        "Por comprimido: melatonina 1 mg; extracto seco de pasiflora (Passiflora incarnata L., parte aérea) 100 mg.",
        "Otros ingredientes: agentes de carga (celulosa microcristalina, fosfato dicálcico), antiaglomerantes (estearato de magnesio vegetal, dióxido de silicio).",
        "Sin gluten ni lactosa.",
      ],
      usage: [
        "- Toma 1 comprimido al día, con un poco de agua, poco antes de acostarte.",
        "- No superes la dosis diaria expresamente recomendada.",
        "- No recomendado en embarazo, lactancia ni en menores de 18 años.",
        "- Si tomas medicamentos (por ejemplo, anticoagulantes, antiepilépticos o sedantes) o tienes una enfermedad autoinmune, consulta antes con tu médico o farmacéutico.",
        "- Puede producir somnolencia: no conduzcas después de tomarlo.",
      ],
      regulatory: [
        "**Complemento alimenticio.** No es un medicamento.",
        "Los complementos alimenticios no deben utilizarse como sustituto de una dieta equilibrada y variada ni de un modo de vida sano. No superar la dosis diaria expresamente recomendada. Mantener fuera del alcance de los niños más pequeños.",
      ],
      related: ["complejo-brezo-n3-gotas", "crema-hidratante-calendula"],
    },
    co: null,
  },
];
