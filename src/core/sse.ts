// Server-sent events, read incrementally: Gemini streams its reply this way to the server, and the server
// streams it on to the page the same way. Pure, so both sides share one reader.

export type SseEvent = {
  /** The `event:` field; "message" when the event names none. */
  event: string
  /** The `data:` lines, joined by newlines. */
  data: string
}

export type SseReader = {
  /** Feeds the next piece of the body (split anywhere, even inside a line); returns the completed events. */
  push: (text: string) => SseEvent[]
  /**
   * The body ended. An event is complete only at its blank line, so a half-sent event is dropped: that is
   * how a stream cut short shows.
   */
  end: () => SseEvent[]
}

export function createSseReader(): SseReader {
  let buffer = ''
  let event = ''
  let data: string[] = []

  const takeLine = (line: string, out: SseEvent[]) => {
    if (line === '') {
      if (data.length) out.push({ event: event || 'message', data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (line.startsWith(':')) return // a comment, such as a keep-alive
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
  }

  return {
    push(text) {
      buffer += text
      const out: SseEvent[] = []
      // A line ends at \n, \r\n or \r; a trailing \r may be the first half of \r\n, so it waits.
      const lineEnd = /\r\n|\n|\r(?!$)/g
      let start = 0
      for (let match = lineEnd.exec(buffer); match; match = lineEnd.exec(buffer)) {
        takeLine(buffer.slice(start, match.index), out)
        start = match.index + match[0].length
      }
      buffer = buffer.slice(start)
      return out
    },
    end() {
      const out: SseEvent[] = []
      if (buffer.endsWith('\r')) {
        takeLine(buffer.slice(0, -1), out)
        buffer = ''
      }
      return out
    },
  }
}
