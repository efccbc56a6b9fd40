// The button of every public page: the only part of the assistant that ships with a page, and the
// page's one way into it. A quiet outline with the accent's mark, so it never outshines the owner's name,
// and it never covers the page's text or controls:
// - on a phone it sits at the end of the top bar's row (the navigation, or a page's header, keeps room
//   for it): fixed with the home page's fixed bar, and at the top of the other pages, whose headers scroll;
// - from `sm` up it floats at the bottom corner; from `xl` (1280 px) the page's side margin is wider than
//   it, so it stands beside the content, never on it. There each preset places and shapes it (styles.css):
//   round in the corner in aurora and minimal, square at the foot of terminal's end rail.
// Its caption ("Ask my AI assistant") shows only beside the button while it is pointed at or focused.
// The panel and its Markdown renderer are fetched on the first open (or when the pointer comes near).
// The conversation lives in the tab (chat-storage.ts), so it follows the visitor from page to page.
import { Sparkles, X } from 'lucide-react'
import { useCallback, useRef, useState, type ComponentType } from 'react'
import type { ChatPanelProps, ChatTexts } from './chat-panel'
import { CHAT_PANEL_ID } from './chat-panel-id'
import { defineIsland } from '@/client/components/island'
import { cn } from '@/client/lib/cn'

export type ChatLauncherProps = {
  /** The assistant's words in the page's language: the button's, the caption's and the panel's. */
  texts: ChatTexts
  /** The page's language (its tag, sent with each question) and its Intl tag. */
  locale: string
  intl: string
  /** The home page in this language, under the site's base path: where the panel's section links go. */
  home: string
  ownerName: string
  /** The questions an empty conversation suggests. */
  suggestions?: readonly string[]
  /** The chat API's origin when it is not this site's own (a static build's deployed API). */
  api?: string
  /**
   * This is the home page, which holds the sections: the panel's links to them (`#projects`) scroll
   * there. On every other page they open the home page at the section.
   */
  sectionsOnPage?: boolean
}

type Panel = ComponentType<ChatPanelProps>
let panelLoad: Promise<Panel> | undefined
const loadPanel = () => {
  panelLoad ??= import('./chat-panel').then((module) => module.ChatPanel)
  // A failed download (offline, a new deploy) may be retried on the next click.
  panelLoad.catch(() => (panelLoad = undefined))
  return panelLoad
}

export function ChatLauncher({
  texts,
  locale,
  intl,
  home,
  ownerName,
  suggestions,
  api,
  sectionsOnPage,
}: ChatLauncherProps) {
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<Panel | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const preload = () => {
    if (Panel) return
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      () => {},
    )
  }

  const toggle = () => {
    if (open) return setOpen(false)
    setOpen(true)
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      (error: unknown) => {
        console.error('The chat assistant could not be loaded', error)
        setOpen(false)
      },
    )
  }

  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <>
      {Panel ? (
        <Panel
          texts={texts}
          locale={locale}
          intl={intl}
          home={home}
          ownerName={ownerName}
          suggestions={suggestions}
          api={api}
          sectionsOnPage={sectionsOnPage}
          open={open}
          onClose={close}
        />
      ) : null}
      {/* The caption is the button's words for the eye; the button says them to a screen reader. */}
      {open ? null : (
        <span aria-hidden="true" data-chat-caption="" className="chat-caption">
          {texts.caption}
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
        aria-expanded={open}
        aria-controls={Panel ? CHAT_PANEL_ID : undefined}
        aria-label={open ? texts.close : texts.open}
        data-chat-launcher=""
        className={cn(
          'end-3 top-3 z-50 inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-accent shadow-sm transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:fixed sm:top-auto sm:end-6 sm:bottom-6 sm:size-12',
          sectionsOnPage ? 'fixed' : 'absolute',
        )}
      >
        {open ? (
          <X className="size-5" aria-hidden="true" />
        ) : (
          <Sparkles className="size-5" aria-hidden="true" />
        )}
      </button>
    </>
  )
}

/** The chat island: rendered with `<Island of={chatIsland}>`, hydrated by the page's script. */
export const chatIsland = defineIsland('chat', ChatLauncher)
