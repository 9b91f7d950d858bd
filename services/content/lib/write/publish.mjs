// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { writeJsonAtomic } from "./json-files.mjs";
import { WriteApiError } from "./write-errors.mjs";

/**
 * Publishes the migration release: every document goes to `documents/<type>/<uid or type>.<lang>.json`
 * (a published document keeps its file), translations share an `alternate_group` (the group of
 * their master-language document, or its id), publication dates are now (a published document
 * keeps its first one), then the content is reloaded (new refs, webhooks). If the reload refuses
 * the result, every file is put back as it was and the release is kept (400 naming the problem).
 * @param {import("./migration-api.mjs").MigrationContext} context
 * @returns {Promise<number>} how many documents were published
 */
export async function publishRelease(context) {
  const docs = await context.release.list();
  if (docs.length === 0) return 0;
  const store = context.store();
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, "+0000");
  const byId = new Map(docs.map((doc) => [doc.id, doc]));

  /** @param {string} id @returns {string} */
  const groupOf = (id) => {
    const published = store.master.get(id);
    if (published?.alternateGroup) return published.alternateGroup;
    const pending = byId.get(id);
    if (pending?.alternate_language_id) return groupOf(pending.alternate_language_id);
    return id;
  };
  const referenced = new Set(docs.map((doc) => doc.alternate_language_id).filter(Boolean));
  const hasTranslations = (/** @type {string} */ id) => referenced.has(id);

  /** @type {{ file: string, previous: string | null }[]} */
  const written = [];
  const write = async (/** @type {string} */ file, /** @type {unknown} */ value) => {
    const previous = await fs.readFile(file, "utf8").catch(() => null);
    written.push({ file, previous });
    await writeJsonAtomic(file, value);
  };

  const taken = new Set(store.master.documents.map((doc) => doc.file));
  for (const doc of docs) {
    const published = store.master.get(doc.id);
    let file = published?.file;
    if (!file) {
      file = path.join(context.root, "documents", doc.type, `${doc.uid ?? doc.type}.${doc.lang}.json`);
      if (taken.has(file)) file = file.replace(/\.json$/, `.${doc.id}.json`);
    }
    taken.add(file);
    const group = published?.alternateGroup ?? (doc.alternate_language_id || hasTranslations(doc.id) ? groupOf(doc.id) : null);
    await write(file, {
      id: doc.id,
      uid: doc.uid,
      type: doc.type,
      lang: doc.lang,
      tags: doc.tags,
      ...(group ? { alternate_group: group } : {}),
      first_publication_date: published?.first_publication_date ?? now,
      last_publication_date: now,
      data: doc.data,
    });
  }
  // A published master-language document that gets its first translation joins the group.
  for (const id of referenced) {
    const published = store.master.get(/** @type {string} */ (id));
    if (!published || published.alternateGroup || byId.has(/** @type {string} */ (id))) continue;
    const raw = JSON.parse(await fs.readFile(published.file, "utf8"));
    await write(published.file, { ...raw, alternate_group: id });
  }

  try {
    await context.reload();
  } catch (error) {
    for (const { file, previous } of written.reverse()) {
      if (previous === null) await fs.rm(file, { force: true });
      else await fs.writeFile(file, previous);
    }
    await context.reload().catch(() => undefined);
    throw new WriteApiError(400, `the migration release cannot be published: ${/** @type {Error} */ (error).message}`);
  }
  await context.release.clear();
  return docs.length;
}
