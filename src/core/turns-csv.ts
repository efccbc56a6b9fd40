// The conversation log as CSV, for a spreadsheet: one row per turn, every field of the record.
import type { TurnRecord } from './insights'

/** The columns, in the order of the record's fields (the language, added later, last). */
export const TURN_CSV_COLUMNS = [
  'id',
  'at',
  'conversationId',
  'visitor',
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
 * One field as RFC 4180 has it: quoted when it holds a comma, a quote or a line break. A visitor's text
 * that starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it and never
 * runs it.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The turns as CSV with a header row; `at` as an ISO time, which spreadsheets read as a date. */
export function turnsToCsv(turns: readonly TurnRecord[]): string {
  const rows = turns.map((turn) =>
    TURN_CSV_COLUMNS.map((column) =>
      csvField(column === 'at' ? new Date(turn.at).toISOString() : turn[column]),
    ).join(','),
  )
  return [TURN_CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('')
}
