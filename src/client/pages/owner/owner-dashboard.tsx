// What the owner sees once signed in: the window's figures, section by section, each under its own
// heading so a screen reader can jump between them.
import { useEffect, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/client/components/ui/button-link'
import { INSIGHT_WINDOWS, type InsightWindow, type OwnerInsights } from '@/core/owner-insights'
import type { TurnRecord } from '@/core/insights'
import { ActivityChart } from './activity-chart'
import { ConfirmButton } from './confirm-button'
import { ConversationView } from './conversation-view'
import { ownerApi } from './owner-api'
import {
  OUTCOME_LABELS,
  VERDICT_LABELS,
  failureText,
  formatMegabytes,
  formatNumber,
  formatTime,
} from './owner-format'

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
)

/** Says how much of a list is shown, when not all of it is: "The 100 latest of 2,314 conversations…". */
const Shown = ({ count, of, children }: { count: number; of: number; children: ReactNode }) =>
  of > count ? (
    <p className="text-xs text-muted-foreground">
      The {formatNumber(count)} {children} ({formatNumber(of)} in all).
    </p>
  ) : null

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      aria-label={label}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  )
}

export function OwnerDashboard({ onSignOut }: { onSignOut: () => void }) {
  const [days, setDays] = useState<InsightWindow>(7)
  const [insights, setInsights] = useState<OwnerInsights | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<{ id: string; turns: TurnRecord[]; more: boolean } | null>(null)
  const [status, setStatus] = useState('')

  // Bumped after a deletion, so the figures are read again.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    // A slow answer for a window the owner has since left must not replace the new one's.
    let current = true
    ownerApi.insights(days).then(
      (result) => {
        if (!current) return
        setInsights(result)
        setError(null)
      },
      (failure: unknown) => {
        if (current) setError(failureText(failure))
      },
    )
    return () => {
      current = false
    }
  }, [days, version])

  const openConversation = async (id: string) => {
    try {
      setOpen(await ownerApi.conversation(id))
    } catch (failure) {
      setError(failureText(failure))
    }
  }
  const signOut = (everywhere: boolean) => async () => {
    try {
      await (everywhere ? ownerApi.signOutEverywhere() : ownerApi.signOut())
      onSignOut()
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label="Period"
          className="inline-flex rounded-lg border border-border p-1"
        >
          {INSIGHT_WINDOWS.map((window) => (
            <button
              key={window}
              type="button"
              aria-pressed={days === window}
              onClick={() => setDays(window)}
              className={buttonClasses({
                variant: days === window ? 'primary' : 'ghost',
                size: 'sm',
              })}
            >
              Last {window} days
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={ownerApi.exportUrl('json')}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Export JSON
          </a>
          <a
            href={ownerApi.exportUrl('csv')}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Export CSV
          </a>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            onClick={signOut(false)}
          >
            Sign out
          </button>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            onClick={signOut(true)}
          >
            Sign out everywhere
          </button>
        </div>
      </div>

      <p role="status" className="sr-only">
        {status}
      </p>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-600 p-3 text-sm text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}

      {insights === null ? (
        <p className="text-muted-foreground">Loading the log…</p>
      ) : (
        <Insights
          insights={insights}
          open={open}
          onOpen={openConversation}
          onClose={() => setOpen(null)}
          onDelete={async (work, done) => {
            try {
              await work()
            } catch (failure) {
              setError(failureText(failure))
              return
            }
            setOpen(null)
            setStatus(done)
            setVersion((value) => value + 1)
          }}
        />
      )}
    </div>
  )
}

function Insights({
  insights,
  open,
  onOpen,
  onClose,
  onDelete,
}: {
  insights: OwnerInsights
  open: { id: string; turns: TurnRecord[]; more: boolean } | null
  onOpen: (id: string) => void
  onClose: () => void
  /** Deletes, then says so; a failure is shown instead. */
  onDelete: (work: () => Promise<unknown>, done: string) => Promise<void>
}) {
  const { totals, tokens, limits, health } = insights
  const budgetShare = tokens.dailyBudget ? tokens.today / tokens.dailyBudget : 0
  return (
    <div className="space-y-6">
      {!insights.logging ? (
        <p role="note" className="rounded-lg border border-border p-3 text-sm">
          The conversation log is off (INSIGHTS=off, or this host has no store): nothing is kept.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Conversations', totals.conversations],
          ['Questions', totals.questions],
          ['Job fits', totals.jobFits],
          ['Visitors (a day each)', totals.visitors],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatNumber(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <Panel id="activity" title={`Activity, last ${insights.days} days`}>
        <ActivityChart daily={insights.daily} />
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="top-questions" title="Most asked">
          {insights.topQuestions.length === 0 ? (
            <Empty>No questions in this period.</Empty>
          ) : (
            <ol className="space-y-2">
              {insights.topQuestions.map((group) => (
                <li key={group.question} className="flex gap-3">
                  <span className="w-8 shrink-0 text-right tabular-nums text-muted-foreground">
                    {group.count}×
                  </span>
                  <div className="min-w-0">
                    <p className="break-words">{group.question}</p>
                    {group.variants.length ? (
                      <p className="break-words text-xs text-muted-foreground">
                        Also asked as: {group.variants.join(' · ')}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel id="unanswered" title="Not answerable from the portfolio">
          {insights.unanswered.length === 0 ? (
            <Empty>Every question had its answer in the portfolio.</Empty>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Write an answer and paste the entry into <code>faq</code> in src/content/profile.ts.
              </p>
              <ul className="space-y-3">
                {insights.unanswered.map((group) => (
                  <li key={group.question} className="space-y-1">
                    <p className="break-words">
                      {group.question}{' '}
                      <span className="text-xs text-muted-foreground">({group.count}×)</span>
                    </p>
                    <div className="flex items-start gap-2">
                      <code className="block min-w-0 flex-1 overflow-x-auto rounded bg-subtle p-2 text-xs">
                        {group.faqEntry}
                      </code>
                      <CopyButton
                        text={group.faqEntry}
                        label={`Copy the FAQ entry for: ${group.question}`}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              <Shown count={insights.unanswered.length} of={insights.unansweredGroups}>
                most asked of the questions not answerable from the portfolio
              </Shown>
            </>
          )}
        </Panel>
      </div>

      <Panel id="job-fits" title="Job fits">
        {insights.jobFits.length === 0 ? (
          <Empty>No job descriptions were pasted in this period.</Empty>
        ) : (
          <ul className="divide-y divide-border">
            {insights.jobFits.map((fit) => (
              <li
                key={`${fit.conversationId}-${fit.at}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{fit.firstLine || '(no first line)'}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    <strong className="text-foreground">{VERDICT_LABELS[fit.verdict]}</strong>
                    {fit.verdictText ? ` — ${fit.verdictText}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  className="text-sm underline focus-visible:outline-2 focus-visible:outline-accent"
                  aria-label={`Open the conversation: ${fit.firstLine}`}
                  onClick={() => onOpen(fit.conversationId)}
                >
                  Open
                </button>
              </li>
            ))}
          </ul>
        )}
        <Shown count={insights.jobFits.length} of={insights.totals.jobFits}>
          latest job fits; the export holds them all
        </Shown>
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="limits" title="Limits, errors and tokens">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Visitors who hit their own limit</dt>
            <dd className="text-right tabular-nums">{limits.visitorLimit}</dd>
            <dt>Questions refused by the daily cap</dt>
            <dd className="text-right tabular-nums">{limits.dailyCap}</dd>
            <dt>Questions refused by the token budget</dt>
            <dd className="text-right tabular-nums">{limits.tokenBudget}</dd>
            <dt>Turns not kept: a visitor’s or network’s share of the day was full</dt>
            <dd className="text-right tabular-nums">{limits.shareFull}</dd>
            {insights.errors.map((entry) => (
              <div key={entry.kind} className="contents">
                <dt>Errors: {entry.kind}</dt>
                <dd className="text-right tabular-nums">{entry.count}</dd>
              </div>
            ))}
            {insights.errors.length === 0 ? (
              <>
                <dt>Errors</dt>
                <dd className="text-right tabular-nums">0</dd>
              </>
            ) : null}
            <dt>Store failures (turns not kept)</dt>
            <dd className="text-right tabular-nums">{health?.failures ?? 0}</dd>
          </dl>
          <div className="space-y-1 pt-2">
            <p className="text-sm">
              Tokens today: {formatNumber(tokens.today)} of {formatNumber(tokens.dailyBudget)} (
              {(budgetShare * 100).toFixed(1)}%){tokens.estimated ? ', some estimated' : ''}; this
              period: {formatNumber(tokens.total)}
            </p>
            <div
              role="meter"
              aria-label="Tokens spent today against the daily budget"
              aria-valuemin={0}
              aria-valuemax={tokens.dailyBudget}
              aria-valuenow={tokens.today}
              className="h-2 overflow-hidden rounded bg-subtle"
            >
              <svg viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-full w-full">
                <rect width={Math.min(100, budgetShare * 100)} height="1" className="fill-accent" />
              </svg>
            </div>
          </div>
          {health ? (
            <p className="text-xs text-muted-foreground">
              The log holds {formatNumber(health.rows)} of at most {formatNumber(health.maxRows)}{' '}
              turns ({formatMegabytes(health.bytes)} of {formatMegabytes(health.maxBytes)}), kept{' '}
              {health.retentionDays} days.
            </p>
          ) : null}
        </Panel>

        <Panel id="conversations" title="Conversations">
          {insights.conversations.length === 0 ? (
            <Empty>No conversations in this period.</Empty>
          ) : (
            <ul className="relative max-h-96 divide-y divide-border overflow-y-auto">
              {insights.conversations.map((conversation) => (
                <li
                  key={conversation.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate">{conversation.opening}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatTime(conversation.lastAt)} · {conversation.turns}{' '}
                      {conversation.turns === 1 ? 'turn' : 'turns'} ·{' '}
                      {[...new Set(conversation.outcomes)]
                        .map((outcome) => OUTCOME_LABELS[outcome])
                        .join(', ')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      aria-label={`Open the conversation: ${conversation.opening}`}
                      onClick={() => onOpen(conversation.id)}
                    >
                      Open
                    </button>
                    <ConfirmButton
                      label={`Delete the conversation: ${conversation.opening}`}
                      question="Delete this conversation?"
                      confirmLabel="Delete"
                      onConfirm={() =>
                        onDelete(
                          () => ownerApi.deleteConversation(conversation.id),
                          'The conversation was deleted.',
                        )
                      }
                    >
                      Delete
                    </ConfirmButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Shown count={insights.conversations.length} of={insights.totals.conversations}>
            latest conversations; the export holds them all
          </Shown>
          <ConfirmButton
            question={`Delete every conversation (${health?.rows ?? 0} turns)? This cannot be undone.`}
            confirmLabel="Delete all"
            onConfirm={() => onDelete(ownerApi.deleteAll, 'Every conversation was deleted.')}
          >
            Delete all…
          </ConfirmButton>
        </Panel>
      </div>

      {open ? (
        <ConversationView id={open.id} turns={open.turns} more={open.more} onClose={onClose} />
      ) : null}
    </div>
  )
}
