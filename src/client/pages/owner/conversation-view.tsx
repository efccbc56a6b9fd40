// One conversation in full, as the visitor saw it. The visitor's words are plain text, never HTML or
// Markdown: a stranger typed them. The assistant's reply is rendered as the chat panel rendered it, by
// the same Markdown renderer, which makes no HTML and links only to http(s), mailto and the site itself.
import { useEffect, useRef } from 'react'
import { Markdown } from '@/client/chat/markdown'
import { sitePath } from '@/client/lib/site-path'
import type { TurnRecord } from '@/core/insights'
import { fill } from '@/i18n/format'
import { formatNumber, formatTime, useOwnerWords } from './owner-format'

export function ConversationView({
  id,
  turns,
  more,
  onClose,
}: {
  id: string
  turns: readonly TurnRecord[]
  /** It has older turns than these, which the export holds. */
  more: boolean
  onClose: () => void
}) {
  const { t, intl } = useOwnerWords()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [id])
  return (
    <section
      aria-labelledby="conversation-heading"
      className="space-y-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="conversation-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {fill(t.conversationOf, { time: formatTime(turns[0]?.at ?? 0, intl) })}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-sm underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t.closeConversation}
        </button>
      </div>
      {more ? (
        <p className="text-xs text-muted-foreground">
          {fill(t.olderTurns, { count: formatNumber(turns.length, intl) })}
        </p>
      ) : null}
      <ol className="space-y-4">
        {turns.map((turn) => (
          <li key={turn.id} className="space-y-2 border-t border-border pt-3">
            <p className="text-xs text-muted-foreground">
              {formatTime(turn.at, intl)} · {turn.kind === 'job-fit' ? t.jobFit : t.question} ·{' '}
              {t.outcomes[turn.outcome]}
              {turn.errorKind ? ` (${turn.errorKind})` : ''} · {modelOf(turn)} ·{' '}
              {fill(t.tokens, { count: formatNumber(turn.tokensIn + turn.tokensOut, intl) })}
              {turn.tokensEstimated ? t.estimated : ''}
              {turn.firstTokenMs !== null
                ? fill(t.firstWords, { ms: formatNumber(turn.firstTokenMs, intl) })
                : ''}
            </p>
            <div>
              <h4 className="text-sm font-medium">{t.visitor}</h4>
              <p className="whitespace-pre-wrap break-words">{turn.question}</p>
              {turn.questionLength > turn.question.length ? (
                <p className="text-xs text-muted-foreground">
                  {fill(t.kept, {
                    kept: formatNumber(turn.question.length, intl),
                    length: formatNumber(turn.questionLength, intl),
                  })}
                </p>
              ) : null}
            </div>
            <div>
              <h4 className="text-sm font-medium">{t.assistant}</h4>
              {/* As the visitor saw it: the reply's Markdown rendered, its links to the site's sections
                  leading to the home page. */}
              <div className="text-muted-foreground">
                <Markdown source={turn.reply} home={sitePath('/')} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The provider and its model, once when they share a name (the demo model is `demo demo` otherwise). */
function modelOf(turn: { provider: string; model: string }): string {
  return turn.model === turn.provider ? turn.provider : `${turn.provider} ${turn.model}`
}
