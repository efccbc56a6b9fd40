import { describe, expect, it } from 'vitest'
import { createSseReader, type SseEvent } from './sse'

const readAll = (pieces: string[]): SseEvent[] => {
  const reader = createSseReader()
  return [...pieces.flatMap((piece) => reader.push(piece)), ...reader.end()]
}

describe('createSseReader', () => {
  it.each<[string, string[], SseEvent[]]>([
    ['one event', ['data: {"a":1}\n\n'], [{ event: 'message', data: '{"a":1}' }]],
    [
      'two events in one piece',
      ['data: 1\n\ndata: 2\n\n'],
      [
        { event: 'message', data: '1' },
        { event: 'message', data: '2' },
      ],
    ],
    ['split inside a line', ['da', 'ta: hel', 'lo\n', '\n'], [{ event: 'message', data: 'hello' }]],
    ['CRLF line ends', ['data: x\r\n\r\n'], [{ event: 'message', data: 'x' }]],
    [
      'CRLF split between \\r and \\n',
      ['data: x\r', '\n\r', '\n'],
      [{ event: 'message', data: 'x' }],
    ],
    [
      'CR line ends',
      ['data: x\r\rdata: y\r\r'],
      [
        { event: 'message', data: 'x' },
        { event: 'message', data: 'y' },
      ],
    ],
    [
      'a named event',
      ['event: text\ndata: {"text":"Hi"}\n\n'],
      [{ event: 'text', data: '{"text":"Hi"}' }],
    ],
    ['data lines joined', ['data: a\ndata: b\n\n'], [{ event: 'message', data: 'a\nb' }]],
    ['no space after the colon', ['data:x\n\n'], [{ event: 'message', data: 'x' }]],
    [
      'comments and unknown fields are ignored',
      [': ping\nid: 1\nretry: 5\ndata: x\n\n'],
      [{ event: 'message', data: 'x' }],
    ],
    [
      'an event without its blank line is dropped',
      ['data: 1\n\ndata: half'],
      [{ event: 'message', data: '1' }],
    ],
    ['an event with no data is not dispatched', ['event: text\n\n'], []],
    ['UTF-8 text', ['data: Añyá 語 🔧\n\n'], [{ event: 'message', data: 'Añyá 語 🔧' }]],
  ])('%s', (_name, pieces, expected) => {
    expect(readAll(pieces)).toEqual(expected)
  })

  it('reads a body fed one character at a time', () => {
    const body = 'event: text\r\ndata: {"text":"a"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n'
    expect(readAll([...body])).toEqual([
      { event: 'text', data: '{"text":"a"}' },
      { event: 'done', data: '{}' },
    ])
  })
})
