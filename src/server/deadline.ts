// A call to a shared store that ends on time: store-deadlines.ts gives every store's calls one, and the
// token budget reads the error to learn how a late reservation ended after all. Apart from both, since
// each needs it and store-deadlines.ts also needs the budget's store type.

/** A store call that did not end in time; `late` is the call itself, still under way. */
export class StoreDeadlineError<T = unknown> extends Error {
  override name = 'StoreDeadlineError'
  constructor(
    what: string,
    readonly ms: number,
    readonly late: Promise<T>,
  ) {
    super(`${what}: no answer from the store within ${ms} ms`)
  }
}

/** `work`, or a StoreDeadlineError once `ms` have passed without an answer. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  // Set at once by the promise below.
  let timer: ReturnType<typeof setTimeout>
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreDeadlineError(what, ms, work)), ms)
  })
  // A call that fails after its deadline has already been reported; it must not be an unhandled rejection.
  work.catch(() => {})
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}
