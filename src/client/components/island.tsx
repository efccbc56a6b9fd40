import type { ComponentType } from 'react'
import { usePageLocale } from '@/client/lib/page-locale'
import { ErrorBoundary } from './error-boundary'
import type { ErrorTexts } from './error-screen'

/**
 * A part of a prerendered page that hydrates on its own, paired with its code by one typed value: the
 * page renders `<Island of={definition} props={...} />`, and the page's script calls
 * `hydrateIsland(definition)` (lib/hydrate.tsx). Everything outside islands stays plain HTML, so the
 * browser downloads and runs code only for what a visitor can interact with.
 */
export type IslandDefinition<P extends object> = { name: string; component: ComponentType<P> }

/** Defined beside its component: the name is written once, and the props' type travels with it. */
export const defineIsland = <P extends object>(
  name: string,
  component: ComponentType<P>,
): IslandDefinition<P> => ({ name, component })

/**
 * Props travel in `data-props`, so the client never bundles content it does not need, nor any words of
 * the interface: an island's texts are among its props, in the page's language. The error screen's
 * travel in `data-error`, for the boundary the browser wraps the island in.
 * An island hydrates as a root of its own, so `useId()` inside it yields different ids in the browser than
 * in the prerendered page: use fixed ids (see navigation.tsx). src/client/pages/hydration.test.tsx fails
 * on any such mismatch.
 */
export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const Inner = of.component
  const { t, href } = usePageLocale()
  const error: ErrorTexts = { title: t.error.title, home: t.error.home, href: href('/') }
  return (
    <div
      data-island={of.name}
      data-props={JSON.stringify(props)}
      data-error={JSON.stringify(error)}
      className="contents"
    >
      <ErrorBoundary texts={error}>
        <Inner {...props} />
      </ErrorBoundary>
    </div>
  )
}
