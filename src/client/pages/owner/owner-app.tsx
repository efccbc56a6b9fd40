// The owner's page: a sign-in form until the browser holds a session, then the dashboard. Prerendered
// as "checking", since only the browser knows whether it holds the cookie.
import { useEffect, useRef, useState } from 'react'
import { defineIsland } from '@/client/components/island'
import { ThemeToggle } from '@/client/components/theme-toggle'
import { buttonClasses } from '@/client/components/ui/button-link'
import type { Messages } from '@/i18n/catalog'
import { fill } from '@/i18n/format'
import { OwnerApiError, ownerApi } from './owner-api'
import { OwnerDashboard } from './owner-dashboard'
import { OwnerWordsProvider, failureText, useOwnerWords } from './owner-format'

type State = 'checking' | 'signed-out' | 'signed-in'

function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const words = useOwnerWords()
  const { t } = words
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <form
      className="mx-auto max-w-sm space-y-4 rounded-lg border border-border bg-card p-6"
      onSubmit={async (event) => {
        event.preventDefault()
        const token = input.current?.value ?? ''
        if (!token.trim()) return setError(t.enterToken)
        setBusy(true)
        try {
          await ownerApi.signIn(token)
          if (input.current) input.current.value = ''
          onSignedIn()
        } catch (failure) {
          // The sign-in's one refusal of its own: a token that is not the server's.
          const wrong = failure instanceof OwnerApiError && failure.status === 401
          setError(wrong ? t.wrongToken : failureText(failure, words))
          input.current?.focus()
        } finally {
          setBusy(false)
        }
      }}
    >
      <h2 className="text-lg font-semibold">{t.signIn}</h2>
      <div className="space-y-1">
        <label htmlFor="owner-token" className="block text-sm font-medium">
          {t.token}
        </label>
        <input
          ref={input}
          id="owner-token"
          name="token"
          type="password"
          autoComplete="current-password"
          aria-invalid={error !== null}
          aria-describedby={error ? 'owner-token-error' : undefined}
          className="w-full rounded-lg border border-border bg-background px-3 py-2 focus-visible:outline-2 focus-visible:outline-accent"
        />
        <p className="text-xs text-muted-foreground">{t.tokenHint}</p>
      </div>
      {error ? (
        <p id="owner-token-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonClasses({}, 'w-full')}>
        {t.signIn}
      </button>
    </form>
  )
}

export type OwnerAppProps = {
  ownerName: string
  /** The page's words in the owner's default language, and its Intl tag. */
  texts: Messages['owner']
  intl: string
  toggleTheme: string
}

export function OwnerApp({ ownerName, texts, intl, toggleTheme }: OwnerAppProps) {
  return (
    <OwnerWordsProvider value={{ t: texts, intl }}>
      <OwnerShell ownerName={ownerName} toggleTheme={toggleTheme} />
    </OwnerWordsProvider>
  )
}

function OwnerShell({ ownerName, toggleTheme }: { ownerName: string; toggleTheme: string }) {
  const { t, intl } = useOwnerWords()
  const [state, setState] = useState<State>('checking')
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    ownerApi
      .signedIn()
      .then((signedIn) => setState(signedIn ? 'signed-in' : 'signed-out'))
      .catch((failure: unknown) => setFailure(failureText(failure, { t, intl })))
  }, [t, intl])
  return (
    <div className="mx-auto min-h-dvh max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <header className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="text-sm text-muted-foreground">{fill(t.subtitle, { owner: ownerName })}</p>
        </div>
        <ThemeToggle label={toggleTheme} />
      </header>
      <main>
        {failure ? (
          <p role="alert">{failure}</p>
        ) : state === 'checking' ? (
          <p className="text-muted-foreground">{t.checking}</p>
        ) : state === 'signed-out' ? (
          <SignInForm onSignedIn={() => setState('signed-in')} />
        ) : (
          <OwnerDashboard onSignOut={() => setState('signed-out')} />
        )}
      </main>
    </div>
  )
}

export const ownerIsland = defineIsland('owner', OwnerApp)
