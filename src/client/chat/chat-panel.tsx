// The chat panel's layout: the header, the conversation, the suggestions, the error line and the input,
// or the job description box. Its state lives in useChat. Loaded on the first open, so visitors who never
// chat never download it.
import { Bot, ClipboardList, SendHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/client/lib/cn'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REQUEST_MAX_BYTES,
  JOB_DESCRIPTION_MAX_LENGTH,
  type ChatMessage,
} from '@/core/chat'
import { jobFitRequestBytes } from '@/core/chat-history'
import type { Messages } from '@/i18n/catalog'
import { fill, plural } from '@/i18n/format'
import { CHAT_PANEL_ID } from './chat-panel-id'
import { Markdown } from './markdown'
import { useChat } from './use-chat'

/**
 * The assistant's words in the page's language, the owner's name already in the title, the greeting and
 * the placeholder (the default questions' templates stay with the prerender).
 */
export type ChatTexts = Omit<Messages['chat'], 'suggestions'>

export type ChatPanelProps = {
  texts: ChatTexts
  /** The page's language (its tag, sent with each question) and its Intl tag. */
  locale: string
  intl: string
  /** The home page in this language: where links to its sections go from another page. */
  home: string
  ownerName: string
  /** Offered under the greeting while the conversation is empty (core/chat-suggestions.ts). */
  suggestions?: readonly string[]
  /** The chat API's origin when it is not this site's own (a static build's deployed API). */
  api?: string
  /** This is the home page: links to its sections scroll there rather than open it. */
  sectionsOnPage?: boolean
  open: boolean
  /** Closes the panel and gives focus back to the button that opened it. */
  onClose: () => void
}

// The character counter appears when this few characters are left of the 1000 the server accepts (of
// the 8,000 of a job description).
const CHAT_COUNTER_FROM = 100
const JOB_COUNTER_FROM = 500
// What the job box says of a posting too large to send; 16,384 bytes show as the API's "16 KB".
const kilobytes = (texts: ChatTexts, intl: string, bytes: number) =>
  fill(texts.kilobytes, {
    size: (Math.ceil((bytes / 1024) * 10) / 10).toLocaleString(intl),
  })
// Below Tailwind's `sm` breakpoint the panel covers the page, so following a link to a section closes it.
const PHONE_WIDTH = '(max-width: 639.98px)'

// A message's time is shown as a local time.
const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })

function MessageBubble({
  texts,
  home,
  message,
  streaming,
  sectionsOnPage,
  onSectionLink,
}: {
  texts: ChatTexts
  home: string
  message: ChatMessage
  streaming: boolean
  sectionsOnPage: boolean
  onSectionLink: () => void
}) {
  const fromUser = message.sender === 'user'
  return (
    <li className={cn('flex', fromUser ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          fromUser
            ? 'rounded-ee-md bg-accent text-accent-foreground'
            : 'rounded-es-md bg-subtle text-foreground',
        )}
      >
        <span className="sr-only">{fromUser ? texts.you : texts.assistant}: </span>
        {message.kind === 'job-fit' ? (
          // A long posting would fill the panel: a few lines show, the whole is read out.
          <>
            <p className="text-xs font-semibold">{texts.jobDescription}</p>
            <p className="line-clamp-4 break-words whitespace-pre-wrap">{message.text}</p>
          </>
        ) : fromUser || message.failed ? (
          <p className="break-words whitespace-pre-wrap">{message.text}</p>
        ) : (
          <Markdown
            source={message.text}
            streaming={streaming}
            home={home}
            sectionsOnPage={sectionsOnPage}
            onSectionLink={onSectionLink}
          />
        )}
        {streaming ? (
          // More is on its way; the log is aria-busy meanwhile, so this is for the eye only.
          <span aria-hidden="true" className="mt-2 flex gap-1" data-streaming="">
            {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map(
              (delay) => (
                <span
                  key={delay}
                  className={cn(
                    'size-1.5 rounded-full bg-muted-foreground motion-safe:animate-pulse',
                    delay,
                  )}
                />
              ),
            )}
          </span>
        ) : (
          <time
            dateTime={message.timestamp}
            className={cn(
              'mt-1 block text-[0.6875rem]',
              fromUser ? 'text-end text-accent-foreground' : 'text-muted-foreground',
            )}
          >
            {formatTime(message.timestamp)}
          </time>
        )}
      </div>
    </li>
  )
}

export function ChatPanel({
  texts,
  locale,
  intl,
  home,
  ownerName,
  suggestions = [],
  api,
  sectionsOnPage = false,
  open,
  onClose,
}: ChatPanelProps) {
  const {
    messages,
    keptDays,
    demo,
    input,
    setInput,
    jobText,
    setJobText,
    pending,
    error,
    streamingId,
    send,
    sendJob,
  } = useChat(texts, locale, api)
  const [pastingJob, setPastingJob] = useState(false)
  const titleId = useId()
  const errorId = useId()
  const counterId = useId()
  const jobId = useId()
  const jobCounterId = useId()
  const suggestionsId = useId()
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const jobRef = useRef<HTMLTextAreaElement>(null)

  // The box takes the focus when it opens, and gives it back to the question when it closes.
  useEffect(() => {
    if (!open) return
    if (pastingJob) jobRef.current?.focus()
    else inputRef.current?.focus()
  }, [open, pastingJob])

  // The server counts a posting in bytes (16 KB): 8,000 characters of English are 8 KB, of Chinese 24 KB.
  const jobBytes = jobFitRequestBytes(jobText)
  const jobTooLarge = jobBytes > CHAT_REQUEST_MAX_BYTES

  const checkFit = async () => {
    if (jobText.trim() === '' || pending || jobTooLarge) return
    setPastingJob(false)
    // A posting refused before any answer goes back in its box.
    if (!(await sendJob())) setPastingJob(true)
  }

  // The panel scrolls to the latest message when opened or when messages change.
  useEffect(() => {
    const log = logRef.current
    if (open && log) log.scrollTop = log.scrollHeight
  }, [open, messages, pending])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  // On the home page the browser scrolls to the section (a plain anchor); on a phone the panel would hide
  // it, so it closes. From another page the link opens the home page there.
  const followSectionLink = () => {
    if (window.matchMedia(PHONE_WIDTH).matches) onClose()
  }

  const showSuggestions =
    suggestions.length > 0 && !pending && messages.every((message) => message.sender === 'bot')

  const blank = input.trim() === ''
  const remaining = CHAT_MESSAGE_MAX_LENGTH - input.length
  const jobRemaining = JOB_DESCRIPTION_MAX_LENGTH - jobText.length

  return (
    <div
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby={titleId}
      data-chat-panel=""
      hidden={!open}
      // On a phone the button is in the top bar, and the panel opens below it; from `sm` up it grows from
      // the button at the bottom corner.
      className="fixed end-3 top-16 z-50 flex h-[500px] max-h-[calc(100dvh-5rem)] w-96 max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border border-border bg-card text-foreground shadow-2xl sm:top-auto sm:end-6 sm:bottom-24 sm:max-h-[calc(100dvh-7rem)]"
    >
      <div className="flex items-center gap-3 bg-accent px-4 py-3 text-accent-foreground">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent-foreground/15">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="text-base font-semibold">
          {texts.title}
        </h2>
        {demo && (
          <span className="ms-auto rounded-full border border-accent-foreground/40 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">
            {texts.demo.label}
          </span>
        )}
      </div>
      {demo && (
        // Whoever opens the panel knows no model wrote these answers.
        <p className="border-b border-border px-4 py-1.5 text-xs text-muted-foreground">
          {texts.demo.notice}
        </p>
      )}
      {keptDays !== undefined && (
        // The visitor is told, in one line, while the owner keeps conversations (docs/privacy.md).
        <p className="border-b border-border px-4 py-1.5 text-xs text-muted-foreground">
          {plural(intl, texts.kept, keptDays, { owner: ownerName })}
        </p>
      )}

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        // While a reply grows, screen readers wait and read it once, whole.
        aria-busy={streamingId !== null}
        aria-label={texts.conversation}
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
      >
        <ol className="space-y-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              texts={texts}
              home={home}
              message={message}
              streaming={message.id === streamingId}
              sectionsOnPage={sectionsOnPage}
              onSectionLink={followSectionLink}
            />
          ))}
          {pending && streamingId === null ? (
            <li className="flex justify-start">
              <p className="rounded-2xl rounded-es-md bg-subtle px-3.5 py-2 text-sm text-muted-foreground">
                {texts.typing}
              </p>
            </li>
          ) : null}
        </ol>
        {showSuggestions ? (
          <div className="mt-4">
            <h3 id={suggestionsId} className="mb-2 text-xs font-medium text-muted-foreground">
              {texts.suggested}
            </h3>
            <ul aria-labelledby={suggestionsId} className="flex flex-col items-start gap-2">
              {suggestions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => void send(question)}
                    className="rounded-control border border-border bg-background px-3 py-1.5 text-start text-sm text-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {error ? (
        <p
          id={errorId}
          role="alert"
          className="border-t border-border px-4 py-2 text-sm text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}

      <div className="border-t border-border p-3">
        {pastingJob ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={jobId} className="text-xs font-medium text-muted-foreground">
              {texts.jobDescription}
            </label>
            <textarea
              ref={jobRef}
              id={jobId}
              value={jobText}
              onChange={(event) => setJobText(event.target.value)}
              onKeyDown={(event) => {
                // Enter starts a new line of the posting; Ctrl+Enter (⌘+Enter) asks.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault()
                  void checkFit()
                }
              }}
              placeholder={texts.jobPlaceholder}
              aria-describedby={[error ? errorId : '', jobCounterId].filter(Boolean).join(' ')}
              maxLength={JOB_DESCRIPTION_MAX_LENGTH}
              rows={5}
              className="min-h-0 resize-none rounded-control border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-accent"
            />
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setPastingJob(false)}
                className="rounded-control px-2 py-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-accent"
              >
                {texts.jobCancel}
              </button>
              <p
                id={jobCounterId}
                aria-live="polite"
                className={
                  jobTooLarge
                    ? 'flex-1 text-end text-xs text-red-600 dark:text-red-400'
                    : jobRemaining > JOB_COUNTER_FROM
                      ? 'sr-only'
                      : 'flex-1 text-end text-xs text-muted-foreground'
                }
              >
                {jobTooLarge
                  ? fill(texts.jobTooLong, {
                      size: kilobytes(texts, intl, jobBytes),
                      limit: kilobytes(texts, intl, CHAT_REQUEST_MAX_BYTES),
                    })
                  : jobRemaining > JOB_COUNTER_FROM
                    ? ''
                    : plural(intl, texts.charactersLeft, jobRemaining)}
              </p>
              <button
                type="button"
                onClick={() => void checkFit()}
                disabled={jobText.trim() === '' || pending || jobTooLarge}
                className="ms-auto rounded-control bg-accent px-3 py-1.5 text-sm font-medium text-accent-foreground transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                {texts.jobCheck}
              </button>
            </div>
          </div>
        ) : (
          <>
            <button
              type="button"
              onClick={() => setPastingJob(true)}
              className="mb-2 inline-flex items-center gap-1.5 rounded text-xs font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <ClipboardList className="size-4" aria-hidden="true" />
              {texts.jobAction}
            </button>
            <div className="flex items-center gap-2">
              <input
                ref={inputRef}
                type="text"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                onKeyDown={(event) => {
                  // Enter sends unless the question is blank or a reply is pending (send() checks both).
                  // There is no <form> anywhere on the site (the CSP's form-action is 'none').
                  if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                    event.preventDefault()
                    void send()
                  }
                }}
                placeholder={texts.placeholder}
                aria-label={texts.question}
                aria-describedby={[error ? errorId : '', counterId].filter(Boolean).join(' ')}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                enterKeyHint="send"
                autoComplete="off"
                className="min-w-0 flex-1 rounded-control border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-accent"
              />
              <button
                type="button"
                onClick={() => void send()}
                aria-label={texts.send}
                disabled={blank || pending}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-accent text-accent-foreground transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            </div>
            {/* The server enforces the same limit; the counter shows once a visitor gets close to it. */}
            <p
              id={counterId}
              aria-live="polite"
              className={
                remaining > CHAT_COUNTER_FROM
                  ? 'sr-only'
                  : 'mt-1.5 text-end text-xs text-muted-foreground'
              }
            >
              {remaining > CHAT_COUNTER_FROM ? '' : plural(intl, texts.charactersLeft, remaining)}
            </p>
          </>
        )}
      </div>
    </div>
  )
}
