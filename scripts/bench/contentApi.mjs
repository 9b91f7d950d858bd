// @ts-check
/** Small reads of the local content service's Content API, for choosing pages to measure. */

/** @param {string} serviceUrl @returns {Promise<string>} the master ref */
export async function masterRef(serviceUrl) {
  const repository = /** @type {{ refs: { isMasterRef: boolean, ref: string }[] }} */ (
    await (await fetch(`${serviceUrl}/api/v2`)).json()
  );
  return repository.refs.find((r) => r.isMasterRef)?.ref ?? "";
}

/**
 * One page of uids of a type in es-es.
 * @param {string} serviceUrl
 * @param {string} type
 * @param {{ page?: number, pageSize?: number, orderings?: string }} [options]
 * @returns {Promise<{ uids: string[], more: boolean }>}
 */
export async function uidsOfType(serviceUrl, type, { page = 1, pageSize = 100, orderings } = {}) {
  const query = new URLSearchParams({
    ref: await masterRef(serviceUrl),
    q: `[[at(document.type,"${type}")]]`,
    lang: "es-es",
    pageSize: String(pageSize),
    page: String(page),
  });
  if (orderings) query.set("orderings", orderings);
  const body = /** @type {{ results: { uid: string }[], next_page: string | null }} */ (
    await (await fetch(`${serviceUrl}/api/v2/documents/search?${query}`)).json()
  );
  return { uids: body.results.map((doc) => doc.uid), more: Boolean(body.next_page) };
}
