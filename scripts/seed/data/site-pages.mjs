/**
 * Seed data: the contact page (page `contacto`) and the slices the generator adds to the home
 * documents (featured products, FAQ, newsletter). Compact slice forms as in ./health.mjs.
 */

/** @type {import("./types.mjs").Page} */
export const contactPage = {
  uid: "contacto",
  published: "2025-01-15T09:00:00+0000",
  updated: "2026-10-01T08:00:00+0000",
  es: {
    title: "Contacto",
    meta_description:
      "Escribe a Laboratorios Brezo: atención farmacéutica, farmacovigilancia, farmacias y profesionales sanitarios.",
    slices: [
      {
        contact: {
          title: "Escríbenos",
          intro: [
            "Rellena el formulario y te responderemos en un plazo máximo de 48 horas laborables. Si tu consulta es sobre una posible reacción adversa, indica el nombre del producto y el **número de lote** que aparece en el envase.",
            "No podemos hacer diagnósticos ni recomendar tratamientos a distancia: para eso, tu médico o tu farmacéutico son quienes mejor pueden ayudarte.",
          ],
          gdpr_consent_label: [
            "He leído y acepto la [política de privacidad](doc:page-privacidad-es-es) y consiento que Laboratorios Brezo trate mis datos para responder a mi consulta.",
          ],
        },
      },
      {
        rich: [
          "## Otras formas de contactar",
          "- **Atención farmacéutica:** +34 948 000 152, de lunes a viernes, de 9:00 a 18:00.",
          "- **Correo electrónico:** atencion@laboratoriosbrezo.example",
          "- **Farmacovigilancia:** farmacovigilancia@laboratoriosbrezo.example",
          "- **Farmacias y distribución:** farmacias@laboratoriosbrezo.example",
          "- **Dirección:** Polígono Industrial Arazuri, calle C, 14, 31170 Villava (Navarra).",
          "Si se trata de una urgencia médica, llama al **112**.",
        ],
      },
      {
        faq: {
          title: "Quizá te interese",
          questions: ["donde-comprar", "comunicar-reaccion-adversa", "donde-consultar-el-prospecto"],
          more_label: "Ver todas las preguntas frecuentes",
          more_link: "/preguntas-frecuentes",
        },
      },
    ],
  },
  co: {
    title: "Contacto",
    meta_description:
      "Escríbale a Laboratorios Brezo Colombia: atención farmacéutica, farmacovigilancia, droguerías y profesionales de la salud.",
    slices: [
      {
        contact: {
          title: "Escríbanos",
          intro: [
            "Diligencie el formulario y le responderemos en máximo dos días hábiles. Si su consulta es sobre una posible reacción adversa, indique el nombre del producto y el **número de lote** que aparece en el empaque.",
            "No hacemos diagnósticos ni recomendamos tratamientos a distancia: consulte a su médico o a su químico farmacéutico.",
          ],
          gdpr_consent_label: [
            "Autorizo a Laboratorios Brezo Colombia S.A.S. el tratamiento de mis datos personales para atender mi solicitud, de acuerdo con su [política de privacidad](doc:page-privacidad-es-co) y la Ley 1581 de 2012.",
          ],
        },
      },
      {
        rich: [
          "## Otros canales de atención",
          "- **Línea de atención farmacéutica:** +57 601 000 1952, de lunes a viernes, de 8:00 a. m. a 5:00 p. m.",
          "- **Correo electrónico:** atencion.co@laboratoriosbrezo.example",
          "- **Farmacovigilancia:** farmacovigilancia.co@laboratoriosbrezo.example",
          "- **Droguerías y distribuidores:** droguerias.co@laboratoriosbrezo.example",
          "- **Dirección:** Carrera 7 # 71-21, oficina 502, Bogotá D. C.",
          "Si se trata de una urgencia médica, llame a la **línea 123**.",
        ],
      },
      {
        faq: {
          title: "Preguntas frecuentes",
          questions: ["donde-comprar", "comunicar-reaccion-adversa", "verificar-registro-invima"],
          more_label: "Ver todas las preguntas frecuentes",
          more_link: "/preguntas-frecuentes",
        },
      },
    ],
  },
};

/**
 * Slices added to the home documents (after the existing ones with the given anchor).
 * @type {Record<import("./types.mjs").CountryKey, import("./types.mjs").HomeAddition>}
 */
export const homeAdditions = {
  es: {
    featured: {
      cards: {
        title: "Productos destacados",
        intro: ["Cada ficha incluye la composición completa, el modo de empleo y el prospecto para descargar."],
        heading_color: "blue",
        products: ["arnica-montana-9ch", "brezosil-jarabe", "brezosil-infantil-jarabe", "crema-hidratante-calendula"],
        link_label: "Ver ficha",
      },
    },
    faq: {
      faq: {
        title: "Preguntas frecuentes",
        intro: ["Lo que más nos preguntáis sobre la homeopatía y nuestros productos."],
        questions: ["que-significa-la-dilucion-ch", "sin-indicaciones-terapeuticas-aprobadas", "donde-comprar"],
        more_label: "Ver todas las preguntas",
        more_link: "/preguntas-frecuentes",
      },
    },
    newsletter: {
      newsletter: {
        title: "Suscríbete a nuestro boletín",
        text: [
          "Consejos de salud de nuestro equipo médico y farmacéutico, y novedades de Laboratorios Brezo, una vez al mes.",
        ],
        button_label: "Suscribirme",
        privacy_note: [
          "Puedes darte de baja en cualquier momento. Más información en nuestra [política de privacidad](doc:page-privacidad-es-es).",
        ],
      },
    },
  },
  co: {
    featured: {
      cards: {
        title: "Productos destacados",
        intro: [
          "Cada ficha incluye la composición completa, el modo de uso, el registro sanitario y el inserto para descargar.",
        ],
        heading_color: "blue",
        products: [
          "arnica-montana-9ch",
          "brezosil-jarabe",
          "brezosil-infantil-jarabe",
          "crema-protectora-panal-calendula",
        ],
        link_label: "Ver ficha",
      },
    },
    faq: {
      faq: {
        title: "Preguntas frecuentes",
        intro: ["Lo que más nos preguntan sobre la homeopatía y nuestros productos."],
        questions: ["que-significa-la-dilucion-ch", "verificar-registro-invima", "donde-comprar"],
        more_label: "Ver todas las preguntas",
        more_link: "/preguntas-frecuentes",
      },
    },
    newsletter: {
      newsletter: {
        title: "Suscríbase a nuestro boletín",
        text: ["Consejos de salud y novedades de Laboratorios Brezo Colombia, una vez al mes."],
        button_label: "Suscribirme",
        privacy_note: [
          "Puede cancelar su suscripción en cualquier momento. Consulte nuestra [política de privacidad](doc:page-privacidad-es-co).",
        ],
      },
    },
  },
};

/**
 * The release: a winter campaign that adds a 100 ml format of Brezosil jarabe (es-es).
 * @type {import("./types.mjs").Release}
 */
export const release = {
  id: "campana-invierno-2026",
  label: "Campaña de invierno 2026",
  scheduledAt: "2026-12-01T07:00:00Z",
  product: "brezosil-jarabe",
  lang: "es-es",
  lastPublication: "2026-12-01T07:00:00+0000",
  changes: {
    presentation: "Frasco de vidrio topacio de 200 ml con vasito dosificador. Nuevo: frasco de 100 ml (C.N. 713021.2)",
    summary:
      "Medicamento homeopático compuesto en jarabe, con vasito dosificador. Ahora también en formato de 100 ml. Sin indicaciones terapéuticas aprobadas.",
    descriptionExtra:
      "**Novedad:** desde diciembre de 2026, Brezosil jarabe también está disponible en frasco de 100 ml (C.N. 713021.2), con la misma composición y posología.",
  },
};
