// CSS `unicode-range` values, read and written: the npm font packages name the characters each of their
// files holds this way, and the site's own @font-face rules name what each subset holds.

export type CodeRange = [start: number, end: number]

/** `U+0000-00FF,U+0131` as ranges of code points. */
export function parseRanges(value: string): CodeRange[] {
  return value.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(start ?? '0', 16), parseInt(end ?? start ?? '0', 16)]
  })
}

export const inRanges = (ranges: readonly CodeRange[], code: number) =>
  ranges.some(([start, end]) => code >= start && code <= end)

/** Code points as a `unicode-range` value, runs of neighbours joined: `U+20-7E,U+2019`. */
export function formatRanges(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b)
  const runs: CodeRange[] = []
  for (const code of sorted) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  const hex = (code: number) => code.toString(16).toUpperCase()
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',')
}
