import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import esEsCommon from "@public/locales/es-es/common.json";
import esEsForms from "@public/locales/es-es/forms.json";

/** An i18next instance with the es-es `common` and `forms` namespaces, ready synchronously, for rendering components in unit tests. */
export function commonI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: "es-es",
    lowerCaseLng: true,
    ns: ["common", "forms"],
    defaultNS: "common",
    resources: { "es-es": { common: esEsCommon, forms: esEsForms } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
