import { documentPath, sectionPaths } from "@/config/routeTable";
import type { Locale } from "@/config/countries";
import type { SearchPaths } from "./SearchResults";

/** The CMS page that holds the contact form. */
const CONTACT_PAGE_UID = "contacto";

/** The paths a search page links to: itself (for a suggestion), the FAQ and the contact page. */
export function searchPaths(locale: Locale, page: "search" | "faqSearch"): SearchPaths {
  const paths = sectionPaths(locale);
  return {
    search: paths[page],
    faq: paths.faq,
    contact: documentPath({ type: "page", uid: CONTACT_PAGE_UID, lang: locale }),
  };
}
