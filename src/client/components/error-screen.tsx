// A render error shows the default error screen, titled 'Unexpected Application Error!' in English.

/** The error screen's words in the page's language, and the page's home. */
export type ErrorTexts = { title: string; home: string; href: string }

export function ErrorScreen({ message, texts }: { message?: string; texts: ErrorTexts }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      {message ? <p className="mt-3 font-mono text-sm text-muted-foreground">{message}</p> : null}
      <p className="mt-6">
        <a href={texts.href} className="text-accent underline underline-offset-4">
          {texts.home}
        </a>
      </p>
    </div>
  )
}
