/** The rejection of a promise (fails the test if it resolves). */
export async function rejectionOf<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error("expected the promise to reject");
}
