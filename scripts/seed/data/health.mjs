/**
 * Seed data: health categories, authors and health articles (es-es and es-co).
 * Slices are written with the compact forms understood by ../build-content.mjs:
 *   { rich: [...] }                         rich_text
 *   { highlight: { title, text, background_color, heading_color } }   quote (highlight)
 *   { quote: { quote, author, role } }      quote (default)
 *   { iwt: { image, title, text, button_label?, button_link?, right? } }   image_with_text
 *   { faq: { title, intro?, questions: [faq uids], more_label?, more_link? } }   faq_list
 *   { cta: { title, text, button_label, button_link, background_color, heading_color } }
 *   { newsletter: { title, text, button_label, privacy_note } }
 * Links: "/path" (Web) or "type:uid" (Document in the same language).
 * Pink backgrounds only on documents tagged `pediatria` (spec: pink is reserved for pediatrics).
 */

/** @type {import("./types.mjs").HealthCategory[]} */
export const healthCategories = [
  {
    uid: "descanso-y-bienestar",
    order: 1,
    published: "2025-01-15T09:00:00+0000",
    image: { file: "health/descanso-y-bienestar.jpg", art: "hcat-descanso" },
    es: {
      name: "Descanso y bienestar",
      alt: "Luna creciente y estrellas sobre una almohada y una taza de infusión",
      description: [
        "Dormir bien, gestionar el estrés del día a día, beber suficiente agua: hábitos sencillos con mucha evidencia detrás.",
      ],
    },
    co: {
      name: "Descanso y bienestar",
      alt: "Luna creciente y estrellas sobre una almohada y una taza de aromática",
      description: [
        "Dormir bien, manejar el estrés del día a día, tomar suficiente agua: hábitos sencillos con mucha evidencia detrás.",
      ],
    },
  },
  {
    uid: "cuidados-en-familia",
    order: 2,
    published: "2025-01-15T09:00:00+0000",
    image: { file: "health/cuidados-en-familia.jpg", art: "hcat-familia" },
    es: {
      name: "Cuidados en familia",
      alt: "Familia con un bebé junto a un botiquín",
      description: [
        "Fiebre, piel del bebé, alimentación de los niños, botiquín de casa: lo que conviene saber y **cuándo consultar** con el pediatra o el médico de familia.",
      ],
    },
    co: {
      name: "Cuidados en familia",
      alt: "Familia con un bebé junto a un botiquín",
      description: [
        "Fiebre, piel del bebé, botiquín de la casa: lo que conviene saber y **cuándo consultar** con el pediatra o el médico general.",
      ],
    },
  },
  {
    uid: "estaciones-del-ano",
    order: 3,
    published: "2025-01-15T09:00:00+0000",
    image: { file: "health/estaciones-del-ano.jpg", art: "hcat-estaciones" },
    es: {
      name: "Estaciones del año",
      alt: "Sol, nube con lluvia, copo de nieve y hojas en cuatro esquinas",
      description: [
        "Sol en verano, resfriados en invierno, polen en primavera: cómo adaptar el cuidado de la salud a cada época del año.",
      ],
    },
    co: {
      name: "Clima y temporadas",
      alt: "Sol, nube con lluvia y hojas",
      description: [
        "Sol intenso todo el año, temporadas de lluvias y cambios de clima al viajar entre tierra fría y tierra caliente: cómo cuidarse en cada caso.",
      ],
    },
  },
];

/** @type {import("./types.mjs").Author[]} */
export const authors = [
  {
    uid: "lucia-arrieta",
    published: "2025-01-15T09:00:00+0000",
    image: {
      file: "authors/lucia-arrieta.jpg",
      art: {
        avatar: {
          skin: "#f1c7a5",
          hair: "#5a3a28",
          hairStyle: "bob",
          shirt: "#0a716f",
          bg: "#dcf1ef",
          coat: true,
          glasses: true,
        },
      },
    },
    es: {
      name: "Lucía Arrieta Goñi",
      role: "Farmacéutica, responsable de Atención Farmacéutica",
      alt: "Ilustración de Lucía Arrieta, farmacéutica, con bata blanca y gafas",
      bio: [
        "Licenciada en Farmacia y especialista en farmacia comunitaria. Trabajó doce años en una farmacia de barrio en Pamplona antes de incorporarse a Laboratorios Brezo, donde coordina el servicio de atención farmacéutica y la formación para farmacias.",
        "Escribe sobre el uso responsable de medicamentos, el botiquín de casa y la piel. Su consejo más repetido: _«lee el prospecto antes de necesitarlo»_.",
      ],
    },
    co: {
      name: "Lucía Arrieta Goñi",
      role: "Farmacéutica, responsable de Atención Farmacéutica (España)",
      alt: "Ilustración de Lucía Arrieta, farmacéutica, con bata blanca y gafas",
      bio: [
        "Farmacéutica española especializada en farmacia comunitaria. Coordina desde Navarra el servicio de atención farmacéutica de Laboratorios Brezo y participa en las jornadas de formación para químicos farmacéuticos y regentes de farmacia en Colombia.",
        "Escribe sobre el uso responsable de medicamentos, el botiquín de la casa y el cuidado de la piel.",
      ],
    },
  },
  {
    uid: "inigo-larraya",
    published: "2025-01-15T09:00:00+0000",
    image: {
      file: "authors/inigo-larraya.jpg",
      art: {
        avatar: {
          skin: "#e0b08c",
          hair: "#2b2118",
          hairStyle: "short",
          shirt: "#173f6b",
          bg: "#fdeef2",
          coat: true,
          stethoscope: true,
          beard: true,
        },
      },
    },
    es: {
      name: "Íñigo Larraya Echeverría",
      role: "Pediatra, asesor médico",
      alt: "Ilustración de Íñigo Larraya, pediatra, con bata y fonendoscopio",
      bio: [
        "Médico especialista en Pediatría. Ha trabajado en atención primaria en centros de salud de la Ribera y de la comarca de Pamplona, y colabora con Laboratorios Brezo como asesor médico en la información dirigida a familias.",
        "Le preocupa sobre todo que los padres sepan reconocer los signos de alarma y no se queden con dudas: _«si algo no te cuadra, consulta»_.",
      ],
    },
    co: {
      name: "Íñigo Larraya Echeverría",
      role: "Pediatra, asesor médico (España)",
      alt: "Ilustración de Íñigo Larraya, pediatra, con bata y fonendoscopio",
      bio: [
        "Médico pediatra español con experiencia en atención primaria. Colabora con Laboratorios Brezo como asesor médico en la información dirigida a las familias, que en Colombia revisa junto al equipo médico local.",
        "Su mensaje a los padres: aprender a reconocer los signos de alarma y consultar sin demora cuando aparecen.",
      ],
    },
  },
  {
    uid: "carmen-salcedo",
    published: "2025-01-15T09:00:00+0000",
    image: {
      file: "authors/carmen-salcedo.jpg",
      art: { avatar: { skin: "#c68c64", hair: "#1f1a17", hairStyle: "curly", shirt: "#2f6b45", bg: "#f4ede2" } },
    },
    es: {
      name: "Carmen Salcedo Vidal",
      role: "Médica de familia y nutricionista",
      alt: "Ilustración de Carmen Salcedo, médica de familia, con el pelo rizado",
      bio: [
        "Especialista en Medicina Familiar y Comunitaria, con formación de posgrado en nutrición humana. Combina la consulta en un centro de salud con la divulgación sobre hábitos saludables.",
        "En nuestra web escribe sobre sueño, hidratación, alimentación y los resfriados de cada invierno, siempre con la evidencia disponible por delante.",
      ],
    },
    co: {
      name: "Carmen Salcedo Vidal",
      role: "Médica familiar y nutricionista (España)",
      alt: "Ilustración de Carmen Salcedo, médica familiar, con el cabello crespo",
      bio: [
        "Médica española especialista en Medicina Familiar y Comunitaria, con formación de posgrado en nutrición humana.",
        "Escribe sobre sueño, hidratación, alimentación y las infecciones respiratorias más comunes, siempre con la evidencia disponible por delante.",
      ],
    },
  },
];

/* ----------------------------------------------------------------------------- articles */

const esSubscribe = {
  newsletter: {
    title: "Recibe nuestros consejos de salud",
    text: [
      "Un correo al mes con los artículos nuevos de nuestro equipo médico y farmacéutico. Sin publicidad de medicamentos.",
    ],
    button_label: "Suscribirme",
    privacy_note: [
      "Puedes darte de baja cuando quieras. Consulta nuestra [política de privacidad](doc:page-privacidad-es-es).",
    ],
  },
};

/** @type {import("./types.mjs").Article[]} */
export const articles = [
  /* ---------------------------------------------------------------- 1. sueño */
  {
    uid: "higiene-del-sueno",
    category: "descanso-y-bienestar",
    author: "carmen-salcedo",
    tags: [],
    image: { file: "articles/higiene-del-sueno.jpg", art: "sleep-main" },
    es: {
      date: "2025-02-18",
      title: "Higiene del sueño: hábitos que te ayudan a dormir mejor",
      summary:
        "Horarios regulares, luz natural por la mañana y menos pantallas por la noche: los cambios sencillos que más ayudan a descansar, y cuándo conviene consultar.",
      alt: "Dormitorio con una cama, una luna creciente y estrellas",
      slices: [
        {
          rich: [
            "Un adulto necesita, en general, entre 7 y 9 horas de sueño. Pero no solo cuenta la cantidad: dormir de forma regular y sin interrupciones es igual de importante para sentirse descansado.",
            "Llamamos **higiene del sueño** al conjunto de hábitos que favorecen un descanso de calidad. Son medidas sencillas, sin efectos adversos, y suelen ser lo primero que recomienda un médico cuando alguien duerme mal.",
            "## Siete hábitos que ayudan",
            "1. Acuéstate y levántate a la misma hora todos los días, también el fin de semana.",
            "2. Sal a la luz natural por la mañana: ayuda a ajustar el reloj interno.",
            "3. Deja las pantallas (móvil, tableta, ordenador) al menos una hora antes de acostarte.",
            "4. Evita el café, el té y las bebidas con cafeína a partir de media tarde.",
            "5. Cena ligero y al menos dos horas antes de ir a la cama; el alcohol empeora la calidad del sueño aunque parezca que ayuda a conciliarlo.",
            "6. Mantén el dormitorio oscuro, silencioso y fresco (entre 18 y 20 °C).",
            "7. Si llevas más de 20 minutos en la cama sin dormirte, levántate y haz algo tranquilo con luz tenue hasta que tengas sueño.",
          ],
        },
        {
          highlight: {
            title: "Cuándo consultar con tu médico",
            text: [
              "- Si duermes mal tres o más noches por semana durante más de un mes.",
              "- Si roncas fuerte, haces pausas al respirar mientras duermes o te quedas dormido durante el día.",
              "- Si el insomnio aparece junto a tristeza, ansiedad o preocupaciones que no te dejan desconectar.",
            ],
            background_color: "aqua",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/higiene-del-sueno-detalle.jpg",
              art: "sleep-detail",
              alt: "Teléfono móvil con una luna en la pantalla junto a un reloj",
            },
            title: "La última hora del día, sin pantallas",
            text: [
              "La luz de las pantallas y, sobre todo, lo que vemos en ellas (mensajes, noticias, series) mantienen el cerebro en alerta.",
              "Prueba a sustituir ese rato por una ducha templada, lectura en papel o unos minutos de respiración lenta.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "homeopatia-con-otros-medicamentos"],
            more_label: "Ver todas las preguntas",
            more_link: "/preguntas-frecuentes",
          },
        },
        esSubscribe,
      ],
      related: [
        "article:estres-cotidiano-pequenas-pausas",
        "article:hidratacion-cuanta-agua",
        "product:brezo-noche-melatonina-pasiflora",
      ],
    },
    co: {
      date: "2025-03-04",
      title: "Higiene del sueño: hábitos que le ayudan a dormir mejor",
      summary:
        "Horarios regulares, luz natural en la mañana y menos pantallas en la noche: los cambios sencillos que más ayudan a descansar, y cuándo conviene consultar.",
      alt: "Habitación con una cama, una luna creciente y estrellas",
      slices: [
        {
          rich: [
            "Un adulto necesita, en general, entre 7 y 9 horas de sueño. Pero no solo cuenta la cantidad: dormir de forma regular y sin interrupciones es igual de importante.",
            "La **higiene del sueño** es el conjunto de hábitos que favorecen un descanso de calidad. Son medidas sencillas, sin efectos adversos, y suelen ser lo primero que recomienda el médico.",
            "## Siete hábitos que ayudan",
            "1. Acuéstese y levántese a la misma hora todos los días, también el fin de semana.",
            "2. Reciba luz natural en la mañana: ayuda a ajustar el reloj interno.",
            "3. Deje el celular, la tableta y el computador al menos una hora antes de acostarse.",
            "4. Evite el tinto, el té y las bebidas con cafeína desde media tarde.",
            "5. Coma liviano en la noche y al menos dos horas antes de acostarse.",
            "6. Mantenga la habitación oscura, silenciosa y a una temperatura agradable.",
            "7. Si lleva más de 20 minutos en la cama sin dormirse, levántese y haga algo tranquilo con luz tenue.",
          ],
        },
        {
          highlight: {
            title: "Cuándo consultar con su médico",
            text: [
              "- Si duerme mal tres o más noches por semana durante más de un mes.",
              "- Si ronca fuerte, hace pausas al respirar mientras duerme o se queda dormido durante el día.",
              "- Si el insomnio viene acompañado de tristeza, ansiedad o preocupaciones constantes.",
            ],
            background_color: "aqua",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/higiene-del-sueno-detalle.jpg",
              art: "sleep-detail",
              alt: "Celular con una luna en la pantalla junto a un reloj",
            },
            title: "La última hora del día, sin pantallas",
            text: [
              "La luz de las pantallas y lo que vemos en ellas (mensajes, noticias, series) mantienen el cerebro en alerta.",
              "Cambie ese rato por una ducha tibia, un libro en papel o unos minutos de respiración lenta.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "homeopatia-con-otros-medicamentos"],
            more_label: "Ver todas las preguntas",
            more_link: "/preguntas-frecuentes",
          },
        },
        {
          cta: {
            title: "¿Tiene alguna pregunta?",
            text: ["Nuestra línea de atención farmacéutica le responde de lunes a viernes."],
            button_label: "Escríbanos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
      related: ["article:hidratacion-cuanta-agua", "article:botiquin-de-casa"],
    },
  },
  /* ---------------------------------------------------------------- 2. estrés */
  {
    uid: "estres-cotidiano-pequenas-pausas",
    category: "descanso-y-bienestar",
    author: "lucia-arrieta",
    tags: [],
    image: { file: "articles/estres-cotidiano-pequenas-pausas.jpg", art: "stress-main" },
    es: {
      date: "2025-04-08",
      title: "Estrés cotidiano: pequeñas pausas que marcan la diferencia",
      summary:
        "El estrés forma parte de la vida, pero cuando no da tregua afecta al sueño, a la digestión y al ánimo. Ideas prácticas para bajar revoluciones y señales para pedir ayuda.",
      alt: "Taza de infusión humeante entre hojas verdes",
      slices: [
        {
          rich: [
            "El estrés es una respuesta normal del organismo ante una exigencia: nos activa para afrontar un examen, una entrega o un imprevisto. El problema aparece cuando esa activación se mantiene durante semanas y no hay espacio para recuperarse.",
            "## Señales de que necesitas parar",
            "- Te cuesta dormirte o te despiertas dándole vueltas a las cosas.",
            "- Estás más irritable o lloras con facilidad.",
            "- Notas tensión en el cuello, dolores de cabeza o molestias digestivas más a menudo.",
            "- Te cuesta concentrarte o disfrutar de lo que antes te gustaba.",
            "## Pausas de cinco minutos",
            "- **Respiración lenta:** inspira por la nariz contando hasta cuatro y suelta el aire contando hasta seis. Repite diez veces.",
            "- **Movimiento:** un paseo corto, subir escaleras o estirar el cuello y los hombros.",
            "- **Desconexión:** silencia las notificaciones durante un rato fijo cada día.",
            "- **Contacto:** una llamada a alguien de confianza también es una pausa.",
          ],
        },
        {
          highlight: {
            title: "Pide ayuda profesional si…",
            text: [
              "…el malestar dura más de dos semanas, interfiere con tu trabajo o tus relaciones, o tienes pensamientos de hacerte daño. Tu médico de familia es el primer paso; en una situación de crisis, llama al 112.",
            ],
            background_color: "grey-0",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/estres-cotidiano-pequenas-pausas-detalle.jpg",
              art: "stress-detail",
              alt: "Reloj y hojas verdes que sugieren una pausa",
            },
            title: "Agenda tus pausas",
            text: [
              "Igual que apuntas una reunión, reserva en el calendario dos o tres huecos de cinco minutos al día. Lo que se planifica se cumple más.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["homeopatia-con-otros-medicamentos", "sin-indicaciones-terapeuticas-aprobadas"],
          },
        },
        {
          cta: {
            title: "Más consejos para descansar mejor",
            text: ["Lee nuestra guía sobre higiene del sueño, revisada por nuestra médica de familia."],
            button_label: "Leer la guía",
            button_link: "article:higiene-del-sueno",
            background_color: "green",
            heading_color: "white",
          },
        },
      ],
      related: ["article:higiene-del-sueno", "article:hidratacion-cuanta-agua"],
    },
    co: null,
  },
  /* ---------------------------------------------------------------- 3. sol */
  {
    uid: "proteccion-solar",
    category: "estaciones-del-ano",
    author: "lucia-arrieta",
    tags: [],
    image: { file: "articles/proteccion-solar.jpg", art: "sun-main" },
    es: {
      date: "2025-05-27",
      title: "Protección solar: lo que conviene saber antes del verano",
      summary:
        "Qué significa el factor de protección, cuánta crema hay que aplicar, cada cuánto renovarla y por qué los bebés no deben tomar el sol directamente.",
      alt: "Sol, sombrero de paja y un envase de protector solar",
      slices: [
        {
          rich: [
            "La radiación ultravioleta es la principal causa evitable del cáncer de piel y del envejecimiento cutáneo prematuro. Protegerse no significa renunciar al aire libre, sino organizarse.",
            "## Antes de salir",
            "- Consulta el **índice UV** del día: a partir de 3 conviene protegerse.",
            "- Evita la exposición directa entre las 12:00 y las 17:00 en los meses de verano.",
            "- Usa sombrero de ala ancha, gafas de sol homologadas y ropa que cubra.",
            "## Cómo usar bien el protector solar",
            "- Elige un **factor 30 o superior** con protección frente a UVA y UVB.",
            "- Aplícalo 20–30 minutos antes de salir y en cantidad generosa: para el cuerpo de un adulto, unos 30 ml (lo que cabe en la palma de la mano llena).",
            "- Renuévalo cada dos horas y siempre después del baño o de sudar mucho.",
            "- Revisa la fecha de caducidad y el periodo tras la apertura (el símbolo del tarro abierto).",
          ],
        },
        {
          highlight: {
            title: "Bebés y niños",
            text: [
              "Los menores de 6 meses no deben exponerse al sol directo: sombra, ropa y gorro. A partir de esa edad, protector solar específico para niños, y siempre con las mismas precauciones de horario.",
            ],
            background_color: "aqua",
            heading_color: "ds-turquoise",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/proteccion-solar-detalle.jpg",
              art: "sun-detail",
              alt: "Sombrilla de playa y protector solar sobre la arena",
            },
            title: "Medicamentos y sol",
            text: [
              "Algunos medicamentos (ciertos antibióticos, antiinflamatorios o diuréticos, entre otros) pueden provocar reacciones en la piel expuesta al sol.",
              "Si tomas alguna medicación, pregunta a tu farmacéutico si es fotosensibilizante.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "¿Tienes dudas sobre tu protector solar?",
            text: ["Tu farmacéutico puede ayudarte a elegir el más adecuado para tu tipo de piel."],
            button_label: "Escríbenos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
      related: ["article:hidratacion-cuanta-agua", "article:botiquin-de-casa", "product:crema-hidratante-calendula"],
    },
    co: {
      date: "2025-06-10",
      title: "Protección solar todo el año: lo que conviene saber",
      summary:
        "En Colombia el índice UV es alto durante todo el año, y más en ciudades de altura como Bogotá. Cómo elegir y aplicar el bloqueador solar y cómo proteger a los niños.",
      alt: "Sol, sombrero y un envase de bloqueador solar",
      slices: [
        {
          rich: [
            "Por su cercanía a la línea del ecuador, Colombia recibe una radiación ultravioleta intensa durante todo el año. En ciudades de altura como Bogotá o Tunja el índice UV puede ser muy alto **aunque el día esté nublado y haga frío**.",
            "## Antes de salir",
            "- Consulte el **índice UV** del día: a partir de 3 conviene protegerse.",
            "- Evite la exposición directa entre las 10:00 a. m. y las 3:00 p. m.",
            "- Use sombrero o gorra, gafas de sol con filtro UV y ropa que cubra.",
            "## Cómo usar bien el bloqueador solar",
            "- Elija un **factor 30 o superior** con protección UVA y UVB.",
            "- Aplíquelo 20–30 minutos antes de salir y en cantidad generosa.",
            "- Renuévelo cada dos horas y después de nadar o sudar mucho.",
          ],
        },
        {
          highlight: {
            title: "Bebés y niños",
            text: [
              "Los menores de 6 meses no deben exponerse al sol directo: sombra, ropa y gorro. Desde esa edad, bloqueador solar para niños y las mismas precauciones de horario, también en paseos a tierra caliente.",
            ],
            background_color: "aqua",
            heading_color: "ds-turquoise",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/proteccion-solar-detalle.jpg",
              art: "sun-detail",
              alt: "Sombrilla y bloqueador solar sobre la arena",
            },
            title: "Medicamentos y sol",
            text: [
              "Algunos medicamentos pueden causar reacciones en la piel expuesta al sol. Si toma alguna medicación, pregunte a su químico farmacéutico si es fotosensibilizante.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "¿Tiene dudas sobre su bloqueador solar?",
            text: ["Su químico farmacéutico puede ayudarle a elegir el más adecuado para su tipo de piel."],
            button_label: "Escríbanos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
      related: ["article:hidratacion-cuanta-agua", "product:crema-hidratante-calendula"],
    },
  },
  /* ---------------------------------------------------------------- 4. hidratación */
  {
    uid: "hidratacion-cuanta-agua",
    category: "descanso-y-bienestar",
    author: "carmen-salcedo",
    tags: [],
    image: { file: "articles/hidratacion-cuanta-agua.jpg", art: "water-main" },
    es: {
      date: "2025-06-24",
      title: "Hidratación: cuánta agua necesitas de verdad",
      summary:
        "Ni ocho vasos exactos ni esperar a tener sed: cómo saber si bebes lo suficiente, quién necesita más atención en verano y qué bebidas conviene limitar.",
      alt: "Jarra de agua con limón y dos vasos",
      slices: [
        {
          rich: [
            "Las necesidades de agua dependen de la edad, la actividad física, el clima y la alimentación. Como referencia, la Autoridad Europea de Seguridad Alimentaria propone unos **2 litros al día para las mujeres y 2,5 litros para los hombres**, contando el agua de los alimentos (que aporta alrededor de un 20 %).",
            "## Cómo saber si bebes lo suficiente",
            "- El color de la orina es una buena pista: amarillo claro es lo deseable.",
            "- La sed es una señal útil en adultos sanos, pero en personas mayores aparece tarde.",
            "- Con calor o ejercicio, bebe antes, durante y después, aunque no tengas sed.",
            "## Quién necesita más atención",
            "- **Personas mayores**, que sienten menos sed.",
            "- **Bebés y niños pequeños**, que dependen de que les ofrezcamos líquidos.",
            "- Personas que toman **diuréticos** u otros medicamentos que afectan al equilibrio de líquidos: consulta con tu médico cuánto debes beber.",
          ],
        },
        {
          highlight: {
            title: "Mejor agua",
            text: [
              "Los refrescos, zumos y bebidas energéticas aportan azúcar y, algunas, cafeína. El agua es la mejor opción para el día a día; la fruta y las verduras suman líquido y fibra.",
            ],
            background_color: "aqua",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/hidratacion-cuanta-agua-detalle.jpg",
              art: "water-detail",
              alt: "Vaso de agua, limón y una botella reutilizable",
            },
            title: "Trucos para beber más",
            text: [
              "- Lleva siempre una botella reutilizable.",
              "- Asocia un vaso de agua a rutinas fijas: al levantarte, en cada comida, al volver a casa.",
              "- Aromatiza el agua con rodajas de limón, pepino o hierbabuena.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "homeopatia-con-otros-medicamentos"],
          },
        },
        esSubscribe,
      ],
      related: ["article:proteccion-solar", "article:higiene-del-sueno"],
    },
    co: {
      date: "2025-07-08",
      title: "Hidratación: cuánta agua necesita de verdad",
      summary:
        "Ni ocho vasos exactos ni esperar a tener sed: cómo saber si toma suficiente agua, quién necesita más atención y qué bebidas conviene limitar.",
      alt: "Jarra de agua con limón y dos vasos",
      slices: [
        {
          rich: [
            "Las necesidades de agua dependen de la edad, la actividad física, el clima y la alimentación. Como referencia, se proponen unos **2 litros al día para las mujeres y 2,5 litros para los hombres**, contando el agua de los alimentos.",
            "## Cómo saber si toma suficiente agua",
            "- El color de la orina es una buena pista: amarillo claro es lo deseable.",
            "- En tierra caliente, con calor o ejercicio, tome agua antes, durante y después, aunque no tenga sed.",
            "## Quién necesita más atención",
            "- **Adultos mayores**, que sienten menos sed.",
            "- **Bebés y niños pequeños**, que dependen de que les ofrezcamos líquidos.",
            "- Personas que toman **diuréticos**: consulte con su médico cuánto debe tomar.",
          ],
        },
        {
          highlight: {
            title: "Mejor agua",
            text: [
              "Las gaseosas, los jugos endulzados y las bebidas energizantes aportan azúcar y, algunas, cafeína. El agua es la mejor opción para el día a día; la fruta entera suma líquido y fibra.",
            ],
            background_color: "aqua",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/hidratacion-cuanta-agua-detalle.jpg",
              art: "water-detail",
              alt: "Vaso de agua, limón y un termo reutilizable",
            },
            title: "Trucos para tomar más agua",
            text: [
              "- Lleve siempre un termo o botella reutilizable.",
              "- Tome un vaso de agua al levantarse, en cada comida y al llegar a la casa.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["medicamento-cosmetico-complemento", "homeopatia-con-otros-medicamentos"],
          },
        },
      ],
      related: ["article:proteccion-solar", "article:higiene-del-sueno"],
    },
  },
  /* ---------------------------------------------------------------- 5. piel del bebé */
  {
    uid: "piel-del-bebe-zona-del-panal",
    category: "cuidados-en-familia",
    author: "inigo-larraya",
    tags: ["pediatria"],
    image: { file: "articles/piel-del-bebe-zona-del-panal.jpg", art: "baby-main" },
    es: {
      date: "2025-08-05",
      title: "La piel del bebé y la zona del pañal",
      summary:
        "La piel del bebé es más fina y pierde agua con facilidad. Cómo limpiarla, cuándo usar una crema barrera y qué signos de la dermatitis del pañal requieren consultar al pediatra.",
      alt: "Bebé sonriente con un pijama rosa",
      slices: [
        {
          rich: [
            "Durante los primeros meses la piel del bebé es más delgada y su barrera protectora todavía está madurando. Por eso se irrita con más facilidad, sobre todo en la zona del pañal, donde se suman humedad, roce y contacto con la orina y las heces.",
            "## Cuidados diarios",
            "- Cambia el pañal con frecuencia, en cuanto esté mojado o sucio.",
            "- Limpia con agua tibia y una esponja suave o con toallitas sin perfume ni alcohol; seca a toquecitos, sin frotar.",
            "- Deja la piel al aire unos minutos siempre que puedas.",
            "- Si la piel está enrojecida, una **crema barrera con óxido de zinc** en capa fina ayuda a protegerla del contacto con la humedad.",
            "- Evita polvos de talco: pueden inhalarse.",
          ],
        },
        {
          highlight: {
            title: "Consulta a tu pediatra si…",
            text: [
              "- el enrojecimiento no mejora en 2 o 3 días pese a los cuidados;",
              "- aparecen granitos con pus, ampollas, heridas o placas muy rojas con puntos alrededor (puede ser una infección por hongos);",
              "- tu bebé tiene fiebre, está decaído o come peor.",
            ],
            background_color: "pink-0",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/piel-del-bebe-zona-del-panal-detalle.jpg",
              art: "baby-detail",
              alt: "Tubo de crema, pañal doblado y una flor de caléndula",
            },
            title: "El baño, corto y templado",
            text: [
              "Basta con 5–10 minutos de baño con agua a unos 36–37 °C y un gel suave sin jabón. Después, hidrata la piel si está seca, con especial atención a los pliegues.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["ninos-embarazo-lactancia", "medicamento-cosmetico-complemento", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "Más información para familias",
            text: ["Consulta nuestra gama pediátrica y las recomendaciones de nuestro pediatra."],
            button_label: "Ver la gama infantil",
            button_link: "product_category:pediatria",
            background_color: "aqua",
            heading_color: "blue",
          },
        },
      ],
      related: [
        "article:fiebre-en-ninos",
        "product:crema-protectora-panal-calendula",
        "article:desayunos-y-meriendas-vuelta-al-cole",
      ],
    },
    co: null,
  },
  /* ---------------------------------------------------------------- 6. vuelta al cole */
  {
    uid: "desayunos-y-meriendas-vuelta-al-cole",
    category: "cuidados-en-familia",
    author: "carmen-salcedo",
    tags: ["pediatria"],
    image: { file: "articles/desayunos-y-meriendas-vuelta-al-cole.jpg", art: "lunch-main" },
    es: {
      date: "2025-09-09",
      title: "Desayunos y meriendas para la vuelta al cole",
      summary:
        "Ideas sencillas y equilibradas para empezar el día y para la merienda, con menos azúcar y más fruta, y cómo implicar a los niños en su preparación.",
      alt: "Fiambrera con un bocadillo y fruta junto a una manzana",
      slices: [
        {
          rich: [
            "La vuelta al cole es un buen momento para revisar rutinas. Un desayuno y una merienda equilibrados ayudan a que los niños lleguen con energía a clase y a la cena sin hambre excesiva.",
            "## Un desayuno completo",
            "Combina al menos tres grupos: **un lácteo** (leche, yogur natural o queso fresco), **un cereal preferiblemente integral** (pan, copos de avena) y **una fruta** entera.",
            "## Ideas para la merienda",
            "- Bocadillo pequeño de pan integral con tomate y queso, o con hummus.",
            "- Fruta de temporada troceada y un puñado de frutos secos naturales (enteros, a partir de los 6 años).",
            "- Yogur natural con fruta y copos de avena.",
            "## Mejor evitar a diario",
            "- Bollería, galletas y cereales azucarados.",
            "- Zumos envasados y batidos con azúcar añadido.",
          ],
        },
        {
          highlight: {
            title: "Que participen",
            text: [
              "Los niños comen mejor lo que han ayudado a preparar. Déjales elegir la fruta en la frutería o montar su propio bocadillo.",
            ],
            background_color: "pink-0",
            heading_color: "green",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/desayunos-y-meriendas-vuelta-al-cole-detalle.jpg",
              art: "lunch-detail",
              alt: "Manzana, vaso de leche y tostada integral",
            },
            title: "Alergias e intolerancias",
            text: [
              "Si tu hijo tiene una alergia alimentaria, avisa al colegio por escrito y revisa con tu pediatra el plan de actuación. Lee siempre las etiquetas: los alérgenos aparecen destacados.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["ninos-embarazo-lactancia", "medicamento-cosmetico-complemento"],
          },
        },
        esSubscribe,
      ],
      related: ["article:hidratacion-cuanta-agua", "article:fiebre-en-ninos"],
    },
    co: null,
  },
  /* ---------------------------------------------------------------- 7. fiebre en niños */
  {
    uid: "fiebre-en-ninos",
    category: "cuidados-en-familia",
    author: "inigo-larraya",
    tags: ["pediatria"],
    image: { file: "articles/fiebre-en-ninos.jpg", art: "fever-main" },
    es: {
      date: "2025-10-21",
      title: "Fiebre en niños: qué hacer en casa y cuándo consultar",
      summary:
        "La fiebre es un mecanismo de defensa y casi siempre se debe a infecciones leves. Cómo medirla, cómo aliviar al niño y qué signos de alarma requieren atención médica.",
      alt: "Termómetro junto a un osito de peluche y una manta",
      slices: [
        {
          rich: [
            "Hablamos de fiebre cuando la temperatura supera los **38 °C** (medida en la axila o el oído). Es una respuesta del organismo frente a una infección, casi siempre vírica y leve, y no es peligrosa en sí misma.",
            "Lo importante no es tanto el número del termómetro como **el estado general del niño**: si juega, come y se le ve bien cuando baja la fiebre, lo habitual es que pueda cuidarse en casa.",
            "## Qué hacer en casa",
            "- Ofrécele líquidos con frecuencia, en pequeñas cantidades.",
            "- Ropa ligera y ambiente fresco; no hace falta abrigarle ni desnudarle del todo.",
            "- Si está incómodo, el pediatra puede indicarte un antitérmico (paracetamol o ibuprofeno) **en la dosis que corresponde a su peso**. Usa siempre el dosificador del envase y no alternes medicamentos sin indicación.",
            "- No uses alcohol ni baños de agua fría para bajar la fiebre.",
          ],
        },
        {
          highlight: {
            title: "Acude a urgencias o llama al 112 si tu hijo…",
            text: [
              "- tiene **menos de 3 meses** y fiebre;",
              "- presenta **manchas en la piel que no desaparecen** al estirarla o presionarla con un vaso;",
              "- respira con dificultad, está muy decaído, irritable o cuesta despertarle;",
              "- tiene rigidez de nuca, una convulsión o vomita todo lo que toma;",
              "- muestra signos de deshidratación: boca seca, llanto sin lágrimas, orina muy poco.",
            ],
            background_color: "pink-0",
            heading_color: "blue",
          },
        },
        {
          rich: [
            "## Consulta a tu pediatra en las próximas horas si…",
            "- la fiebre dura más de 48–72 horas;",
            "- tiene entre 3 y 6 meses;",
            "- aparece dolor de oído, dolor al orinar o tos persistente;",
            "- algo no te cuadra: tu impresión como madre o padre cuenta.",
          ],
        },
        {
          iwt: {
            image: {
              file: "articles/fiebre-en-ninos-detalle.jpg",
              art: "fever-detail",
              alt: "Vaso de agua, termómetro y una jeringa dosificadora",
            },
            title: "Cómo medir bien la temperatura",
            text: [
              "Usa un termómetro digital en la axila, con el brazo pegado al cuerpo, hasta que suene. En bebés, el pediatra puede recomendarte la medición rectal.",
              "Apunta la hora y la temperatura: ayuda mucho en la consulta.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["ninos-embarazo-lactancia", "homeopatia-con-otros-medicamentos", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "Cuidados en familia",
            text: ["Más artículos de nuestro pediatra sobre la salud de los más pequeños."],
            button_label: "Ver artículos",
            button_link: "health_category:cuidados-en-familia",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
      related: ["article:piel-del-bebe-zona-del-panal", "article:resfriados-de-invierno", "article:botiquin-de-casa"],
    },
    co: {
      date: "2025-10-28",
      title: "Fiebre en niños: qué hacer en casa y cuándo consultar",
      summary:
        "La fiebre es un mecanismo de defensa y casi siempre se debe a infecciones leves. Cómo medirla, cómo aliviar al niño y qué signos de alarma requieren atención médica inmediata.",
      alt: "Termómetro junto a un osito de peluche y una cobija",
      slices: [
        {
          rich: [
            "Hablamos de fiebre cuando la temperatura supera los **38 °C** (medida en la axila o el oído). Es una respuesta del organismo frente a una infección, casi siempre viral y leve.",
            "Lo importante no es solo el número del termómetro sino **el estado general del niño**: si juega, come y se ve bien cuando baja la fiebre, lo habitual es que pueda cuidarse en la casa.",
            "## Qué hacer en la casa",
            "- Ofrézcale líquidos con frecuencia, en pequeñas cantidades.",
            "- Ropa liviana y ambiente fresco.",
            "- Si está incómodo, el pediatra puede indicarle un antipirético (acetaminofén o ibuprofeno) **en la dosis que corresponde a su peso**. Use siempre la jeringa o el vaso dosificador del medicamento.",
            "- No use alcohol ni baños con agua fría para bajar la fiebre.",
          ],
        },
        {
          highlight: {
            title: "Acuda a urgencias o llame a la línea 123 si el niño…",
            text: [
              "- tiene **menos de 3 meses** y fiebre;",
              "- presenta **manchas en la piel que no desaparecen** al presionarlas con un vaso;",
              "- respira con dificultad, está muy decaído o cuesta despertarlo;",
              "- tiene rigidez en el cuello, una convulsión o vomita todo lo que recibe;",
              "- muestra signos de deshidratación: boca seca, llanto sin lágrimas, orina muy poca.",
            ],
            background_color: "pink-0",
            heading_color: "blue",
          },
        },
        {
          rich: [
            "## Pida cita con el pediatra si…",
            "- la fiebre dura más de 48–72 horas;",
            "- tiene entre 3 y 6 meses;",
            "- aparece dolor de oído, dolor al orinar o tos persistente.",
            "En zonas donde circulan el dengue u otras enfermedades transmitidas por mosquitos, consulte siempre ante una fiebre alta, sobre todo si hay dolor abdominal, vómito o sangrado de encías.",
          ],
        },
        {
          iwt: {
            image: {
              file: "articles/fiebre-en-ninos-detalle.jpg",
              art: "fever-detail",
              alt: "Vaso de agua, termómetro y una jeringa dosificadora",
            },
            title: "Cómo medir bien la temperatura",
            text: [
              "Use un termómetro digital en la axila, con el brazo pegado al cuerpo, hasta que suene. Anote la hora y la temperatura: es muy útil en la consulta.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["ninos-embarazo-lactancia", "homeopatia-con-otros-medicamentos", "comunicar-reaccion-adversa"],
          },
        },
      ],
      related: ["article:resfriados-en-temporada-de-lluvias", "article:botiquin-de-casa"],
    },
  },
  /* ---------------------------------------------------------------- 8. resfriados */
  {
    uid: "resfriados-de-invierno",
    category: "estaciones-del-ano",
    author: "carmen-salcedo",
    tags: [],
    image: { file: "articles/resfriados-de-invierno.jpg", art: "winter-main" },
    es: {
      date: "2025-11-18",
      title: "Resfriados de invierno: medidas sencillas que sí ayudan",
      summary:
        "Los resfriados se curan solos en una o dos semanas. Qué medidas alivian, cuáles no tienen sentido (como los antibióticos) y cuándo conviene ir al médico.",
      alt: "Bufanda, taza caliente y copos de nieve",
      slices: [
        {
          rich: [
            "Un adulto se resfría de media entre dos y tres veces al año, y los niños pequeños muchas más. Los causan virus, por lo que **los antibióticos no sirven** y su uso innecesario favorece las resistencias.",
            "## Lo que sí ayuda",
            "- Descansar y beber líquidos.",
            "- Lavados nasales con suero fisiológico, sobre todo en niños.",
            "- Ventilar la casa a diario, aunque haga frío.",
            "- Si hay fiebre o malestar, el farmacéutico o el médico pueden indicarte un analgésico adecuado para ti.",
            "## Para no contagiar",
            "- Lávate las manos a menudo con agua y jabón.",
            "- Tose y estornuda en el codo o en un pañuelo desechable.",
            "- Si tienes síntomas, usa mascarilla cerca de personas vulnerables.",
            "- Las personas mayores, embarazadas y con enfermedades crónicas deben consultar con su centro de salud la **vacunación frente a la gripe** y otros virus respiratorios.",
          ],
        },
        {
          highlight: {
            title: "Consulta a tu médico si…",
            text: [
              "- tienes fiebre de más de 38,5 °C durante más de tres días;",
              "- te falta el aire o notas dolor en el pecho;",
              "- los síntomas empeoran tras haber mejorado;",
              "- tienes una enfermedad crónica (asma, EPOC, diabetes, problemas de corazón) y notas que se descompensa.",
            ],
            background_color: "grey-0",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/resfriados-de-invierno-detalle.jpg",
              art: "winter-detail",
              alt: "Caja de pañuelos y una taza de caldo caliente",
            },
            title: "¿Y los medicamentos sin receta?",
            text: [
              "Antes de comprar un antigripal, pregunta en la farmacia: muchos combinan varios principios activos y pueden no estar indicados si tienes hipertensión o tomas otros medicamentos.",
              "Los medicamentos homeopáticos registrados sin indicaciones terapéuticas no sustituyen la valoración médica cuando hay signos de alarma.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: [
              "homeopatia-con-otros-medicamentos",
              "sin-indicaciones-terapeuticas-aprobadas",
              "donde-consultar-el-prospecto",
            ],
          },
        },
        {
          cta: {
            title: "Prepara tu botiquín para el invierno",
            text: ["Repasa qué conviene tener en casa y cómo revisar las fechas de caducidad."],
            button_label: "Leer el artículo",
            button_link: "article:botiquin-de-casa",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
      related: ["article:fiebre-en-ninos", "article:botiquin-de-casa", "product:brezosil-jarabe"],
    },
    co: {
      uid: "resfriados-en-temporada-de-lluvias",
      image: { file: "articles/resfriados-en-temporada-de-lluvias.jpg", art: "rain-main" },
      date: "2026-04-14",
      title: "Gripas en temporada de lluvias: medidas sencillas que sí ayudan",
      summary:
        "Con las lluvias aumentan las infecciones respiratorias. Qué medidas alivian, por qué los antibióticos no sirven para una gripa y cuándo ir al médico.",
      alt: "Sombrilla bajo la lluvia y una taza de aromática caliente",
      slices: [
        {
          rich: [
            "En las temporadas de lluvias (en buena parte del país, de marzo a mayo y de septiembre a noviembre) aumentan las infecciones respiratorias agudas. La mayoría son gripas causadas por virus, por lo que **los antibióticos no sirven** y su uso innecesario favorece las resistencias.",
            "## Lo que sí ayuda",
            "- Descansar y tomar suficientes líquidos.",
            "- Lavados nasales con solución salina, sobre todo en niños.",
            "- Ventilar la casa y cambiarse la ropa mojada cuanto antes.",
            "- Si hay fiebre o malestar, el químico farmacéutico o el médico pueden indicarle un analgésico adecuado.",
            "## Para no contagiar",
            "- Lávese las manos con frecuencia con agua y jabón.",
            "- Tosa y estornude en el codo o en un pañuelo desechable.",
            "- Si tiene síntomas, use tapabocas cerca de niños, adultos mayores y personas con enfermedades crónicas.",
            "- Consulte en su EPS la **vacunación contra la influenza** si pertenece a un grupo de riesgo.",
          ],
        },
        {
          highlight: {
            title: "Consulte al médico si…",
            text: [
              "- tiene fiebre de más de 38,5 °C durante más de tres días;",
              "- le falta el aire, respira muy rápido o siente dolor en el pecho;",
              "- los síntomas empeoran después de haber mejorado;",
              "- en niños: se le hunden las costillas al respirar, no recibe líquidos o está muy decaído.",
            ],
            background_color: "grey-0",
            heading_color: "blue",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/resfriados-en-temporada-de-lluvias-detalle.jpg",
              art: "rain-detail",
              alt: "Botas de caucho y un paraguas junto a una caja de pañuelos",
            },
            title: "¿Y los medicamentos de venta libre?",
            text: [
              "Antes de comprar un antigripal, pregunte en la droguería: muchos combinan varios principios activos y pueden no ser adecuados si tiene hipertensión o toma otros medicamentos.",
              "Los medicamentos homeopáticos no sustituyen la valoración médica cuando hay signos de alarma.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: [
              "homeopatia-con-otros-medicamentos",
              "sin-indicaciones-terapeuticas-aprobadas",
              "donde-consultar-el-prospecto",
            ],
          },
        },
        {
          cta: {
            title: "Revise el botiquín de su casa",
            text: ["Qué conviene tener y cómo revisar las fechas de vencimiento."],
            button_label: "Leer el artículo",
            button_link: "article:botiquin-de-casa",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
      related: ["article:fiebre-en-ninos", "article:botiquin-de-casa", "product:brezosil-jarabe"],
    },
  },
  /* ---------------------------------------------------------------- 9. botiquín */
  {
    uid: "botiquin-de-casa",
    category: "cuidados-en-familia",
    author: "lucia-arrieta",
    tags: [],
    image: { file: "articles/botiquin-de-casa.jpg", art: "kit-main" },
    es: {
      date: "2026-01-20",
      title: "El botiquín de casa: qué tener y cómo revisarlo",
      summary:
        "Un botiquín útil es pequeño, está ordenado y se revisa al menos una vez al año. Lista básica, dónde guardarlo y qué hacer con los medicamentos caducados.",
      alt: "Botiquín rojo con una cruz blanca entre tiritas y un termómetro",
      slices: [
        {
          rich: [
            "No hace falta tener una farmacia en casa. Un botiquín bien pensado contiene lo necesario para pequeñas curas y para los síntomas más frecuentes, y los medicamentos que toma cada miembro de la familia, con su prospecto.",
            "## Lista básica",
            "- Termómetro digital.",
            "- Suero fisiológico en monodosis, gasas estériles, esparadrapo y tiritas.",
            "- Antiséptico para heridas (por ejemplo, clorhexidina).",
            "- Un analgésico y antitérmico de uso habitual, en la presentación adecuada para adultos y, si hay niños, la pediátrica.",
            "- Tijeras de punta roma y pinzas.",
            "- Los teléfonos de urgencias (112) y del centro de salud, a la vista.",
            "## Dónde guardarlo",
            "En un lugar **fresco, seco y fuera del alcance de los niños**. El baño y la cocina no son buenos sitios por la humedad y el calor.",
          ],
        },
        {
          highlight: {
            title: "Revisión anual",
            text: [
              "Elige una fecha fija (por ejemplo, el cambio de hora) y revisa caducidades, envases abiertos y prospectos. Los medicamentos caducados o que ya no usas se llevan al **punto SIGRE de tu farmacia**, nunca a la basura ni al desagüe.",
            ],
            background_color: "aqua",
            heading_color: "green",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/botiquin-de-casa-detalle.jpg",
              art: "kit-detail",
              alt: "Termómetro, gasas y tiritas ordenadas en una caja",
            },
            title: "Conserva los envases originales",
            text: [
              "Guarda cada medicamento en su caja y con su prospecto: ahí están la dosis, la fecha de caducidad y el lote, que son imprescindibles si necesitas consultar o comunicar una reacción adversa.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["conservar-granulos-globulos", "donde-consultar-el-prospecto", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "¿Dudas con algún medicamento?",
            text: ["Nuestro equipo de atención farmacéutica te responde de lunes a viernes."],
            button_label: "Escríbenos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
      related: ["article:fiebre-en-ninos", "article:proteccion-solar", "news:nuevos-tubos-plastico-reciclado"],
    },
    co: {
      date: "2026-02-03",
      title: "El botiquín de la casa: qué tener y cómo revisarlo",
      summary:
        "Un botiquín útil es pequeño, está ordenado y se revisa al menos una vez al año. Lista básica, dónde guardarlo y qué hacer con los medicamentos vencidos.",
      alt: "Botiquín rojo con una cruz blanca entre curitas y un termómetro",
      slices: [
        {
          rich: [
            "No hace falta tener una droguería en la casa. Un botiquín bien pensado contiene lo necesario para pequeñas curaciones y los medicamentos que usa cada miembro de la familia, con su inserto.",
            "## Lista básica",
            "- Termómetro digital.",
            "- Solución salina, gasas estériles, esparadrapo y curitas.",
            "- Antiséptico para heridas.",
            "- Un analgésico y antipirético de uso habitual, en presentación para adultos y, si hay niños, la pediátrica.",
            "- Tijeras de punta roma y pinzas.",
            "- Los números de emergencias (123) y de su EPS, a la vista.",
            "## Dónde guardarlo",
            "En un lugar **fresco, seco y fuera del alcance de los niños**. El baño y la cocina no son buenos sitios por la humedad y el calor.",
          ],
        },
        {
          highlight: {
            title: "Revisión anual",
            text: [
              "Escoja una fecha fija y revise fechas de vencimiento, envases abiertos e insertos. Los medicamentos vencidos se entregan en los **puntos de recolección de medicamentos posconsumo** de droguerías y almacenes de cadena, nunca en la basura ni en el desagüe.",
            ],
            background_color: "aqua",
            heading_color: "green",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/botiquin-de-casa-detalle.jpg",
              art: "kit-detail",
              alt: "Termómetro, gasas y curitas ordenadas en una caja",
            },
            title: "Conserve los empaques originales",
            text: [
              "Guarde cada medicamento en su caja y con su inserto: allí están la dosis, la fecha de vencimiento y el lote, necesarios si tiene que consultar o reportar una reacción adversa.",
            ],
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: ["conservar-granulos-globulos", "donde-consultar-el-prospecto", "comunicar-reaccion-adversa"],
          },
        },
        {
          cta: {
            title: "¿Inquietudes con algún medicamento?",
            text: ["Nuestra línea de atención farmacéutica le responde de lunes a viernes."],
            button_label: "Escríbanos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
      related: ["article:fiebre-en-ninos", "article:proteccion-solar"],
    },
  },
  /* ---------------------------------------------------------------- 10. alergia */
  {
    uid: "alergia-al-polen-en-primavera",
    category: "estaciones-del-ano",
    author: "lucia-arrieta",
    tags: [],
    image: { file: "articles/alergia-al-polen-en-primavera.jpg", art: "pollen-main" },
    es: {
      date: "2026-03-17",
      title: "Alergia al polen en primavera: cómo organizarte",
      summary:
        "Consultar los niveles de polen, ventilar a la hora adecuada y no automedicarse: medidas prácticas para la temporada, y por qué conviene un diagnóstico del alergólogo.",
      alt: "Flores de primavera soltando polen junto a una caja de pañuelos",
      slices: [
        {
          rich: [
            "En España, las gramíneas, el olivo y las arizónicas son los pólenes que más síntomas provocan. La rinitis alérgica (estornudos, picor y goteo nasal, ojos rojos) afecta al descanso y al rendimiento, y a veces se asocia a asma.",
            "## Medidas prácticas",
            "- Consulta los **niveles de polen** de tu zona antes de planificar actividades al aire libre.",
            "- Ventila la casa a primera hora de la mañana o por la noche, y poco tiempo.",
            "- En el coche, ventanillas cerradas y filtro antipolen en buen estado.",
            "- Usa gafas de sol y, al volver a casa, dúchate y cámbiate de ropa.",
            "- No tiendas la ropa en el exterior los días de recuento alto.",
          ],
        },
        {
          highlight: {
            title: "Primero, un diagnóstico",
            text: [
              "Si cada primavera tienes síntomas, pide a tu médico que valore derivarte al alergólogo. Saber a qué eres alérgico permite elegir el tratamiento adecuado y, en algunos casos, valorar la inmunoterapia. Consulta de inmediato si notas pitidos en el pecho o te falta el aire.",
            ],
            background_color: "aqua",
            heading_color: "green",
          },
        },
        {
          iwt: {
            image: {
              file: "articles/alergia-al-polen-en-primavera-detalle.jpg",
              art: "pollen-detail",
              alt: "Gafas de sol, flores y granos de polen en el aire",
            },
            title: "Antihistamínicos y conducción",
            text: [
              "Algunos antihistamínicos producen somnolencia. Lee el prospecto, fíjate en el pictograma de conducción y pregunta a tu farmacéutico si tienes dudas.",
            ],
            right: true,
          },
        },
        {
          faq: {
            title: "Preguntas frecuentes",
            questions: [
              "homeopatia-con-otros-medicamentos",
              "sin-indicaciones-terapeuticas-aprobadas",
              "donde-consultar-el-prospecto",
            ],
          },
        },
        esSubscribe,
      ],
      related: ["article:resfriados-de-invierno", "article:proteccion-solar"],
    },
    co: null,
  },
];
