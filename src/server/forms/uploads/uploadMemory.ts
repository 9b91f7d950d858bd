/** The bytes uploads in flight hold in this process, against a ceiling (past it: 503). */
export class UploadMemoryBudget {
  private heldBytes = 0;

  constructor(readonly limitBytes: number) {}

  get held(): number {
    return this.heldBytes;
  }

  /** Holds `bytes` more if they fit under the ceiling; false (nothing held) when they do not. */
  tryHold(bytes: number): boolean {
    if (this.heldBytes + bytes > this.limitBytes) return false;
    this.heldBytes += bytes;
    return true;
  }

  release(bytes: number): void {
    this.heldBytes = Math.max(0, this.heldBytes - bytes);
  }
}

const BUDGET_KEY = Symbol.for("laboratorios-brezo.uploadMemoryBudget");

/** The budget of this process (on globalThis: one per process, not per bundle). */
export function processUploadBudget(limitBytes: number): UploadMemoryBudget {
  const holder = globalThis as typeof globalThis & { [BUDGET_KEY]?: UploadMemoryBudget };
  return (holder[BUDGET_KEY] ??= new UploadMemoryBudget(limitBytes));
}
