import { ArrowLeft, Download } from 'lucide-react'
import { ThemeToggle } from '@/client/components/theme-toggle'
import { ButtonLink } from '@/client/components/ui/button-link'
import { defineIsland } from '@/client/components/island'
import { LanguageSwitcher, type LanguageChoice } from '@/client/components/language-switcher'

/** The resume page's words, in the page's language. */
export type ResumeTexts = {
  back: string
  title: string
  download: string
  alsoAsData: string
  jsonResume: string
  frameTitle: string
  toggleTheme: string
  language: string
}

export type ResumePageProps = {
  texts: ResumeTexts
  /** The home page in this language, under the site's base path. */
  home: string
  /** The PDF's address on the site, e.g. `/resume.pdf`. */
  file: string
  /** The name the Download PDF button saves it under. */
  fileName: string
  /** The same resume as a JSON Resume (`/resume.json`). */
  jsonResume: string
  /** The resume page in each of the site's languages (none for a site in one). */
  languages?: readonly LanguageChoice[]
}

/**
 * The resume page: a back link, the title Resume, a Download PDF button, a link to the same resume as a
 * JSON Resume, and the PDF in a frame.
 */
export function ResumePage({
  texts,
  home,
  file,
  fileName,
  jsonResume,
  languages = [],
}: ResumePageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card/60">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 ps-4 pe-16 sm:px-6">
          <a
            href={home}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {texts.back}
          </a>
          <div className="flex items-center gap-1">
            <LanguageSwitcher label={texts.language} languages={languages} />
            <ThemeToggle label={texts.toggleTheme} />
          </div>
        </div>
      </header>
      {/* From `sm` up the bottom padding keeps the frame's corner, where a PDF viewer puts its controls,
          clear of the floating chat button at the page's end (56 px, 24 px off the edge); on a phone the
          button is in the header. */}
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 pt-8 pb-8 sm:px-6 sm:pb-24">
        {/* Title and action share a row; where a language's words are too long for a phone's (Spanish,
            German at 320 px), the action goes under the title rather than past the screen's edge. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
          <ButtonLink href={file} download={fileName}>
            <Download className="size-4" aria-hidden="true" /> {texts.download}
          </ButtonLink>
        </div>
        <p className="mt-2 mb-6 text-sm text-muted-foreground">
          {texts.alsoAsData}{' '}
          <a
            href={jsonResume}
            type="application/json"
            className="rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {texts.jsonResume}
          </a>
        </p>
        <iframe
          src={file}
          title={texts.frameTitle}
          className="min-h-[75vh] w-full flex-1 rounded-xl border border-border bg-white shadow-sm"
        />
      </main>
    </div>
  )
}

/** The resume island: rendered with `<Island of={resumeIsland}>`, hydrated by the page's script. */
export const resumeIsland = defineIsland('resume', ResumePage)
