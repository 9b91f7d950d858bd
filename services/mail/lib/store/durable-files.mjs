// @ts-check
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes a new file and flushes it to disk (fsync) before resolving.
 * @param {string} file
 * @param {string | Buffer} data
 */
export async function writeFileSynced(file, data) {
  const handle = await fs.open(file, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `file` atomically: the data goes to a temporary file beside it (fsynced), which is then
 * renamed over `file`, and the directory is fsynced so the rename itself survives a crash.
 * Readers see the old or the new content, never a mix.
 * @param {string} file
 * @param {string | Buffer} data
 */
export async function writeFileAtomic(file, data) {
  const temporary = path.join(
    path.dirname(file),
    `${TEMP_PREFIX}${path.basename(file)}-${randomBytes(6).toString("hex")}`,
  );
  try {
    await writeFileSynced(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

/** Names starting with this are unfinished writes; they are removed when the store opens. */
export const TEMP_PREFIX = ".tmp-";

/**
 * fsyncs a directory so that the entries created or renamed in it are durable. Platforms that
 * cannot open a directory for syncing (Windows) skip it.
 * @param {string} dir
 */
export async function syncDirectory(dir) {
  let handle;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (!["EISDIR", "EPERM", "EINVAL", "EBADF", "EACCES"].includes(code ?? "")) throw error;
  } finally {
    await handle?.close();
  }
}
