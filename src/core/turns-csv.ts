// The conversation log as CSV, for a spreadsheet: one row per turn, every field of the record. Written a
// row at a time, so the export streams a log of any size.
import type { TurnRecord } from './insights'

/** The columns, in the order of the record's fields (the language, added later, last). */
export const TURN_CSV_COLUMNS = [
  'id',
  'at',
  'conversationId',
  'visitor',
  'network',
  'kind',
  'question',
  'questionLength',
  'reply',
  'outcome',
  'errorKind',
  'provider',
  'model',
  'tokensIn',
  'tokensOut',
  'tokensEstimated',
  'firstTokenMs',
  'totalMs',
  'locale',
] as const satisfies readonly (keyof TurnRecord)[]

/**
 * One field, neutralised as OWASP's CSV Injection page recommends: every text is quoted (so a `;` or a
 * tab inside it is never read as a separator by a spreadsheet that splits on them), its quotes doubled,
 * and a text that starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it and never runs it. Numbers and booleans are ours, never a
 * visitor's, and stay bare.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** The header row, CRLF-ended as RFC 4180 has it. */
export const TURN_CSV_HEADER = `${TURN_CSV_COLUMNS.join(',')}\r\n`

/** One turn's row; `at` as an ISO time, which spreadsheets read as a date. */
export const turnCsvRow = (turn: TurnRecord) =>
  `${TURN_CSV_COLUMNS.map((column) =>
    csvField(column === 'at' ? new Date(turn.at).toISOString() : turn[column]),
  ).join(',')}\r\n`
