/**
 * Seed data: company news (news_article), es-es and es-co. Slices use the compact forms of
 * ./health.mjs. People quoted are fictional.
 */

/** @type {import("./types.mjs").NewsItem[]} */
export const news = [
  {
    uid: "nueva-linea-de-llenado-de-granulos",
    image: { file: "news/nueva-linea-de-llenado-de-granulos.jpg", art: "news-line" },
    es: {
      date: "2025-01-28",
      title: "Nueva línea de llenado de gránulos en la planta de Villava",
      summary:
        "La nueva línea, con visión artificial y control de peso en cada tubo, duplica la capacidad de envasado y reduce un 18 % el consumo energético por unidad.",
      alt: "Cinta transportadora con tubos de gránulos en la planta",
      slices: [
        {
          rich: [
            "Laboratorios Brezo ha puesto en marcha en su planta de Villava (Navarra) una nueva línea de llenado y etiquetado de tubos de gránulos. La inversión, de 2,4 millones de euros, forma parte del plan industrial 2024–2027.",
            "La línea incorpora **control de peso individual** de cada tubo y un sistema de visión artificial que verifica la etiqueta, el lote y la fecha de caducidad antes del estuchado.",
            "## En cifras",
            "- Hasta 6.000 tubos por hora, el doble que la línea anterior.",
            "- 18 % menos de consumo energético por unidad envasada.",
            "- 12 nuevos puestos de trabajo en producción y mantenimiento.",
          ],
        },
        {
          quote: {
            quote: [
              "La calidad de un medicamento se juega en cada detalle. Con esta línea ganamos capacidad, pero sobre todo ganamos control sobre cada unidad que sale de la planta.",
            ],
            author: "Xabier Ezkurra",
            role: "Director de planta",
          },
        },
        {
          iwt: {
            image: {
              file: "news/nueva-linea-de-llenado-de-granulos-detalle.jpg",
              art: "news-line-detail",
              alt: "Técnica de producción revisando tubos en la línea",
            },
            title: "Formación del equipo",
            text: [
              "Antes de la puesta en marcha, las 40 personas del turno de envasado completaron un programa de formación de 60 horas en la nueva línea, validada según las Normas de Correcta Fabricación.",
            ],
          },
        },
        {
          cta: {
            title: "¿Quieres trabajar en nuestra planta?",
            text: ["Consulta las ofertas de empleo abiertas en producción y calidad."],
            button_label: "Ver ofertas",
            button_link: "/trabaja-con-nosotros",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "jornadas-de-formacion-para-farmaceuticos-2025",
    image: { file: "news/jornadas-de-formacion-para-farmaceuticos-2025.jpg", art: "news-training" },
    es: {
      date: "2025-03-12",
      title: "Más de 300 farmacéuticos en nuestras jornadas de formación de primavera",
      summary:
        "Pamplona, Zaragoza y Valladolid acogieron las jornadas sobre uso responsable del medicamento y farmacovigilancia, acreditadas para la formación continuada.",
      alt: "Sala de formación con una pantalla y asistentes",
      slices: [
        {
          rich: [
            "Entre febrero y marzo, 312 farmacéuticos y técnicos en farmacia participaron en las jornadas de formación que organizamos en Pamplona, Zaragoza y Valladolid.",
            "El programa abordó la comunicación con el paciente en el mostrador, la notificación de sospechas de reacciones adversas y el marco regulatorio de los medicamentos homeopáticos, con especial atención a lo que **se puede y no se puede decir** de un medicamento registrado sin indicaciones terapéuticas.",
            "Las jornadas están acreditadas por la comisión de formación continuada de las profesiones sanitarias y son gratuitas.",
          ],
        },
        {
          quote: {
            quote: [
              "En el mostrador nos preguntan cada día por la homeopatía. Estas sesiones nos ayudan a dar una respuesta honesta y bien fundamentada.",
            ],
            author: "Asistente a la jornada de Zaragoza",
            role: "Farmacéutica comunitaria",
          },
        },
        {
          cta: {
            title: "Próximas sesiones",
            text: ["¿Eres farmacéutico? Escríbenos y te avisaremos de las próximas convocatorias."],
            button_label: "Contactar",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "filial-colombia-amplia-centro-de-distribucion",
    image: { file: "news/filial-colombia-amplia-centro-de-distribucion.jpg", art: "news-distribution" },
    es: {
      date: "2025-04-24",
      title: "Nuestra filial colombiana amplía su centro de distribución en Bogotá",
      summary:
        "Laboratorios Brezo Colombia duplica su superficie de almacenamiento y ya atiende a más de 2.500 droguerías y farmacias en 24 departamentos.",
      alt: "Almacén con cajas apiladas y un camión de reparto",
      slices: [
        {
          rich: [
            "Laboratorios Brezo Colombia, nuestra filial con sede en Bogotá desde 1998, ha ampliado su centro de distribución hasta los 3.200 m², con zonas de temperatura controlada y un nuevo sistema de gestión de almacén.",
            "La ampliación permite atender a más de **2.500 droguerías y farmacias** en 24 departamentos y reducir a 48 horas el plazo de entrega en las principales ciudades.",
          ],
        },
        {
          quote: {
            quote: [
              "Las droguerías de barrio son el primer punto de consulta de muchas familias colombianas. Queremos que tengan el producto cuando lo necesitan, con toda la información.",
            ],
            author: "Catalina Restrepo Uribe",
            role: "Gerente general de Laboratorios Brezo Colombia",
          },
        },
        {
          rich: [
            "Los productos que se comercializan en Colombia se fabrican en Villava y se importan con registro sanitario del INVIMA. El centro de Bogotá realiza la recepción, la custodia y la distribución con trazabilidad por lote.",
          ],
        },
      ],
    },
    co: {
      date: "2025-04-24",
      title: "Laboratorios Brezo Colombia amplía su centro de distribución en Bogotá",
      summary:
        "La filial duplica su área de almacenamiento y ya atiende a más de 2.500 droguerías y farmacias en 24 departamentos del país.",
      alt: "Bodega con cajas apiladas y un camión de reparto",
      slices: [
        {
          rich: [
            "Laboratorios Brezo Colombia amplió su centro de distribución en Bogotá hasta 3.200 m², con áreas de temperatura controlada y un nuevo sistema de gestión de bodega.",
            "Con la ampliación atendemos a más de **2.500 droguerías y farmacias** en 24 departamentos y reducimos a 48 horas el tiempo de entrega en Bogotá, Medellín, Cali y Barranquilla.",
            "## Lo que cambia para las droguerías",
            "- Pedidos con confirmación el mismo día.",
            "- Trazabilidad por lote de cada despacho.",
            "- Nueva línea de atención para clientes institucionales.",
          ],
        },
        {
          quote: {
            quote: [
              "Las droguerías de barrio son el primer punto de consulta de muchas familias. Queremos que tengan el producto cuando lo necesitan, con toda la información.",
            ],
            author: "Catalina Restrepo Uribe",
            role: "Gerente general de Laboratorios Brezo Colombia",
          },
        },
        {
          cta: {
            title: "¿Tiene una droguería?",
            text: ["Escríbanos y un asesor comercial se comunicará con usted."],
            button_label: "Contáctenos",
            button_link: "page:contacto",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
    },
  },
  {
    uid: "informe-de-sostenibilidad-2024",
    image: { file: "news/informe-de-sostenibilidad-2024.jpg", art: "news-report" },
    es: {
      date: "2025-06-05",
      title: "Publicamos nuestro informe de sostenibilidad 2024",
      summary:
        "Energía 100 % renovable, un 22 % menos de residuos de envase y la mitad de la plantilla formada en igualdad: los principales datos de 2024.",
      alt: "Informe con gráficos de barras verdes y una hoja",
      slices: [
        {
          rich: [
            "Laboratorios Brezo ha publicado su informe de sostenibilidad correspondiente a 2024, elaborado según los estándares de Global Reporting Initiative y verificado por una entidad independiente.",
            "## Principales datos",
            "- **100 %** de la electricidad de la planta de Villava, de origen renovable certificado.",
            "- **22 %** menos de residuos de envase por unidad producida respecto a 2021.",
            "- **0** accidentes con baja en la planta por segundo año consecutivo.",
            "- **51 %** de mujeres en puestos de responsabilidad.",
          ],
        },
        {
          quote: {
            quote: [
              "Medir es el primer paso para mejorar. Este informe nos compromete con objetivos concretos para 2027.",
            ],
            author: "Nerea Aldaz",
            role: "Responsable de Sostenibilidad",
          },
        },
        {
          cta: {
            title: "Nuestra visión",
            text: ["Conoce los compromisos que guían nuestra forma de trabajar."],
            button_label: "Leer más",
            button_link: "page:nuestra-vision",
            background_color: "green",
            heading_color: "white",
          },
        },
      ],
    },
    co: {
      date: "2025-06-05",
      title: "Laboratorios Brezo publica su informe de sostenibilidad 2024",
      summary:
        "Energía 100 % renovable en la planta de fabricación, menos residuos de empaque y nuevos programas de posconsumo en Colombia.",
      alt: "Informe con gráficos de barras verdes y una hoja",
      slices: [
        {
          rich: [
            "El grupo Laboratorios Brezo publicó su informe de sostenibilidad 2024, elaborado con los estándares de Global Reporting Initiative y verificado por una entidad independiente.",
            "## Datos destacados",
            "- **100 %** de la electricidad de la planta de fabricación en España, de origen renovable certificado.",
            "- **22 %** menos de residuos de empaque por unidad producida frente a 2021.",
            "- En Colombia, adhesión a los programas de recolección posconsumo de medicamentos vencidos.",
          ],
        },
        {
          quote: {
            quote: [
              "Medir es el primer paso para mejorar. Este informe nos compromete con metas concretas para 2027, también en Colombia.",
            ],
            author: "Nerea Aldaz",
            role: "Responsable de Sostenibilidad del grupo",
          },
        },
      ],
    },
  },
  {
    uid: "autoconsumo-solar-planta-villava",
    image: { file: "news/autoconsumo-solar-planta-villava.jpg", art: "news-solar" },
    es: {
      date: "2025-07-15",
      title: "La planta de Villava produce ya un 30 % de su electricidad con placas solares",
      summary:
        "La instalación de autoconsumo, con 1.850 paneles en las cubiertas de la planta, evitará la emisión de unas 420 toneladas de CO₂ al año.",
      alt: "Cubierta de la planta con paneles solares bajo el sol",
      slices: [
        {
          rich: [
            "Las cubiertas de la planta de Villava acogen desde este mes una instalación fotovoltaica de autoconsumo de 1,1 MW, con 1.850 paneles.",
            "La instalación cubrirá en torno al **30 % del consumo eléctrico anual** de la planta; el resto sigue procediendo de suministro renovable con garantía de origen.",
          ],
        },
        {
          quote: {
            quote: [
              "Producir nuestra propia energía limpia nos hace más eficientes y menos dependientes de las oscilaciones del mercado.",
            ],
            author: "Nerea Aldaz",
            role: "Responsable de Sostenibilidad",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "congreso-atencion-farmaceutica-bilbao",
    image: { file: "news/congreso-atencion-farmaceutica-bilbao.jpg", art: "news-congress" },
    es: {
      date: "2025-09-30",
      title: "Participamos en el IX Encuentro de Atención Farmacéutica del Norte",
      summary:
        "Nuestro equipo de Atención Farmacéutica presentó en Bilbao un estudio sobre las consultas más frecuentes de los pacientes en la farmacia sobre medicamentos homeopáticos.",
      alt: "Atril en un escenario de congreso con una pantalla",
      slices: [
        {
          rich: [
            "Laboratorios Brezo participó los días 25 y 26 de septiembre en el IX Encuentro de Atención Farmacéutica del Norte, celebrado en Bilbao, con un estand informativo y una comunicación científica.",
            "La comunicación, presentada por **Lucía Arrieta**, responsable de Atención Farmacéutica, analizó 1.200 consultas recibidas por nuestro servicio en 2024: las dudas más frecuentes tienen que ver con la composición (azúcares y alcohol), el uso en niños y la compatibilidad con otros tratamientos.",
          ],
        },
        {
          quote: {
            quote: [
              "Los pacientes no nos preguntan por la teoría, sino por su caso concreto. Nuestra obligación es responder con rigor y derivar al médico cuando toca.",
            ],
            author: "Lucía Arrieta Goñi",
            role: "Responsable de Atención Farmacéutica",
          },
        },
        {
          cta: {
            title: "Preguntas frecuentes",
            text: ["Hemos recogido en la web las respuestas a las consultas más habituales."],
            button_label: "Ver preguntas",
            button_link: "/preguntas-frecuentes",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "programa-de-practicas-fp-navarra",
    image: { file: "news/programa-de-practicas-fp-navarra.jpg", art: "news-interns" },
    es: {
      date: "2025-11-04",
      title: "Quince estudiantes de FP harán sus prácticas en Laboratorios Brezo",
      summary:
        "Renovamos nuestro programa de formación en centros de trabajo con institutos de Navarra, en los ciclos de laboratorio, farmacia y mantenimiento industrial.",
      alt: "Estudiantes con bata de laboratorio junto a un microscopio",
      slices: [
        {
          rich: [
            "Quince estudiantes de ciclos formativos de grado medio y superior de Navarra realizarán este curso sus prácticas en nuestras áreas de control de calidad, producción, almacén y mantenimiento.",
            "Cada estudiante tendrá un tutor en la empresa y un plan de aprendizaje acordado con su centro. En las últimas cinco ediciones, **uno de cada tres** estudiantes en prácticas se incorporó después a la plantilla.",
          ],
        },
        {
          cta: {
            title: "Trabaja con nosotros",
            text: ["Consulta nuestras ofertas de empleo y prácticas."],
            button_label: "Ver ofertas",
            button_link: "/trabaja-con-nosotros",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "nuevos-tubos-plastico-reciclado",
    image: { file: "news/nuevos-tubos-plastico-reciclado.jpg", art: "news-recycled" },
    es: {
      date: "2026-01-22",
      title: "Nuestros tubos de gránulos pasan a fabricarse con un 50 % de plástico reciclado",
      summary:
        "El cambio, validado para uso farmacéutico, afecta a toda la gama de medicamentos unitarios y ahorrará unas 14 toneladas de plástico virgen al año.",
      alt: "Tubos de gránulos junto a un símbolo de reciclaje",
      slices: [
        {
          rich: [
            "Desde enero, los tubos de nuestros medicamentos unitarios se fabrican con un **50 % de polipropileno reciclado** apto para contacto con medicamentos.",
            "El cambio ha requerido dos años de estudios de estabilidad para garantizar que el envase protege el medicamento igual que el anterior durante todo su periodo de validez. El aspecto y el uso del tubo no cambian.",
            "Recuerda: los envases vacíos o con restos de medicamentos se depositan en el punto SIGRE de la farmacia.",
          ],
        },
        {
          cta: {
            title: "Ver medicamentos unitarios",
            text: ["Consulta la gama completa y descarga sus prospectos."],
            button_label: "Ver productos",
            button_link: "product_category:medicamentos-unitarios",
            background_color: "green",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "aula-virtual-para-farmaceuticos",
    image: { file: "news/aula-virtual-para-farmaceuticos.jpg", art: "news-virtual" },
    es: {
      date: "2026-03-10",
      title: "Abrimos un aula virtual de formación para farmacéuticos",
      summary:
        "Cursos breves y gratuitos sobre farmacovigilancia, comunicación con el paciente y regulación de medicamentos homeopáticos, disponibles en cualquier momento.",
      alt: "Pantalla de ordenador con un curso en línea",
      slices: [
        {
          rich: [
            "Tras las jornadas presenciales de los últimos años, ponemos en marcha un aula virtual con cursos breves (de 2 a 4 horas) que pueden seguirse a cualquier hora.",
            "## Primeros cursos",
            "- Farmacovigilancia en la farmacia comunitaria: cómo notificar.",
            "- Comunicación con el paciente: preguntas difíciles en el mostrador.",
            "- Medicamentos homeopáticos: marco regulatorio y lo que dice (y no dice) el prospecto.",
            "Los cursos son gratuitos para farmacéuticos y técnicos en farmacia.",
          ],
        },
        {
          cta: {
            title: "Solicita tu acceso",
            text: ["Escríbenos desde el formulario de contacto indicando tu número de colegiado."],
            button_label: "Solicitar acceso",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "jornada-de-puertas-abiertas-villava",
    image: { file: "news/jornada-de-puertas-abiertas-villava.jpg", art: "news-openday" },
    es: {
      date: "2026-06-02",
      title: "Más de 600 vecinos visitan la planta en nuestra jornada de puertas abiertas",
      summary:
        "Familias de Villava y la comarca de Pamplona recorrieron el laboratorio de control de calidad, el jardín de plantas medicinales y la nueva línea de envasado.",
      alt: "Fachada de la planta con globos de colores y visitantes",
      slices: [
        {
          rich: [
            "El sábado 30 de mayo abrimos las puertas de la planta de Villava a vecinos y familias. Más de 600 personas recorrieron las instalaciones en grupos guiados por personal de la empresa.",
            "El recorrido incluía el jardín de plantas medicinales, el laboratorio de control de calidad —donde se explicaron los análisis que se hacen a cada lote— y la línea de llenado de gránulos.",
          ],
        },
        {
          iwt: {
            image: {
              file: "news/jornada-de-puertas-abiertas-villava-detalle.jpg",
              art: "news-openday-detail",
              alt: "Niños observando plantas medicinales en el jardín",
            },
            title: "Talleres para los más pequeños",
            text: [
              "Los niños participaron en talleres para reconocer plantas medicinales por su olor y su forma, y para aprender a leer las etiquetas de los productos.",
            ],
            right: true,
          },
        },
        {
          quote: {
            quote: [
              "Muchos vecinos pasaban cada día por delante de la planta sin saber qué hacíamos dentro. Era el momento de enseñarlo.",
            ],
            author: "Xabier Ezkurra",
            role: "Director de planta",
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "informe-de-sostenibilidad-2025",
    image: { file: "news/informe-de-sostenibilidad-2025.jpg", art: "news-report2" },
    es: {
      date: "2026-09-15",
      title: "Informe de sostenibilidad 2025: autoconsumo solar y envases reciclados",
      summary:
        "El segundo informe verificado recoge el primer año de autoconsumo solar, la reducción del plástico virgen y los avances en igualdad y formación.",
      alt: "Informe con gráficos y un panel solar",
      slices: [
        {
          rich: [
            "Presentamos nuestro informe de sostenibilidad 2025, verificado de forma independiente.",
            "## Principales avances",
            "- **31 %** de la electricidad de la planta, producida en autoconsumo solar.",
            "- **14 toneladas** menos de plástico virgen gracias a los tubos con material reciclado.",
            "- **9.800 horas** de formación a la plantilla.",
            "- Plan de igualdad renovado y brecha salarial por debajo del 3 %.",
          ],
        },
        {
          iwt: {
            image: {
              file: "news/informe-de-sostenibilidad-2025-detalle.jpg",
              art: "news-report2-detail",
              alt: "Gráfico de barras creciente junto a una hoja verde",
            },
            title: "Objetivos para 2027",
            text: [
              "- Reducir un 30 % las emisiones de alcance 1 y 2 respecto a 2021.",
              "- Envases 100 % reciclables en toda la gama.",
              "- Flota comercial 100 % electrificada o híbrida.",
            ],
          },
        },
      ],
    },
    co: null,
  },
  {
    uid: "programa-75-aniversario",
    image: { file: "news/programa-75-aniversario.jpg", art: "news-anniversary" },
    es: {
      date: "2026-11-10",
      title: "Presentamos el programa de nuestro 75.º aniversario",
      summary:
        "De la rebotica de Pamplona de 1952 a 9.000 farmacias: a lo largo de 2027 celebraremos 75 años con una exposición, un libro de memoria y un programa de becas.",
      alt: "Tarta de aniversario con el número 75",
      slices: [
        {
          rich: [
            "En 2027 se cumplen 75 años desde que un farmacéutico de Pamplona empezó a preparar medicamentos homeopáticos en la rebotica de su farmacia. Hoy somos 140 personas en Navarra y Bogotá.",
            "## El programa",
            "- **Exposición itinerante** sobre la historia de la farmacia en Navarra, que empezará en Pamplona en febrero.",
            "- **Libro de memoria** con testimonios de antiguos trabajadores, farmacéuticos y familias.",
            "- **Becas de investigación** en calidad farmacéutica para jóvenes titulados.",
            "- Una nueva edición de la **jornada de puertas abiertas** en Villava.",
          ],
        },
        {
          quote: {
            quote: [
              "Setenta y cinco años después, seguimos pensando que un medicamento se elabora con el mismo cuidado con el que se explica.",
            ],
            author: "Elena Zubiri Lasa",
            role: "Directora general",
          },
        },
        {
          cta: {
            title: "Nuestra historia",
            text: ["Conoce quiénes somos y cómo trabajamos."],
            button_label: "Quiénes somos",
            button_link: "page:quienes-somos",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
    },
    co: {
      date: "2026-11-10",
      title: "Laboratorios Brezo presenta el programa de su 75.º aniversario",
      summary:
        "El grupo cumplirá 75 años en 2027. En Colombia, la celebración incluirá jornadas académicas en cinco ciudades y un programa de becas para estudiantes de Química Farmacéutica.",
      alt: "Torta de aniversario con el número 75",
      slices: [
        {
          rich: [
            "En 2027 se cumplen 75 años desde la fundación de Laboratorios Brezo en Pamplona (España). La filial colombiana, presente en el país desde 1998, se suma a la celebración con su propio programa.",
            "## En Colombia",
            "- **Jornadas académicas** para químicos farmacéuticos en Bogotá, Medellín, Cali, Barranquilla y Bucaramanga.",
            "- **Becas** para estudiantes de Química Farmacéutica.",
            "- Una edición especial del programa de **voluntariado corporativo** en brigadas de salud.",
          ],
        },
        {
          quote: {
            quote: [
              "Llevamos más de 25 años en Colombia. Este aniversario es también el de las familias y las droguerías que confían en nosotros.",
            ],
            author: "Catalina Restrepo Uribe",
            role: "Gerente general de Laboratorios Brezo Colombia",
          },
        },
        {
          cta: {
            title: "Nuestra historia",
            text: ["Conozca quiénes somos y cómo trabajamos en Colombia."],
            button_label: "Quiénes somos",
            button_link: "page:quienes-somos",
            background_color: "blue",
            heading_color: "white",
          },
        },
      ],
    },
  },
  /* ------------------------------------------------------------------ Colombia only */
  {
    uid: "jornada-academica-quimicos-farmaceuticos-medellin",
    image: { file: "news/jornada-academica-quimicos-farmaceuticos-medellin.jpg", art: "news-medellin" },
    es: null,
    co: {
      date: "2025-08-20",
      title: "Jornada académica para químicos farmacéuticos en Medellín",
      summary:
        "Más de 180 químicos farmacéuticos, regentes y auxiliares de droguería de Antioquia participaron en la jornada sobre farmacovigilancia y dispensación responsable.",
      alt: "Auditorio con asistentes y una pantalla en Medellín",
      slices: [
        {
          rich: [
            "Laboratorios Brezo Colombia realizó en Medellín su jornada académica anual, con la participación de 183 químicos farmacéuticos, regentes de farmacia y auxiliares de droguería de Antioquia.",
            "## Temas de la jornada",
            "- Farmacovigilancia: cómo reportar eventos adversos al INVIMA.",
            "- Dispensación responsable de medicamentos de venta libre.",
            "- Regulación de los medicamentos homeopáticos en Colombia.",
          ],
        },
        {
          iwt: {
            image: {
              file: "news/jornada-academica-quimicos-farmaceuticos-medellin-detalle.jpg",
              art: "news-medellin-detail",
              alt: "Montañas verdes y edificios de Medellín",
            },
            title: "Próximas jornadas",
            text: [
              "Las próximas jornadas se realizarán en Cali y Bucaramanga. Las inscripciones son gratuitas para profesionales y auxiliares de droguería.",
            ],
            right: true,
          },
        },
        {
          cta: {
            title: "¿Quiere recibir la invitación?",
            text: ["Escríbanos con su nombre, su droguería y su ciudad."],
            button_label: "Escríbanos",
            button_link: "page:contacto",
            background_color: "ds-turquoise",
            heading_color: "white",
          },
        },
      ],
    },
  },
  {
    uid: "alianza-droguerias-costa-caribe",
    image: { file: "news/alianza-droguerias-costa-caribe.jpg", art: "news-caribe" },
    es: null,
    co: {
      date: "2026-02-17",
      title: "Nuevo acuerdo para llegar a las droguerías independientes de la Costa Caribe",
      summary:
        "Un acuerdo con una cooperativa de droguerías de Barranquilla, Cartagena y Santa Marta acerca nuestros productos y nuestra formación a más de 400 establecimientos.",
      alt: "Droguería de barrio con una palmera y el sol",
      slices: [
        {
          rich: [
            "Laboratorios Brezo Colombia firmó un acuerdo de distribución con una cooperativa de droguerías independientes con presencia en Atlántico, Bolívar y Magdalena.",
            "El acuerdo incluye **formación para el personal de las droguerías** y material informativo para los pacientes, siempre con el registro sanitario y las advertencias de cada producto.",
          ],
        },
        {
          quote: {
            quote: [
              "La droguería de barrio conoce a sus clientes por el nombre. Nuestro trabajo es darles información clara y productos con todas las garantías.",
            ],
            author: "Andrés Felipe Castaño",
            role: "Gerente comercial de Laboratorios Brezo Colombia",
          },
        },
      ],
    },
  },
  {
    uid: "voluntariado-brigadas-de-salud-cundinamarca",
    image: { file: "news/voluntariado-brigadas-de-salud-cundinamarca.jpg", art: "news-brigade" },
    es: null,
    co: {
      date: "2026-07-08",
      title: "Nuestro equipo apoya brigadas de salud en veredas de Cundinamarca",
      summary:
        "Treinta voluntarios de la filial colaboraron con una fundación local en jornadas de salud en zonas rurales, con actividades de educación en el uso seguro de medicamentos.",
      alt: "Carpa de una brigada de salud entre montañas verdes",
      slices: [
        {
          rich: [
            "Durante tres fines de semana de junio, treinta personas de Laboratorios Brezo Colombia participaron como voluntarias en brigadas de salud organizadas por una fundación local en veredas de Cundinamarca.",
            "Los voluntarios apoyaron la logística y dictaron talleres sobre **el botiquín de la casa, la lectura de etiquetas y la disposición de medicamentos vencidos**. La atención médica estuvo a cargo de los profesionales de la fundación.",
          ],
        },
        {
          cta: {
            title: "El botiquín de la casa",
            text: ["Lea nuestra guía sobre qué tener en el botiquín y cómo revisarlo."],
            button_label: "Leer la guía",
            button_link: "article:botiquin-de-casa",
            background_color: "green",
            heading_color: "white",
          },
        },
      ],
    },
  },
];
