/**
 * Editors' redirect rows the suite adds to its copy of the content (the es-es `redirects` document):
 * off-site targets the site must refuse (issue 43), each from a path of its own. The seed's settings
 * allow one host, the company's shop: only the seed's external row may lead there.
 */
import fs from "node:fs";
import path from "node:path";

/** The one host the seed's settings allow (content/documents/settings/settings.es-es.json). */
export const SHOP = "tienda.laboratoriosbrezo.example";

/** From-path → an off-site target; every row but the last says it is external. */
export const REFUSED_EXTERNAL_ROWS: [from: string, target: string][] = [
  ["/tienda-sufijo", `https://${SHOP}.evil.example/`],
  ["/tienda-usuario", `https://evil.example\\@${SHOP}/`],
  ["/tienda-arroba", `https://${SHOP}@evil.example/`],
  ["/tienda-http", `http://${SHOP}/`],
  ["/tienda-relativa", "//evil.example/"],
  ["/tienda-una-barra", "https:/evil.example/"],
  ["/tienda-crlf", `https://${SHOP}/\r\nLocation: https://evil.example/`],
  ["/tienda-tab", `https://tienda.\tlaboratoriosbrezo.example/`],
  ["/tienda-idn", "https://tienda.l\u0430boratoriosbrezo.example/"],
  ["/tienda-puerto", `https://${SHOP}:8443/`],
  ["/tienda-puntos", `https://${SHOP}/a/../../evil.example`],
  ["/tienda-larga", `https://${SHOP}/${"a".repeat(2000)}`],
  ["/tienda-sin-marcar", `https://${SHOP}/`],
];

/** Appends REFUSED_EXTERNAL_ROWS to the es-es redirects document of a content directory. */
export function addRefusedExternalRows(contentDir: string): void {
  const file = path.join(contentDir, "documents", "redirects", "redirects.es-es.json");
  const document = JSON.parse(fs.readFileSync(file, "utf8")) as { data: { rows: unknown[] } };
  REFUSED_EXTERNAL_ROWS.forEach(([from, target], index) =>
    document.data.rows.push({
      from_path: from,
      target: { link_type: "Any" },
      target_path: target,
      external: index < REFUSED_EXTERNAL_ROWS.length - 1,
      temporary: false,
    }),
  );
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
}
