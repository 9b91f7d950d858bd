import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Prefix of the temporary folders that hold uploads while their request is read. */
export const SPOOL_PREFIX = "brezo-upload-";

/**
 * Where the files of one request are written while it is read: a private temporary folder made on
 * the first file and removed with everything in it once the request is read or refused. Bytes in
 * flight wait on disk, not in the process's memory, so a slow or stalled upload costs no RAM.
 */
export class UploadSpool {
  private dir: string | null = null;
  private count = 0;

  /** A new file in the folder, writable only by this process. */
  create(): { path: string; stream: fs.WriteStream } {
    this.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), SPOOL_PREFIX));
    const file = path.join(this.dir, String(this.count++));
    return { path: file, stream: fs.createWriteStream(file, { flags: "wx", mode: 0o600 }) };
  }

  /** Removes the folder and its files (never fails: a missing folder is fine). */
  async remove(): Promise<void> {
    if (!this.dir) return;
    const dir = this.dir;
    this.dir = null;
    await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
