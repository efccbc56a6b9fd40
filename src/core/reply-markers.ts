// Markers the prompt asks the model to put in a reply, so the server learns what the visitor never sees:
// that the portfolio did not hold the answer, or that an owner's FAQ entry gave it. The server strips
// them from the stream as it passes, before any word reaches the visitor, the signature or the log.
// Pure: shared by the route, the prompt and the tests.

export const REPLY_MARKERS = { unanswered: '[[unanswered]]', faq: '[[faq]]' } as const
export type ReplyMarker = keyof typeof REPLY_MARKERS

const MARKERS = Object.entries(REPLY_MARKERS) as [ReplyMarker, string][]
// Models vary the case; the whitespace after a marker goes with it, so no reply starts with a space.
const MARKER_PATTERN = new RegExp(
  `(?:${MARKERS.map(([, text]) => text.replace(/[[\]]/g, '\\$&')).join('|')})[ \\t]*\\n?`,
  'gi',
)

export type MarkerStripper = {
  /** The next piece of the reply, without markers; what might be a marker's start waits for the rest. */
  push: (text: string) => string
  /**
   * The reply ended whole: whatever was held back, since it never became a marker. A reply that fails
   * instead sends none of it: the start of a marker (`[[unans`) is never the visitor's to see.
   */
  end: () => string
  /** The markers seen so far. */
  readonly found: ReadonlySet<ReplyMarker>
}

const LONGEST = Math.max(...MARKERS.map(([, text]) => text.length))

export function createMarkerStripper(): MarkerStripper {
  let held = ''
  // A marker that ended a piece takes the whitespace that opens the next one with it.
  let trimNext = false
  const found = new Set<ReplyMarker>()
  const stripOnce = (text: string) =>
    text.replace(MARKER_PATTERN, (match, offset: number) => {
      const marker = MARKERS.find(([, marker]) => match.toLowerCase().startsWith(marker))
      if (marker) found.add(marker[0])
      trimNext = offset + match.length === text.length
      return ''
    })
  // Until none is left: a marker inside another (`[[unan[[unanswered]]swered]]`) makes one when it goes.
  const strip = (text: string) => {
    for (let before = ''; before !== text;) [before, text] = [text, stripOnce(text)]
    return text
  }
  /** How much of the end of `text` could still grow into a marker. */
  const pendingLength = (text: string) => {
    const lower = text.toLowerCase()
    for (let length = Math.min(lower.length, LONGEST - 1); length > 0; length--) {
      const tail = lower.slice(-length)
      if (MARKERS.some(([, marker]) => marker.startsWith(tail))) return length
    }
    return 0
  }
  return {
    push(text) {
      if (trimNext && !held) {
        text = text.replace(/^[ \t]*\n?/, '')
        trimNext = text === ''
      }
      const clean = strip(held + text)
      const pending = pendingLength(clean)
      held = clean.slice(clean.length - pending)
      return clean.slice(0, clean.length - pending)
    },
    end() {
      const rest = held
      held = ''
      return rest
    },
    found,
  }
}
