// @ts-check
import { formatAddress, formatSize, formatTime, formatValue } from "./format.mjs";
import { SafeHtml, html } from "./safe-html.mjs";
import { LIST_LABELS, STATUS_LABELS, TEMPLATE_LABELS } from "./labels.mjs";
import { STYLES } from "./styles.mjs";
import { attachmentPath } from "../ops/message-json.mjs";

/**
 * @typedef {import("../store/message-store.mjs").StoredMessage} StoredMessage
 * @typedef {import("../contacts/contact-book.mjs").ListEntry} ListEntry
 */

/** The index page shows at most this many messages (the newest). */
const PAGE_MESSAGES = 200;

/**
 * `GET /`: the messages, newest first, and the contacts of each list.
 * @param {StoredMessage[]} messages oldest first
 * @param {ListEntry[]} contacts
 * @returns {string}
 */
export function renderIndexPage(messages, contacts) {
  const newest = messages.slice(-PAGE_MESSAGES).reverse();
  const lists = groupByList(contacts);
  const body = html`
    <header class="page">
      <h1>Buzón local de correo</h1>
      <p class="lead">Lo que la web ha enviado a la API de Mailjet en este equipo. Nada sale de aquí.</p>
      <p class="summary"><span>${count(messages.length, "mensaje", "mensajes")} · ${count(contacts.length, "contacto", "contactos")}</span> <a href="/">Actualizar</a></p>
    </header>
    <main>
      <section aria-labelledby="mensajes">
        <h2 id="mensajes">Mensajes</h2>
        ${messages.length > PAGE_MESSAGES ? html`<p class="muted">Se muestran los ${PAGE_MESSAGES} más recientes.</p>` : ""}
        ${newest.length === 0 ? html`<p class="empty">Todavía no ha llegado ningún mensaje.</p>` : newest.map((message) => messageCard(message, true))}
      </section>
      <section aria-labelledby="contactos">
        <h2 id="contactos">Contactos por lista</h2>
        ${lists.length === 0 ? html`<p class="empty">Ninguna lista tiene contactos.</p>` : lists.map(([listId, entries]) => listTable(listId, entries))}
      </section>
    </main>`;
  return page("Buzón local de correo", body);
}

/**
 * `GET /messages/<id>`: one message with its text and HTML parts and everything received.
 * @param {StoredMessage} message
 * @returns {string}
 */
export function renderMessagePage(message) {
  const body = html`
    <header class="page">
      <p><a href="/">← Todos los mensajes</a></p>
      <h1>${subjectOf(message)}</h1>
    </header>
    <main>
      ${messageCard(message, false)}
      ${typeof message.TextPart === "string" ? html`<h2>Texto</h2><pre>${message.TextPart}</pre>` : ""}
      ${
        typeof message.HTMLPart === "string"
          ? html`<h2>HTML</h2><iframe title="Parte HTML del mensaje" sandbox srcdoc="${message.HTMLPart}"></iframe>
            <details><summary>Código HTML</summary><pre>${message.HTMLPart}</pre></details>`
          : ""
      }
      <h2>Datos recibidos</h2>
      <pre>${JSON.stringify(message, null, 2)}</pre>
    </main>`;
  return page(subjectOf(message), body);
}

/**
 * @param {string} status
 * @returns {string}
 */
export function renderNotFoundPage(status) {
  return page(
    "No encontrado",
    html`<main><h1>No encontrado</h1><p>${status}</p><p><a href="/">Volver al buzón</a></p></main>`,
  );
}

/**
 * @param {string} title
 * @param {import("./safe-html.mjs").SafeHtml} body
 */
function page(title, body) {
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>${body}</body>
</html>
`.toString();
}

/**
 * @param {StoredMessage} message
 * @param {boolean} linkSubject
 */
function messageCard(message, linkSubject) {
  const subject = subjectOf(message);
  const addresses = (/** @type {unknown} */ list) => (Array.isArray(list) ? list.map(formatAddress).join(", ") : "");
  const template = Number.isInteger(message.TemplateID)
    ? html`${message.TemplateID}${TEMPLATE_LABELS[message.TemplateID] ? html` <span class="tag">${TEMPLATE_LABELS[message.TemplateID]}</span>` : ""}`
    : null;
  const rows = /** @type {Array<[string, unknown]>} */ ([
    ["De", formatAddress(message.From)],
    ["Para", addresses(message.To)],
    ["Cc", addresses(message.Cc)],
    ["Cco", addresses(message.Bcc)],
    ["Responder a", formatAddress(message.ReplyTo)],
    ["Plantilla", template],
    ["CustomID", message.CustomID],
    ["MessageID", message.messageIds.join(", ")],
  ]).filter(([, value]) => value !== undefined && value !== null && value !== "");
  const variables = message.Variables && typeof message.Variables === "object" ? Object.entries(message.Variables) : [];
  return html`
    <article class="card">
      <header>
        <h3>${linkSubject ? html`<a href="/messages/${encodeURIComponent(message.id)}">${subject}</a>` : subject}</h3>
        <time datetime="${message.receivedAt}">${formatTime(message.receivedAt)}</time>
      </header>
      <dl class="meta">${rows.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>
      ${
        variables.length > 0
          ? html`<table><caption>Variables</caption><thead><tr><th scope="col">Nombre</th><th scope="col">Valor</th></tr></thead>
            <tbody>${variables.map(([name, value]) => html`<tr><th scope="row">${name}</th><td>${formatValue(value)}</td></tr>`)}</tbody></table>`
          : ""
      }
      ${attachmentList(message)}
    </article>`;
}

/** @param {StoredMessage} message */
function attachmentList(message) {
  const items = /** @type {const} */ (["Attachments", "InlinedAttachments"]).flatMap((kind) =>
    (message[kind] ?? []).map(
      (attachment, index) =>
        html`<li><a href="${attachmentPath(message.id, kind, index)}" download="${attachment.Filename}">${attachment.Filename}</a>
          <span class="muted">(${attachment.ContentType}, ${formatSize(attachment.size)}${kind === "InlinedAttachments" ? ", en línea" : ""})</span></li>`,
    ),
  );
  return items.length > 0 ? html`<p><strong>Adjuntos</strong></p><ul class="files">${items}</ul>` : "";
}

/**
 * @param {number} listId
 * @param {ListEntry[]} entries
 */
function listTable(listId, entries) {
  return html`
    <table>
      <caption>Lista ${listId}${LIST_LABELS[listId] ? html` <span class="tag">${LIST_LABELS[listId]}</span>` : ""}</caption>
      <thead><tr><th scope="col">Email</th><th scope="col">Nombre</th><th scope="col">Estado</th><th scope="col">Propiedades</th><th scope="col">Actualizado</th></tr></thead>
      <tbody>${entries.map(
        (entry) => html`<tr>
          <td>${entry.Email}</td><td>${entry.Name}</td>
          <td class="status-${entry.Status}">${STATUS_LABELS[entry.Status]} <span class="muted">(${entry.LastAction})</span></td>
          <td>${Object.entries(entry.Properties).map(([name, value]) => html`<div>${name}: ${formatValue(value)}</div>`)}</td>
          <td><time datetime="${entry.UpdatedAt}">${formatTime(entry.UpdatedAt)}</time></td>
        </tr>`,
      )}</tbody>
    </table>`;
}

/**
 * @param {ListEntry[]} contacts sorted by list
 * @returns {Array<[number, ListEntry[]]>}
 */
function groupByList(contacts) {
  /** @type {Map<number, ListEntry[]>} */
  const lists = new Map();
  for (const entry of contacts) lists.set(entry.ListID, [...(lists.get(entry.ListID) ?? []), entry]);
  return [...lists.entries()];
}

/** @param {StoredMessage} message */
function subjectOf(message) {
  return typeof message.Subject === "string" && message.Subject !== "" ? message.Subject : "(sin asunto)";
}

/**
 * @param {number} n
 * @param {string} one
 * @param {string} many
 */
function count(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
