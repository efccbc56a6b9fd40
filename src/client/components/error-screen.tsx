// A render error shows the default error screen, titled 'Unexpected Application Error!'.
import { sitePath } from '@/client/lib/site-path'

const ERROR_SCREEN_TITLE = 'Unexpected Application Error!'

export function ErrorScreen({ message }: { message?: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{ERROR_SCREEN_TITLE}</h1>
      {message ? <p className="mt-3 font-mono text-sm text-muted-foreground">{message}</p> : null}
      <p className="mt-6">
        <a href={sitePath('/')} className="text-accent underline underline-offset-4">
          Return to Home
        </a>
      </p>
    </div>
  )
}
