import { describe, expect, it } from 'vitest'
import type { TurnRecord } from './insights'
import { csvField, turnsToCsv, TURN_CSV_COLUMNS } from './turns-csv'

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['she said "hi"', '"she said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
    [42, '42'],
    [-3, '-3'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
  ] as const)('%j is %s', (value, field) => {
    expect(csvField(value)).toBe(field)
  })
})

describe('turnsToCsv', () => {
  const turn: TurnRecord = {
    id: 't1',
    at: Date.UTC(2026, 10, 26, 9, 30),
    conversationId: 'c1',
    visitor: 'v1',
    kind: 'question',
    question: 'Where, exactly?',
    questionLength: 15,
    reply: 'Texas.',
    outcome: 'answered',
    provider: 'gemini',
    model: 'gemini-2.5-flash',
    tokensIn: 10,
    tokensOut: 2,
    tokensEstimated: false,
    firstTokenMs: null,
    totalMs: 800,
  }

  it('has a header row and one row per turn, every line ended by CRLF', () => {
    expect(turnsToCsv([turn, { ...turn, id: 't2', locale: 'pt' }])).toBe(
      `${TURN_CSV_COLUMNS.join(',')}\r\n` +
        't1,2026-11-26T09:30:00.000Z,c1,v1,question,"Where, exactly?",15,Texas.,answered,,gemini,gemini-2.5-flash,10,2,false,,800,\r\n' +
        't2,2026-11-26T09:30:00.000Z,c1,v1,question,"Where, exactly?",15,Texas.,answered,,gemini,gemini-2.5-flash,10,2,false,,800,pt\r\n',
    )
    expect(TURN_CSV_COLUMNS.at(-1)).toBe('locale')
  })

  it('is only the header for an empty log', () => {
    expect(turnsToCsv([])).toBe(`${TURN_CSV_COLUMNS.join(',')}\r\n`)
  })
})
