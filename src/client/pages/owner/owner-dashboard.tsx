// What the owner sees once signed in: the window's figures, section by section, each under its own
// heading so a screen reader can jump between them.
import { useEffect, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/client/components/ui/button-link'
import {
  INSIGHT_WINDOWS,
  type InsightWindow,
  type OwnerInsights,
  type UnansweredQuestion,
} from '@/core/owner-insights'
import type { TurnRecord } from '@/core/insights'
import { ActivityChart } from './activity-chart'
import { ConfirmButton } from './confirm-button'
import { ConversationView } from './conversation-view'
import { ownerApi } from './owner-api'
import { fill, plural } from '@/i18n/format'
import { formatNumber, formatTime, languageName, useOwnerWords } from './owner-format'

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

// Where an unanswered question's FAQ entry goes: the content's field, in the file of its language.
const FAQ_FIELD = 'faq'

/** Where an unanswered question's FAQ entry goes: the field (as code) and the file. */
function FaqHint({ file }: { file: string }) {
  const { t } = useOwnerWords()
  const [before = '', between = '', after = ''] = t.faqHint.split(/\{field\}|\{file\}/)
  return (
    <p className="text-sm text-muted-foreground">
      {before}
      <code>{FAQ_FIELD}</code>
      {between}
      {file}
      {after}
    </p>
  )
}

/** The unanswered questions by the file their entries go to, the files in the order first met. */
function byFile(questions: readonly UnansweredQuestion[]): [string, UnansweredQuestion[]][] {
  const files = new Map<string, UnansweredQuestion[]>()
  for (const question of questions)
    files.set(question.file, [...(files.get(question.file) ?? []), question])
  return [...files.entries()]
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useOwnerWords()
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
      {copied ? t.copied : t.copy}
    </button>
  )
}

export function OwnerDashboard({ onSignOut }: { onSignOut: () => void }) {
  const { t, intl } = useOwnerWords()
  const [days, setDays] = useState<InsightWindow>(7)
  // The language the figures are for; undefined: every language.
  const [locale, setLocale] = useState<string | undefined>(undefined)
  const [insights, setInsights] = useState<OwnerInsights | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<{ id: string; turns: TurnRecord[] } | null>(null)
  const [status, setStatus] = useState('')

  // Bumped after a deletion, so the figures are read again.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    // A slow answer for a window the owner has since left must not replace the new one's.
    let current = true
    ownerApi.insights(days, locale).then(
      (result) => {
        if (!current) return
        setInsights(result)
        setError(null)
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure))
      },
    )
    return () => {
      current = false
    }
  }, [days, locale, version])

  const openConversation = async (id: string) => {
    try {
      setOpen(await ownerApi.conversation(id))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t.period}
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
              {plural(intl, t.lastDays, window)}
            </button>
          ))}
        </div>
        {/* Only a site, or a log, in more than one language has a language to choose. */}
        {insights && insights.languages.length > 1 ? (
          <label className="flex items-center gap-2 text-sm">
            {t.language}
            <select
              value={locale ?? ''}
              onChange={(event) => setLocale(event.target.value || undefined)}
              className="rounded-lg border border-border bg-background px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <option value="">{t.allLanguages}</option>
              {insights.languages.map((language) => (
                <option key={language} value={language}>
                  {languageName(language, intl)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <a
            href={ownerApi.exportUrl('json')}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {t.exportJson}
          </a>
          <a
            href={ownerApi.exportUrl('csv')}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {t.exportCsv}
          </a>
          <button
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            onClick={async () => {
              await ownerApi.signOut()
              onSignOut()
            }}
          >
            {t.signOut}
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
        <p className="text-muted-foreground">{t.loading}</p>
      ) : (
        <Insights
          insights={insights}
          open={open}
          onOpen={openConversation}
          onClose={() => setOpen(null)}
          onDeleted={async (message) => {
            setOpen(null)
            setStatus(message)
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
  onDeleted,
}: {
  insights: OwnerInsights
  open: { id: string; turns: TurnRecord[] } | null
  onOpen: (id: string) => void
  onClose: () => void
  onDeleted: (message: string) => Promise<void>
}) {
  const { t, intl } = useOwnerWords()
  const number = (value: number) => formatNumber(value, intl)
  const { totals, tokens, limits, health } = insights
  const multilingual = insights.languages.length > 1
  const budgetShare = tokens.dailyBudget ? tokens.today / tokens.dailyBudget : 0
  return (
    <div className="space-y-6">
      {!insights.logging ? (
        <p role="note" className="rounded-lg border border-border p-3 text-sm">
          {t.loggingOff}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t.conversations, totals.conversations],
          [t.questions, totals.questions],
          [t.jobFits, totals.jobFits],
          [t.visitors, totals.visitors],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{number(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <Panel id="activity" title={plural(intl, t.activity, insights.days)}>
        <ActivityChart daily={insights.daily} />
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="top-questions" title={t.mostAsked}>
          {insights.topQuestions.length === 0 ? (
            <Empty>{t.noQuestions}</Empty>
          ) : (
            <ol className="space-y-2">
              {insights.topQuestions.map((group) => (
                <li key={group.question} className="flex gap-3">
                  <span className="w-8 shrink-0 text-end tabular-nums text-muted-foreground">
                    {fill(t.timesAsked, { count: number(group.count) })}
                  </span>
                  <div className="min-w-0">
                    <p className="break-words">{group.question}</p>
                    {group.variants.length ? (
                      <p className="break-words text-xs text-muted-foreground">
                        {fill(t.alsoAsked, { variants: group.variants.join(' · ') })}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel id="unanswered" title={t.unanswered}>
          {insights.unanswered.length === 0 ? (
            <Empty>{t.allAnswered}</Empty>
          ) : (
            byFile(insights.unanswered).map(([file, groups]) => (
              <div key={file} className="space-y-3">
                <FaqHint file={file} />
                <ul className="space-y-3">
                  {groups.map((group) => (
                    <li key={group.question} className="space-y-1">
                      <p className="break-words">
                        {group.question}{' '}
                        <span className="text-xs text-muted-foreground">
                          ({fill(t.timesAsked, { count: number(group.count) })})
                        </span>
                      </p>
                      <div className="flex items-start gap-2">
                        <code className="block min-w-0 flex-1 overflow-x-auto rounded bg-subtle p-2 text-xs">
                          {group.faqEntry}
                        </code>
                        <CopyButton
                          text={group.faqEntry}
                          label={fill(t.copyFaq, { question: group.question })}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </Panel>
      </div>

      <Panel id="job-fits" title={t.jobFits}>
        {insights.jobFits.length === 0 ? (
          <Empty>{t.noJobFits}</Empty>
        ) : (
          <ul className="divide-y divide-border">
            {insights.jobFits.map((fit) => (
              <li
                key={`${fit.conversationId}-${fit.at}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{fit.firstLine || t.noFirstLine}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    <strong className="text-foreground">{t.verdicts[fit.verdict]}</strong>
                    {fit.verdictText ? ` — ${fit.verdictText}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  className="text-sm underline focus-visible:outline-2 focus-visible:outline-accent"
                  aria-label={fill(t.openConversation, { opening: fit.firstLine })}
                  onClick={() => onOpen(fit.conversationId)}
                >
                  {t.open}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="limits" title={t.limits}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t.visitorLimit}</dt>
            <dd className="text-end tabular-nums">{number(limits.visitorLimit)}</dd>
            <dt>{t.dailyCap}</dt>
            <dd className="text-end tabular-nums">{number(limits.dailyCap)}</dd>
            <dt>{t.tokenBudget}</dt>
            <dd className="text-end tabular-nums">{number(limits.tokenBudget)}</dd>
            {insights.errors.map((entry) => (
              <div key={entry.kind} className="contents">
                <dt>{fill(t.errorsOf, { kind: entry.kind })}</dt>
                <dd className="text-end tabular-nums">{number(entry.count)}</dd>
              </div>
            ))}
            {insights.errors.length === 0 ? (
              <>
                <dt>{t.errors}</dt>
                <dd className="text-end tabular-nums">{number(0)}</dd>
              </>
            ) : null}
            <dt>{t.storeFailures}</dt>
            <dd className="text-end tabular-nums">{number(health?.failures ?? 0)}</dd>
          </dl>
          <div className="space-y-1 pt-2">
            <p className="text-sm">
              {fill(t.tokensToday, {
                today: number(tokens.today),
                budget: number(tokens.dailyBudget),
                share: new Intl.NumberFormat(intl, {
                  style: 'percent',
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }).format(budgetShare),
                estimated: tokens.estimated ? t.someEstimated : '',
                total: number(tokens.total),
              })}
            </p>
            <div
              role="meter"
              aria-label={t.tokensMeter}
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
              {fill(t.logHolds, { rows: number(health.rows), days: number(health.retentionDays) })}
            </p>
          ) : null}
        </Panel>

        <Panel id="conversations" title={t.conversations}>
          {insights.conversations.length === 0 ? (
            <Empty>{t.noConversations}</Empty>
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
                      {formatTime(conversation.lastAt, intl)} ·{' '}
                      {plural(intl, t.turns, conversation.turns)} ·{' '}
                      {[...new Set(conversation.outcomes)]
                        .map((outcome) => t.outcomes[outcome])
                        .join(', ')}
                      {multilingual
                        ? ` · ${conversation.locales.map((language) => languageName(language, intl)).join(', ')}`
                        : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      aria-label={fill(t.openConversation, { opening: conversation.opening })}
                      onClick={() => onOpen(conversation.id)}
                    >
                      {t.open}
                    </button>
                    <ConfirmButton
                      label={fill(t.deleteConversation, { opening: conversation.opening })}
                      question={t.deleteQuestion}
                      confirmLabel={t.delete}
                      cancelLabel={t.cancel}
                      onConfirm={async () => {
                        await ownerApi.deleteConversation(conversation.id)
                        await onDeleted(t.deleted)
                      }}
                    >
                      {t.delete}
                    </ConfirmButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ConfirmButton
            question={fill(t.deleteAllQuestion, { rows: number(health?.rows ?? 0) })}
            confirmLabel={t.deleteAllConfirm}
            cancelLabel={t.cancel}
            onConfirm={async () => {
              await ownerApi.deleteAll()
              await onDeleted(t.allDeleted)
            }}
          >
            {t.deleteAll}
          </ConfirmButton>
        </Panel>
      </div>

      {open ? <ConversationView id={open.id} turns={open.turns} onClose={onClose} /> : null}
    </div>
  )
}
