// The round button at the bottom right of every public page: the only part of the assistant that ships
// with a page, and the page's one way into it. On wide screens a short caption beside it says what it is;
// on a phone, where it would cover the page, the button stands alone, a little smaller and closer to the
// corner. The panel and its Markdown renderer are fetched on the first open (or when the pointer comes
// near). The conversation lives in the tab (chat-storage.ts), so it follows the visitor from page to page.
import { Sparkles, X } from 'lucide-react'
import { useCallback, useRef, useState, type ComponentType } from 'react'
import type { ChatPanelProps } from './chat-panel'
import { CHAT_PANEL_ID } from './chat-panel-id'
import { defineIsland } from '@/client/components/island'

export type ChatLauncherProps = {
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

export function ChatLauncher({ ownerName, suggestions, api, sectionsOnPage }: ChatLauncherProps) {
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
          ownerName={ownerName}
          suggestions={suggestions}
          api={api}
          sectionsOnPage={sectionsOnPage}
          open={open}
          onClose={close}
        />
      ) : null}
      {/* The caption is the button's words for the eye; the button says them to a screen reader, and
          keyboard users reach the button itself, so the caption is only a larger place to click. */}
      {open ? null : (
        <span
          aria-hidden="true"
          data-chat-caption=""
          onClick={toggle}
          onPointerEnter={preload}
          className="fixed right-23 bottom-9 z-50 hidden cursor-pointer items-center rounded-control border border-border bg-card px-3 py-1.5 text-sm font-medium text-foreground shadow-md md:inline-flex"
        >
          Ask my AI assistant
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        data-chat-launcher=""
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
        aria-expanded={open}
        aria-controls={Panel ? CHAT_PANEL_ID : undefined}
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        className="fixed right-3 bottom-3 z-50 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none motion-reduce:hover:scale-100 sm:right-6 sm:bottom-6 sm:size-14"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Sparkles className="size-6" aria-hidden="true" />
        )}
      </button>
    </>
  )
}

/** The chat island: rendered with `<Island of={chatIsland}>`, hydrated by the page's script. */
export const chatIsland = defineIsland('chat', ChatLauncher)
