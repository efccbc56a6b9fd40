import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ErrorBoundary } from '@/client/components/error-boundary'

/** Hydrates the island rendered by `<Island name={name}>`, with the props it was prerendered with. */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>) {
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
