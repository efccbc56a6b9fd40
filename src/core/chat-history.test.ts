import { describe, expect, it } from 'vitest'
import { CHAT_REQUEST_MAX_BYTES, JOB_DESCRIPTION_MAX_LENGTH, type ChatMessage } from './chat'
import { buildChatRequest, jobFitRequestBytes, recentHistory } from './chat-history'

describe('recentHistory: the last 5 messages before the question, without failure notices', () => {
  const message = (i: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    id: String(i),
    text: `m${i}`,
    sender: i % 2 ? 'user' : 'bot',
    timestamp: '2025-01-01T00:00:00.000Z',
    ...(i % 2 ? {} : { signature: `s${i}` }),
    ...extra,
  })

  it.each([
    ['fewer than 5: all', [0, 1, 2].map((i) => message(i)), ['m0', 'm1', 'm2']],
    [
      'more than 5: the last 5',
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => message(i)),
      ['m3', 'm4', 'm5', 'm6', 'm7'],
    ],
    [
      'failure notices do not count',
      [message(0), message(1), message(2, { failed: true }), message(3)],
      ['m0', 'm1', 'm3'],
    ],
  ])('%s', (_name, messages, expected) => {
    const history = recentHistory(messages)
    expect(history.map((turn) => turn.text)).toEqual(expected)
    expect(Object.keys(history.find((turn) => turn.sender === 'user')!)).toEqual(['sender', 'text'])
  })

  it('sends back no reply the server did not sign: the greeting, a reply cut off', () => {
    const history = recentHistory([
      message(0, { signature: undefined }),
      message(1),
      message(2, { signature: undefined, text: 'words before an error' }),
      message(3, { failed: true }),
      message(4),
    ])
    expect(history.map((turn) => turn.text)).toEqual(['m1', 'm4'])
  })
})

describe('buildChatRequest: what the page sends', () => {
  const message = (i: number, text: string): ChatMessage => ({
    id: String(i),
    text,
    sender: i % 2 ? 'bot' : 'user',
    timestamp: '2025-01-01T00:00:00.000Z',
    ...(i % 2 ? { signature: `s${i}` } : {}),
  })
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

  it('trims the question and sends the last 5 messages', () => {
    const messages = [0, 1, 2, 3, 4, 5, 6].map((i) => message(i, `m${i}`))
    expect(buildChatRequest('  Hello?  ', messages)).toEqual({
      message: 'Hello?',
      history: [
        { sender: 'user', text: 'm2' },
        { sender: 'bot', text: 'm3', signature: 's3' },
        { sender: 'user', text: 'm4' },
        { sender: 'bot', text: 'm5', signature: 's5' },
        { sender: 'user', text: 'm6' },
      ],
      // The first reply in the history was signed after the one before it.
      chain: 's1',
    })
  })

  it('cuts a long history entry to 2000 characters', () => {
    const request = buildChatRequest('Q', [message(1, 'x'.repeat(5000))])
    expect(request.history[0]?.text).toHaveLength(2000)
  })

  it.each(['e', 'é', '語', '🔧'])(
    'stays under the 16 KB body limit by leaving out the oldest entries (%s)',
    (char) => {
      const messages = [0, 1, 2, 3, 4, 5].map((i) => message(i, char.repeat(3000)))
      const request = buildChatRequest(char.repeat(1000), messages)
      expect(bytes(request)).toBeLessThanOrEqual(16 * 1024)
      expect(request.history.length).toBeGreaterThan(0)
      // what is kept is the newest, cut to 2000 UTF-16 code units
      expect(request.history.at(-1)).toEqual({
        sender: 'bot',
        text: char.repeat(3000).slice(0, 2000),
        signature: 's5',
      })
      // The chain starts from the last reply left out (m1, m3 and m5 are the replies).
      const left = 5 - request.history.length
      expect(request.chain).toBe(left ? `s${left % 2 ? left : left - 1}` : undefined)
    },
  )
})

describe('buildChatRequest: a job fit', () => {
  it('says it is a job fit; a question says nothing more', () => {
    expect(buildChatRequest('  A job  ', [], 'job-fit')).toEqual({
      message: 'A job',
      history: [],
      kind: 'job-fit',
    })
    expect(buildChatRequest('Hi', [])).toEqual({ message: 'Hi', history: [] })
  })
})

describe('jobFitRequestBytes', () => {
  it('counts a posting as the server counts the body: in bytes, three for a Chinese character', () => {
    expect(jobFitRequestBytes('x'.repeat(JOB_DESCRIPTION_MAX_LENGTH))).toBeLessThan(
      CHAT_REQUEST_MAX_BYTES,
    )
    expect(jobFitRequestBytes('职'.repeat(6000))).toBeGreaterThan(18_000)
    expect(jobFitRequestBytes('职'.repeat(5000))).toBeLessThan(CHAT_REQUEST_MAX_BYTES)
  })
})
