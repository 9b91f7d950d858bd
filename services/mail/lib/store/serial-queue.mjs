// @ts-check
/**
 * Runs async tasks one after the other, in the order they were queued; a failing task does not
 * stop the ones after it. Keeps each store's disk and memory changes from interleaving.
 */
export class SerialQueue {
  constructor() {
    /** @type {Promise<unknown>} */
    this.tail = Promise.resolve();
  }

  /**
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  run(task) {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** @returns {Promise<void>} resolves once every task queued so far has finished */
  idle() {
    return this.tail.then(() => undefined);
  }
}
