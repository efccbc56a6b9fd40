// A destructive action asked twice: the first press shows what will happen and moves focus to the
// confirming button, so a keyboard or screen-reader user hears the question before anything is lost.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/client/lib/cn'
import { buttonClasses } from '@/client/components/ui/button-link'

type ConfirmButtonProps = {
  /** The second step's way out ("Cancel"), in the page's language. */
  cancelLabel: string
  children: ReactNode
  /** What the second step says, such as "Delete all 12 conversations? This cannot be undone." */
  question: string
  confirmLabel: string
  onConfirm: () => Promise<void>
  /** The first button's accessible name, when its text alone does not say what it acts on. */
  label?: string
  className?: string
}

export function ConfirmButton({
  children,
  cancelLabel,
  question,
  confirmLabel,
  onConfirm,
  label,
  className,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  // Focus follows the question: to the confirming button when asked, back to the first one after.
  const asked = useRef(false)
  useEffect(() => {
    if (asking) confirm.current?.focus()
    else if (asked.current) start.current?.focus()
    asked.current = asking
  }, [asking])
  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        aria-label={label}
        className={buttonClasses({ variant: 'outline', size: 'sm' }, className)}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    )
  }
  return (
    <span
      role="group"
      aria-label={question}
      className={cn('inline-flex flex-wrap items-center gap-2', className)}
    >
      <span className="text-sm">{question}</span>
      <button
        ref={confirm}
        type="button"
        disabled={busy}
        className={buttonClasses(
          { size: 'sm' },
          'bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
        )}
        onClick={async () => {
          setBusy(true)
          try {
            await onConfirm()
          } finally {
            setBusy(false)
            setAsking(false)
          }
        }}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        onClick={() => setAsking(false)}
      >
        {cancelLabel}
      </button>
    </span>
  )
}
