import { hydrateRoot } from 'react-dom/client'
import { ErrorBoundary } from '@/client/components/error-boundary'
import type { IslandDefinition } from '@/client/components/island'

/** Hydrates the island rendered by `<Island of={island}>`, with the props it was prerendered with. */
export function hydrateIsland<P extends object>({
  name,
  component: Component,
}: IslandDefinition<P>) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  if (!root) return
  const props = JSON.parse(root.dataset.props ?? '{}') as P
  hydrateRoot(
    root,
    <ErrorBoundary>
      <Component {...props} />
    </ErrorBoundary>,
  )
}
