import { isLocale, LOCALES, type Locale } from "@/config/countries";
import { documentPath, sectionPaths } from "@/config/routeTable";
import { isPossibleUid } from "@/lib/prismic/uid";
import type { FormKind } from "./formOutcome";

/** The route table's locale for a site locale (the registry's first when it is none of them). */
function routeLocale(locale: string): Locale {
  return isLocale(locale) ? locale : LOCALES[0];
}

/** The public path of the result page of native submissions (`/resultado-del-envio`). */
export function formResultPath(locale: string): string {
  return sectionPaths(routeLocale(locale)).formResult;
}

/** The result page's query parameter that carries the token (`?envio=<token>`). */
export const RESULT_TOKEN_PARAM = "envio";

/** The result page of one native submission: its token, and nothing else, in the query. */
export function formResultUrl(locale: string, token: string): string {
  return `${formResultPath(locale)}?${RESULT_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The page a form usually lives on, for the link back (the newsletter is in every page's footer). */
export function formPagePath(form: FormKind, locale: string, offerUid: string | null): string {
  const route = routeLocale(locale);
  const paths = sectionPaths(route);
  if (form === "contact") return documentPath({ type: "page", uid: "contacto", lang: route }) ?? "/";
  if (form === "application")
    return offerUid && isPossibleUid(offerUid)
      ? paths.jobApplication.replace(":uid", offerUid)
      : paths.spontaneousApplication;
  return "/";
}
