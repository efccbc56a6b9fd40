import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ErrorBoundary } from '@/client/components/error-boundary'
import type { IslandDefinition } from '@/client/components/island'

/**
 * Hydrates the island rendered by `<Island of={island}>`, with the props it was prerendered with. In a
 * transition, so React hydrates in short slices and gives the main thread back between them: the page is
 * already complete HTML, and a visitor's tap or scroll need not wait for every island at once.
 */
export function hydrateIsland<P extends object>({
  name,
  component: Component,
}: IslandDefinition<P>) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  if (!root) return
  const props = JSON.parse(root.dataset.props ?? '{}') as P
  startTransition(() => {
    hydrateRoot(
      root,
      <ErrorBoundary>
        <Component {...props} />
      </ErrorBoundary>,
    )
  })
}
