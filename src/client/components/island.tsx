import type { ComponentType } from 'react'
import { ErrorBoundary } from './error-boundary'

/**
 * A part of a prerendered page that hydrates on its own. Everything outside islands stays plain HTML,
 * so the browser downloads and runs code only for what a visitor can interact with.
 * Props travel in `data-props`, so the client never bundles content it does not need.
 * An island hydrates as a root of its own, so `useId()` inside it yields different ids in the browser than
 * in the prerendered page: use fixed ids (see navigation.tsx). src/client/pages/hydration.test.tsx fails
 * on any such mismatch.
 */
export function Island<P extends object>({
  name,
  component: Inner,
  props,
}: {
  name: string
  component: ComponentType<P>
  props: P
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    </div>
  )
}
