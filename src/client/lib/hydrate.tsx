import { hydrateRoot } from 'react-dom/client'
import { ErrorBoundary } from '@/client/components/error-boundary'
import type { ErrorTexts } from '@/client/components/error-screen'
import type { IslandDefinition } from '@/client/components/island'

/**
 * Hydrates the island rendered by `<Island of={island}>`, with the props it was prerendered with, inside
 * an error boundary that speaks the page's language.
 */
export function hydrateIsland<P extends object>({
  name,
  component: Component,
}: IslandDefinition<P>) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  if (!root) return
  const props = JSON.parse(root.dataset.props ?? '{}') as P
  const error = JSON.parse(root.dataset.error ?? '{}') as ErrorTexts
  hydrateRoot(
    root,
    <ErrorBoundary texts={error}>
      <Component {...props} />
    </ErrorBoundary>,
  )
}
