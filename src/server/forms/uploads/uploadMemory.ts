import { perProcess } from "@/lib/perProcess";

/** The bytes form uploads in flight hold in this process, against a ceiling (past it a request is refused, 503). */
export class UploadMemoryBudget {
  /** Bytes held right now by uploads in flight (only tryHold and release change it). */
  held = 0;

  constructor(readonly limitBytes: number) {}

  /** Holds `bytes` more if they fit under the ceiling; false (nothing held) when they do not. */
  tryHold(bytes: number): boolean {
    if (this.held + bytes > this.limitBytes) return false;
    this.held += bytes;
    return true;
  }

  /** Gives back bytes held earlier. */
  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }
}

/** The budget of this process, shared by every form route. */
export function processUploadBudget(limitBytes: number): UploadMemoryBudget {
  return perProcess("uploadMemoryBudget", () => new UploadMemoryBudget(limitBytes));
}
