import fs from "node:fs";
import path from "node:path";

/**
 * What a push has done in a repository, kept on disk after every step so that an interrupted push
 * run again knows which documents it already created (the Migration API cannot list its release):
 * `{ documents: { "<type>/<lang>/<uid or ->": { id, complete, fingerprint?, over? } } }`.
 * `complete` turns true once the document's content was written (the Migration API creates a
 * document empty, then fills it). `fingerprint` is what content was written, as field hashes
 * (lib/comparable.mjs `fieldHashes`): the Migration API cannot read a document back from its
 * release, so a later push compares the content directory with this. `over` is the
 * `last_publication_date` of the published version a `--update` wrote its new version over (while
 * that version is still the published one, the release holds the push's version).
 * Written through a temporary file and a rename: a kill leaves the previous or the new version.
 *
 * @typedef {{ id: string, complete: boolean, fingerprint?: Record<string, string>, over?: string }} JournalEntry
 */
export class PushJournal {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
    /** @type {{ documents: Record<string, JournalEntry> }} */
    this.state = { documents: {} };
    if (fs.existsSync(file)) {
      const value = JSON.parse(fs.readFileSync(file, "utf8"));
      this.state = { documents: value.documents ?? {} };
    }
  }

  /**
   * @param {string} key
   * @returns {JournalEntry | undefined}
   */
  get(key) {
    return this.state.documents[key];
  }

  /** Every entry, by key. */
  entries() {
    return Object.entries(this.state.documents);
  }

  /**
   * @param {string} key
   * @param {JournalEntry} entry
   */
  set(key, entry) {
    const previous = this.state.documents[key];
    if (previous && JSON.stringify(previous) === JSON.stringify(entry)) return;
    this.state.documents[key] = entry;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(this.state, null, 2)}\n`);
    fs.renameSync(temporary, this.file);
  }
}
