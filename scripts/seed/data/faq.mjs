/**
 * Seed data: FAQ categories and questions (es-es and es-co). `co: null` = Spain only; entries
 * with `es: null` exist only in Colombia.
 */

/** @type {import("./types.mjs").FaqCategory[]} */
export const faqCategories = [
  {
    uid: "productos",
    order: 1,
    es: {
      name: "Nuestros productos",
      description: [
        "Prospectos, composición, conservación y seguridad de nuestros medicamentos, cosméticos y complementos.",
      ],
    },
    co: {
      name: "Nuestros productos",
      description: ["Insertos, composición, conservación y seguridad de nuestros medicamentos y cosméticos."],
    },
  },
  {
    uid: "homeopatia",
    order: 2,
    es: {
      name: "Homeopatía",
      description: [
        "Qué es un medicamento homeopático, cómo se fabrica y qué significa su registro sin indicaciones terapéuticas.",
      ],
    },
    co: {
      name: "Homeopatía",
      description: ["Qué es un medicamento homeopático, cómo se fabrica y cómo se regula en Colombia."],
    },
  },
  {
    uid: "pedidos-y-farmacias",
    order: 3,
    es: {
      name: "Pedidos y farmacias",
      description: [
        "Dónde encontrar nuestros productos y cómo trabajamos con las farmacias y los profesionales sanitarios.",
      ],
    },
    co: {
      name: "Pedidos y droguerías",
      description: [
        "Dónde encontrar nuestros productos y cómo trabajamos con droguerías, farmacias y profesionales de la salud.",
      ],
    },
  },
];

/** @type {import("./types.mjs").Faq[]} */
export const faqs = [
  /* ------------------------------------------------------------------ productos */
  {
    uid: "donde-consultar-el-prospecto",
    category: "productos",
    order: 1,
    es: {
      question: "¿Dónde puedo consultar el prospecto de un medicamento?",
      answer: [
        "Dentro de cada envase encontrarás el prospecto en papel. También puedes descargarlo en PDF desde la ficha de cada producto de esta web, en el enlace **Prospecto**.",
        "Si lo has perdido o te cuesta leerlo, pregunta en tu farmacia o escríbenos: te lo enviamos en formato accesible.",
      ],
    },
    co: {
      question: "¿Dónde puedo consultar el inserto de un medicamento?",
      answer: [
        "Dentro de cada empaque encontrará el inserto impreso. También puede descargarlo en PDF desde la ficha de cada producto de este sitio.",
        "Si lo perdió o tiene dificultad para leerlo, pregunte en su droguería o escríbanos y se lo enviamos.",
      ],
    },
  },
  {
    uid: "granulos-azucar-lactosa",
    category: "productos",
    order: 2,
    es: {
      question: "¿Los gránulos y glóbulos contienen azúcar o lactosa?",
      answer: [
        "Sí. Los gránulos y glóbulos están hechos de **sacarosa y lactosa**. La cantidad por dosis es pequeña (unos 250 mg en 5 gránulos), pero debes tenerla en cuenta si tienes diabetes, intolerancia a la lactosa o una intolerancia hereditaria a ciertos azúcares.",
        "Ante la duda, consulta a tu médico o a tu farmacéutico. La composición completa figura en el prospecto y en la ficha de cada producto.",
      ],
    },
    co: {
      question: "¿Los gránulos y glóbulos contienen azúcar o lactosa?",
      answer: [
        "Sí. Los gránulos y glóbulos están hechos de **sacarosa y lactosa**. La cantidad por dosis es pequeña, pero téngala en cuenta si tiene diabetes o intolerancia a la lactosa.",
        "Ante cualquier duda, consulte a su médico o químico farmacéutico. La composición completa figura en el inserto.",
      ],
    },
  },
  {
    uid: "conservar-granulos-globulos",
    category: "productos",
    order: 3,
    es: {
      question: "¿Cómo debo conservar los gránulos y glóbulos?",
      answer: [
        "- En su envase original, bien cerrado.",
        "- En un lugar seco, por debajo de 25 °C y lejos de fuentes de calor y de la luz directa del sol.",
        "- Fuera de la vista y del alcance de los niños.",
        "No los uses después de la fecha de caducidad que figura en el envase. Los envases vacíos o caducados se llevan al punto SIGRE de la farmacia.",
      ],
    },
    co: {
      question: "¿Cómo debo conservar los gránulos y glóbulos?",
      answer: [
        "- En su empaque original, bien cerrado.",
        "- En un lugar seco, a temperatura inferior a 30 °C y protegido de la luz directa del sol.",
        "- Fuera del alcance de los niños.",
        "No los use después de la fecha de vencimiento. Los medicamentos vencidos se entregan en los puntos de recolección posconsumo.",
      ],
    },
  },
  {
    uid: "medicamento-cosmetico-complemento",
    category: "productos",
    order: 4,
    es: {
      question: "¿Qué diferencia hay entre un medicamento, un cosmético y un complemento alimenticio?",
      answer: [
        "- Un **medicamento** está autorizado o registrado por la Agencia Española de Medicamentos y Productos Sanitarios y se fabrica con normas farmacéuticas. Los homeopáticos de registro simplificado no tienen indicaciones terapéuticas aprobadas.",
        "- Un **cosmético** sirve para limpiar, proteger o mantener en buen estado la piel y no puede atribuirse propiedades para tratar enfermedades.",
        "- Un **complemento alimenticio** es un alimento que aporta nutrientes u otras sustancias; solo puede usar las declaraciones de salud autorizadas en la Unión Europea.",
        "En la ficha de cada producto indicamos siempre a qué categoría pertenece.",
      ],
    },
    co: {
      question: "¿Qué diferencia hay entre un medicamento y un cosmético?",
      answer: [
        "- Un **medicamento** requiere registro sanitario del INVIMA y se fabrica bajo Buenas Prácticas de Manufactura.",
        "- Un **cosmético** sirve para limpiar, proteger o mantener en buen estado la piel; se comercializa con notificación sanitaria obligatoria (NSO) y no puede atribuirse propiedades para tratar enfermedades.",
        "En la ficha de cada producto indicamos a qué categoría pertenece.",
      ],
    },
  },
  {
    uid: "comunicar-reaccion-adversa",
    category: "productos",
    order: 5,
    es: {
      question: "¿Cómo comunico una posible reacción adversa?",
      answer: [
        "Si crees que un medicamento te ha sentado mal, coméntalo con tu médico o tu farmacéutico. También puedes comunicarlo directamente al Sistema Español de Farmacovigilancia en [www.notificaram.es](https://www.notificaram.es).",
        "Y puedes escribir a nuestro servicio de farmacovigilancia en farmacovigilancia@laboratoriosbrezo.example indicando el nombre del producto y el **número de lote** que figura en el envase.",
      ],
    },
    co: {
      question: "¿Cómo reporto una posible reacción adversa?",
      answer: [
        "Si cree que un medicamento le ha causado una reacción adversa, coméntelo con su médico o químico farmacéutico. También puede reportarla al Programa Nacional de Farmacovigilancia del INVIMA a través de su sitio web.",
        "Además, puede escribir a farmacovigilancia.co@laboratoriosbrezo.example con el nombre del producto y el **número de lote** que figura en el empaque.",
      ],
    },
  },
  /* ------------------------------------------------------------------ homeopatía */
  {
    uid: "que-significa-la-dilucion-ch",
    category: "homeopatia",
    order: 1,
    es: {
      question: "¿Qué significa la dilución CH?",
      answer: [
        "**CH** son las siglas de _centesimal hahnemanniana_. Una dilución 1 CH se obtiene mezclando una parte de la cepa con 99 partes de disolvente y agitándola (dinamización); 2 CH repite el proceso a partir de la 1 CH, y así sucesivamente.",
        "Así, una **9 CH** ha pasado por nueve diluciones sucesivas al 1/100. A partir de diluciones en torno a 12 CH ya no es esperable encontrar moléculas de la sustancia de partida. Las diluciones **DH** son decimales (1/10).",
      ],
    },
    co: {
      question: "¿Qué significa la dilución CH?",
      answer: [
        "**CH** son las siglas de _centesimal hahnemanniana_. Una dilución 1 CH se obtiene mezclando una parte de la cepa con 99 partes de disolvente y agitándola (dinamización); 2 CH repite el proceso a partir de la 1 CH, y así sucesivamente.",
        "Una **9 CH** ha pasado por nueve diluciones sucesivas al 1/100. Las diluciones **DH** son decimales (1/10).",
      ],
    },
  },
  {
    uid: "sin-indicaciones-terapeuticas-aprobadas",
    category: "homeopatia",
    order: 2,
    es: {
      question: "¿Qué quiere decir «sin indicaciones terapéuticas aprobadas»?",
      answer: [
        "La normativa española permite registrar medicamentos homeopáticos por un **procedimiento simplificado**, en el que se evalúan su calidad y su seguridad, pero no se autoriza ninguna indicación terapéutica.",
        "Por eso su envase y su prospecto no dicen «para qué sirve» y llevan la leyenda _Medicamento homeopático sin indicaciones terapéuticas aprobadas_. Nosotros tampoco atribuimos indicaciones a estos medicamentos en esta web.",
      ],
    },
    co: {
      question: "¿Los medicamentos homeopáticos de Laboratorios Brezo tienen indicaciones terapéuticas aprobadas?",
      answer: [
        "En Colombia los medicamentos homeopáticos requieren registro sanitario del INVIMA, que evalúa su calidad y seguridad. Nuestros productos se presentan **sin indicaciones terapéuticas aprobadas**: su uso se basa en la tradición homeopática.",
        "Por eso no les atribuimos indicaciones en este sitio. Consulte siempre a su médico ante cualquier síntoma que persista.",
      ],
    },
  },
  {
    uid: "homeopatia-con-otros-medicamentos",
    category: "homeopatia",
    order: 3,
    es: {
      question: "¿Puedo tomar medicamentos homeopáticos junto con otros medicamentos?",
      answer: [
        "Informa siempre a tu médico y a tu farmacéutico de **todos** los medicamentos, complementos y productos a base de plantas que tomas, también los homeopáticos.",
        "Y, sobre todo, **no abandones ni modifiques un tratamiento prescrito** por tu médico para sustituirlo por otro producto.",
      ],
    },
    co: {
      question: "¿Puedo usar medicamentos homeopáticos junto con otros medicamentos?",
      answer: [
        "Informe siempre a su médico y a su químico farmacéutico de **todos** los medicamentos, suplementos y productos naturales que usa, también los homeopáticos.",
        "**No suspenda ni modifique un tratamiento formulado** por su médico para reemplazarlo por otro producto.",
      ],
    },
  },
  {
    uid: "ninos-embarazo-lactancia",
    category: "homeopatia",
    order: 4,
    es: {
      question: "¿Pueden usarlos los niños, las embarazadas o durante la lactancia?",
      answer: [
        "En bebés, niños, embarazadas y durante la lactancia, consulta siempre antes con tu pediatra, tu médico o tu matrona. Ten en cuenta también los excipientes: algunas gotas orales contienen **alcohol** y los gránulos, azúcares.",
        "Ningún medicamento sustituye la valoración médica cuando un niño tiene fiebre alta, está decaído o presenta signos de alarma.",
      ],
    },
    co: {
      question: "¿Pueden usarlos los niños, las embarazadas o durante la lactancia?",
      answer: [
        "En bebés, niños, embarazadas y durante la lactancia, consulte siempre antes con el pediatra o con su médico. Tenga en cuenta también los excipientes: algunas gotas contienen **alcohol** y los gránulos, azúcares.",
        "Ningún medicamento reemplaza la valoración médica cuando un niño tiene fiebre alta, está decaído o presenta signos de alarma.",
      ],
    },
  },
  {
    uid: "como-se-fabrica",
    category: "homeopatia",
    order: 5,
    es: {
      question: "¿Cómo se fabrica un medicamento homeopático?",
      answer: [
        "- Se prepara la **cepa** (por ejemplo, una tintura madre vegetal), con control de identidad y pureza.",
        "- Se diluye y dinamiza por etapas según la Farmacopea Europea, en salas de ambiente controlado.",
        "- La dilución final impregna gránulos o glóbulos neutros, o se incorpora a gotas, comprimidos o jarabe.",
        "- El departamento de Control de Calidad analiza cada lote antes de liberarlo.",
        "Todo el proceso se realiza en nuestra planta de Villava bajo Normas de Correcta Fabricación.",
      ],
    },
    co: {
      question: "¿Cómo se fabrica un medicamento homeopático?",
      answer: [
        "- Se prepara la **cepa** (por ejemplo, una tintura madre vegetal), con control de identidad y pureza.",
        "- Se diluye y dinamiza por etapas según farmacopeas oficiales, en áreas de ambiente controlado.",
        "- La dilución final impregna gránulos o glóbulos, o se incorpora a gotas o jarabe.",
        "- Cada lote se analiza antes de su liberación.",
        "Nuestros productos se fabrican en la planta de Navarra (España) bajo Buenas Prácticas de Manufactura y se importan con registro sanitario del INVIMA.",
      ],
    },
  },
  /* ------------------------------------------------------------------ pedidos y farmacias */
  {
    uid: "donde-comprar",
    category: "pedidos-y-farmacias",
    order: 1,
    es: {
      question: "¿Dónde puedo comprar vuestros productos?",
      answer: [
        "Nuestros medicamentos se venden **exclusivamente en farmacias**. Los cosméticos y complementos también pueden encontrarse en parafarmacias.",
        "No vendemos directamente al público: así te aseguras de contar con el consejo de un farmacéutico.",
      ],
    },
    co: {
      question: "¿Dónde puedo comprar sus productos?",
      answer: [
        "Nuestros productos se venden en **droguerías y farmacias** de todo el país. No vendemos directamente al público.",
        "Si quiere saber qué droguerías de su ciudad los tienen, escríbanos indicando su municipio y departamento.",
      ],
    },
  },
  {
    uid: "venta-por-internet",
    category: "pedidos-y-farmacias",
    order: 2,
    es: {
      question: "¿Puedo comprarlos por internet?",
      answer: [
        "En España solo las farmacias autorizadas pueden vender a distancia medicamentos sin receta. Comprueba que la web muestre el **logotipo común europeo** de venta a distancia y que, al pulsarlo, te lleve al listado oficial de tu comunidad autónoma.",
        "Desconfía de webs que ofrezcan medicamentos sin ese logotipo.",
      ],
    },
    co: null,
  },
  {
    uid: "farmacia-sin-existencias",
    category: "pedidos-y-farmacias",
    order: 3,
    es: {
      question: "Mi farmacia no tiene el producto, ¿qué hago?",
      answer: [
        "Tu farmacia puede pedirlo a su distribuidor habitual; normalmente llega en 24–48 horas.",
        "Si te dicen que no está disponible, escríbenos con el nombre del producto y el código postal de tu farmacia y lo revisamos.",
      ],
    },
    co: {
      question: "La droguería no tiene el producto, ¿qué hago?",
      answer: [
        "La droguería puede pedirlo a su distribuidor; en ciudades principales suele llegar en 2 o 3 días hábiles.",
        "Si le indican que no está disponible, escríbanos con el nombre del producto y la ciudad de la droguería y lo revisamos.",
      ],
    },
  },
  {
    uid: "abrir-cuenta-farmacia",
    category: "pedidos-y-farmacias",
    order: 4,
    es: {
      question: "Soy farmacéutico: ¿cómo abro una cuenta con Laboratorios Brezo?",
      answer: [
        "Escríbenos a farmacias@laboratoriosbrezo.example con el nombre de la farmacia, el NIF y la dirección. Tu delegado de zona te visitará o te llamará para darte de alta.",
        "También trabajamos con las principales cooperativas y distribuidoras farmacéuticas.",
      ],
    },
    co: null,
  },
  {
    uid: "formacion-profesionales",
    category: "pedidos-y-farmacias",
    order: 5,
    es: {
      question: "¿Ofrecéis formación para profesionales sanitarios?",
      answer: [
        "Sí. Organizamos jornadas presenciales y sesiones en línea para farmacéuticos y técnicos de farmacia sobre uso responsable, farmacovigilancia y atención al paciente. Las anunciamos en [Noticias](/noticias).",
        "Las sesiones son gratuitas y están abiertas a profesionales de cualquier farmacia.",
      ],
    },
    co: {
      question: "¿Ofrecen formación para profesionales de la salud?",
      answer: [
        "Sí. Organizamos jornadas académicas para químicos farmacéuticos, regentes de farmacia y auxiliares de droguería en varias ciudades del país. Las anunciamos en [Noticias](/noticias).",
      ],
    },
  },
  /* ------------------------------------------------------------------ Colombia only */
  {
    uid: "verificar-registro-invima",
    category: "productos",
    order: 6,
    es: null,
    co: {
      question: "¿Cómo verifico el registro sanitario INVIMA de un producto?",
      answer: [
        "El número de registro sanitario (o de notificación sanitaria, en los cosméticos) aparece en el empaque y en la ficha de cada producto de este sitio.",
        "Puede consultarlo en la base de datos de registros sanitarios del INVIMA. Si el número no aparece o no coincide, no use el producto y repórtelo.",
      ],
    },
  },
  {
    uid: "distribuir-en-droguerias",
    category: "pedidos-y-farmacias",
    order: 2,
    es: null,
    co: {
      question: "Tengo una droguería: ¿cómo puedo vender sus productos?",
      answer: [
        "Escríbanos a droguerias.co@laboratoriosbrezo.example con la razón social, el NIT, la ciudad y el departamento. Un asesor comercial se comunicará con usted.",
        "También trabajamos con distribuidores mayoristas en las principales ciudades del país.",
      ],
    },
  },
];
