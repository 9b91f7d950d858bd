import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";

/** Prefix of the temporary folders that hold uploads while their request is read. */
export const SPOOL_PREFIX = "brezo-upload-";

/** A private temporary folder for one request's files while it is read: a stalled upload costs disk, not RAM. */
export class UploadSpool {
  private dir: string | null = null;
  private readonly writes: fs.WriteStream[] = [];

  /** Writes a file's bytes as they arrive: its path and size once all are written. Throws when no file can be made. */
  write(bytes: Readable): Promise<{ path: string; size: number }> {
    this.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), SPOOL_PREFIX));
    const file = path.join(this.dir, String(this.writes.length));
    const target = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
    this.writes.push(target);
    const written = new Promise<{ path: string; size: number }>((resolve, reject) => {
      target.on("finish", () => resolve({ path: file, size: target.bytesWritten }));
      target.on("error", reject);
    });
    bytes.pipe(target);
    return written;
  }

  /** Stops the writes and removes the folder and its files (never fails: a missing folder is fine). */
  async remove(): Promise<void> {
    for (const write of this.writes) write.destroy();
    if (!this.dir) return;
    const dir = this.dir;
    this.dir = null;
    await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
