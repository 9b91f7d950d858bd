/**
 * The bytes that form uploads in flight hold in this process's memory, against a ceiling: a
 * request that would go past it is refused (503) instead of letting many slow or stalled uploads
 * exhaust the instance. Every byte held is given back when its request ends, however it ends.
 */
export class UploadMemoryBudget {
  private heldBytes = 0;

  constructor(readonly limitBytes: number) {}

  /** Bytes held right now by uploads in flight. */
  get held(): number {
    return this.heldBytes;
  }

  /** Holds `bytes` more if they fit under the ceiling; false (nothing held) when they do not. */
  tryHold(bytes: number): boolean {
    if (this.heldBytes + bytes > this.limitBytes) return false;
    this.heldBytes += bytes;
    return true;
  }

  /** Gives back bytes held earlier. */
  release(bytes: number): void {
    this.heldBytes = Math.max(0, this.heldBytes - bytes);
  }
}

const BUDGET_KEY = Symbol.for("laboratorios-brezo.uploadMemoryBudget");

/** The budget of this process, shared by every form route (kept on globalThis: one per process, not per bundle). */
export function processUploadBudget(limitBytes: number): UploadMemoryBudget {
  const holder = globalThis as typeof globalThis & { [BUDGET_KEY]?: UploadMemoryBudget };
  return (holder[BUDGET_KEY] ??= new UploadMemoryBudget(limitBytes));
}
