// A mistake in the owner's content (the profile or a post). Apart from the schema, so that build code which
// only reports mistakes need not load it.

/** A mistake in the content. Its stack is its message: the owner needs the fields, not our call stack. */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(message: string) {
    super(message)
    this.stack = message
  }
}
