// @ts-check
import { previewSet } from "../api/content-state.mjs";
import { DEFAULT_PREVIEW_TTL_MS } from "../refs/ref-table.mjs";
import { previewCookieJson } from "../refs/preview-token.mjs";
import { errorPage, escapeHtml, htmlPage, sendHtml } from "./html.mjs";

/** The cookie Prismic's toolbar sets and @prismicio/client reads for a preview session. */
export const PREVIEW_COOKIE = "io.prismic.preview";
/** The site route that starts a preview session (@prismicio/next's `redirectToPreviewURL`). */
const SITE_PREVIEW_PATH = "/api/preview";

/**
 * @typedef {{
 *   state: () => import("../api/content-state.mjs").ContentState,
 *   previewSites: Record<string, string>,
 *   repositoryName: string,
 *   createPreviewRef: (options: { releaseId: string | null, ttlMs: number, site: string }) => { ref: string, expiresAt: number },
 * }} PreviewContext
 */

/**
 * `GET /preview?documentId=<id>[&release=<release id>]`: what Prismic's preview button does.
 * Creates a preview ref (master or the release, drafts overlaid) in Prismic's shape, sets the
 * `io.prismic.preview` cookie in the JSON form Prismic's toolbar writes and redirects (302) to
 * `<site of the document's lang>/api/preview?token=…&documentId=…`.
 * Missing documentId → 400; unknown document, release or site → 404 (Spanish HTML pages).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {PreviewContext} context
 */
export function handlePreviewStart(req, res, url, context) {
  const documentId = (url.searchParams.get("documentId") ?? "").trim();
  if (documentId === "") {
    sendHtml(req, res, 400, errorPage(
      "Falta el documento que quieres previsualizar",
      "Indica su id en la dirección: <code>/preview?documentId=&lt;id del documento&gt;</code> (y, si quieres verlo dentro de un lanzamiento, <code>&amp;release=&lt;id del lanzamiento&gt;</code>).",
    ));
    return;
  }

  const { store } = context.state();
  const releaseId = (url.searchParams.get("release") ?? "").trim() || null;
  const set = previewSet(store, releaseId);
  if (!set) {
    const known = [...store.releases.keys()];
    sendHtml(req, res, 404, errorPage(
      "Ese lanzamiento no existe",
      `No hay ningún lanzamiento con el id <code>${escapeHtml(releaseId ?? "")}</code>. ${known.length > 0 ? `Lanzamientos: ${known.map((id) => `<code>${escapeHtml(id)}</code>`).join(", ")}.` : "Este repositorio no tiene lanzamientos."}`,
    ));
    return;
  }

  const doc = set.get(documentId);
  if (!doc) {
    sendHtml(req, res, 404, errorPage(
      "No encontramos ese documento",
      `Ningún documento publicado ni borrador tiene el id <code>${escapeHtml(documentId)}</code>.`,
    ));
    return;
  }

  const site = Object.hasOwn(context.previewSites, doc.lang) ? context.previewSites[doc.lang] : undefined;
  if (!site) {
    sendHtml(req, res, 404, errorPage(
      "No hay ningún sitio para previsualizar este idioma",
      `El documento <code>${escapeHtml(doc.id)}</code> está en <code>${escapeHtml(doc.lang)}</code> y <code>CONTENT_PREVIEW_SITES</code> no indica a qué sitio enviarlo.`,
    ));
    return;
  }

  const { ref } = context.createPreviewRef({ releaseId, ttlMs: DEFAULT_PREVIEW_TTL_MS, site });
  const token = encodeURIComponent(ref);
  const location = `${site}${SITE_PREVIEW_PATH}?token=${token}&documentId=${encodeURIComponent(doc.id)}`;
  sendHtml(
    req,
    res,
    302,
    htmlPage({
      title: "Abriendo la previsualización",
      body: `<h1>Abriendo la previsualización</h1>\n<p><a href="${escapeHtml(location)}">Continuar al sitio</a></p>`,
    }),
    { Location: location, "Set-Cookie": `${PREVIEW_COOKIE}=${previewCookieJson(ref, context.repositoryName)}; Path=/; SameSite=Lax` },
  );
}

/**
 * `GET /drafts`: the drafts, each with a "Previsualizar" link to `/preview?documentId=…` (and one
 * per release).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {PreviewContext} context
 */
export function handleDraftList(req, res, context) {
  const { store } = context.state();
  const typeLabel = (/** @type {string} */ type) => store.config.types[type] ?? type;
  const langLabel = (/** @type {string} */ lang) => store.config.languages.find((l) => l.id === lang)?.name ?? lang;
  const drafts = [...store.drafts.documents].sort(
    (a, b) => a.lang.localeCompare(b.lang) || a.type.localeCompare(b.type) || documentTitle(a).localeCompare(documentTitle(b), "es"),
  );

  const rows = drafts.map((doc) => {
    const title = documentTitle(doc);
    const edited = store.master.get(doc.id) !== undefined;
    const previewHref = (/** @type {string | null} */ releaseId) =>
      `/preview?documentId=${encodeURIComponent(doc.id)}${releaseId ? `&release=${encodeURIComponent(releaseId)}` : ""}`;
    const links = [
      `<a href="${escapeHtml(previewHref(null))}">Previsualizar<span class="visually-hidden"> «${escapeHtml(title)}»</span></a>`,
      ...store.config.releases.map(
        (release) => `<a href="${escapeHtml(previewHref(release.id))}">Previsualizar<span class="visually-hidden"> «${escapeHtml(title)}»</span> en el lanzamiento «${escapeHtml(release.label)}»</a>`,
      ),
    ];
    const noSite = Object.hasOwn(context.previewSites, doc.lang) ? "" : "<br>(no hay sitio configurado para este idioma en <code>CONTENT_PREVIEW_SITES</code>)";
    return `<tr>
  <th scope="row">${escapeHtml(title)}<br><code>${escapeHtml(doc.id)}</code></th>
  <td>${escapeHtml(typeLabel(doc.type))} <code>${escapeHtml(doc.type)}</code></td>
  <td>${escapeHtml(langLabel(doc.lang))} <code>${escapeHtml(doc.lang)}</code></td>
  <td>${edited ? "Cambios sin publicar" : "Nuevo, sin publicar"}</td>
  <td>${links.join("<br>")}${noSite}</td>
</tr>`;
  });

  const body = drafts.length === 0
    ? `<h1>Borradores</h1>\n<p>No hay borradores. Guarda documentos en <code>drafts/</code> (mismo formato que <code>documents/</code>) para verlos aquí.</p>`
    : `<h1>Borradores</h1>
<p>Los borradores solo se ven en una previsualización: «Previsualizar» abre el sitio del idioma del documento con todos los borradores aplicados sobre el contenido publicado (o sobre un lanzamiento).</p>
<table>
<caption>${drafts.length === 1 ? "1 borrador" : `${drafts.length} borradores`}</caption>
<thead><tr><th scope="col">Título</th><th scope="col">Tipo</th><th scope="col">Idioma</th><th scope="col">Estado</th><th scope="col">Previsualización</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`;
  sendHtml(req, res, 200, htmlPage({ title: "Borradores", body }));
}

/**
 * A human title for a document: its `title` (rich text or text), `name`, `question` or
 * `meta_title` field, else its uid or id.
 * @param {import("../store/document-file.mjs").StoredDocument} doc
 * @returns {string}
 */
export function documentTitle(doc) {
  for (const key of ["title", "name", "question", "meta_title"]) {
    const value = doc.data[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (Array.isArray(value)) {
      const text = value.map((block) => (block && typeof block.text === "string" ? block.text : "")).join(" ").trim();
      if (text !== "") return text;
    }
  }
  return doc.uid ?? doc.id;
}
