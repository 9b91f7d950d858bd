// @ts-check
/**
 * MessageIDs: unique, increasing integers shaped like Mailjet's (16 digits), but below 2^53 so
 * that `JSON.parse` keeps them exact. Derived from the clock (microseconds) and never lower than
 * one more than the last issued, so they stay unique across restarts.
 */
export class MessageIdSequence {
  /** @param {number} [lastIssued] the highest MessageID already stored */
  constructor(lastIssued = 0) {
    this.last = lastIssued;
  }

  /** @returns {number} */
  next() {
    this.last = Math.max(this.last + 1, Date.now() * 1000);
    return this.last;
  }
}
