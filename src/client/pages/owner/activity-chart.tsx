// Conversations, questions and job fits a day, as bars: an SVG for the eye, described in words for a
// screen reader, with every figure in a table one click away.
import type { DayActivity } from '@/core/owner-insights'
import { fill } from '@/i18n/format'
import { formatNumber, useOwnerWords } from './owner-format'

// Each series is named as the figures above the chart name it.
const SERIES = [
  { key: 'conversations', className: 'fill-accent' },
  { key: 'questions', className: 'fill-accent/55' },
  { key: 'jobFits', className: 'fill-muted-foreground' },
] as const

const HEIGHT = 160
const BAR_GAP = 1

const shortDay = (day: string, intl: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intl, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

export function ActivityChart({ daily }: { daily: readonly DayActivity[] }) {
  const { t, intl } = useOwnerWords()
  const day = (value: string) => shortDay(value, intl)
  const highest = Math.max(1, ...daily.flatMap((day) => SERIES.map(({ key }) => day[key])))
  const slot = 3 * 8 + 6 // three bars of 8 and a gap between days
  const width = daily.length * slot
  const totals = SERIES.map(({ key }) => ({
    label: t[key],
    total: daily.reduce((sum, entry) => sum + entry[key], 0),
  }))
  const summary = fill(t.chartSummary, {
    totals: totals.map(({ label, total }) => `${label}: ${formatNumber(total, intl)}`).join(', '),
    days: formatNumber(daily.length, intl),
    from: day(daily[0]?.day ?? ''),
    to: day(daily.at(-1)?.day ?? ''),
  })
  // Label every day on a week's chart, every fifth on a month's, so the labels never overlap.
  const labelEvery = daily.length > 10 ? 5 : 1
  return (
    <figure className="space-y-3">
      <ul className="flex flex-wrap gap-4 text-sm text-muted-foreground" aria-hidden="true">
        {SERIES.map(({ key, className }) => (
          <li key={key} className="flex items-center gap-2">
            <svg viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" className={className} />
            </svg>
            {t[key]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={fill(t.chartLabel, { summary })}
      >
        {daily.map((entry, index) => (
          <g key={entry.day} transform={`translate(${index * slot + 3} 0)`}>
            {SERIES.map(({ key, className }, series) => {
              const height = (entry[key] / highest) * HEIGHT
              return (
                <rect
                  key={key}
                  x={series * 8}
                  y={HEIGHT - height}
                  width={8 - BAR_GAP}
                  height={height}
                  className={className}
                />
              )
            })}
          </g>
        ))}
        <line x1="0" x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
      </svg>
      {/* Outside the SVG, which stretches to the width: text in it would stretch too. One cell a day,
          so each label sits under its bars. */}
      <ol className="flex text-[10px] text-muted-foreground sm:text-xs" aria-hidden="true">
        {daily.map((entry, index) => (
          <li key={entry.day} className="flex-1 overflow-visible text-center whitespace-nowrap">
            {index % labelEvery === 0 ? day(entry.day) : ''}
          </li>
        ))}
      </ol>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-accent">
          {t.chartTable}
        </summary>
        {/* Wider than a phone in some languages: it scrolls, and the keyboard can scroll it too. */}
        <div
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-accent"
        >
          <table className="w-full text-start">
            <caption className="sr-only">{t.chartCaption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pe-4 font-medium">
                  {t.chartDay}
                </th>
                {SERIES.map(({ key }) => (
                  <th key={key} scope="col" className="py-1 pe-4 text-end font-medium">
                    {t[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.map((entry) => (
                <tr key={entry.day} className="border-b border-border/50">
                  <th scope="row" className="py-1 pe-4 font-normal">
                    {day(entry.day)}
                  </th>
                  {SERIES.map(({ key }) => (
                    <td key={key} className="py-1 pe-4 text-end tabular-nums">
                      {formatNumber(entry[key], intl)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
