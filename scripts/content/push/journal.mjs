import fs from "node:fs";
import path from "node:path";

/**
 * What a push has done in a repository, kept on disk after every step so that an interrupted push
 * run again knows which documents it already created (the Migration API cannot list its release):
 * `{ documents: { "<type>/<lang>/<uid or ->": { id, complete } } }`. `complete` turns true once the
 * document's content was written (the Migration API creates a document empty, then fills it).
 * Written through a temporary file and a rename: a kill leaves the previous or the new version.
 */
export class PushJournal {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
    /** @type {{ documents: Record<string, { id: string, complete: boolean }> }} */
    this.state = { documents: {} };
    if (fs.existsSync(file)) {
      const value = JSON.parse(fs.readFileSync(file, "utf8"));
      this.state = { documents: value.documents ?? {} };
    }
  }

  /** @param {string} key */
  get(key) {
    return this.state.documents[key];
  }

  /**
   * @param {string} key
   * @param {{ id: string, complete: boolean }} entry
   */
  set(key, entry) {
    const previous = this.state.documents[key];
    if (previous && previous.id === entry.id && previous.complete === entry.complete) return;
    this.state.documents[key] = entry;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(this.state, null, 2)}\n`);
    fs.renameSync(temporary, this.file);
  }
}
