// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

function Crash(): never {
  throw new Error('the projects list exploded')
}

const TEXTS = { title: 'Unexpected Application Error!', home: 'Return to Home', href: '/' }

describe('ErrorBoundary', () => {
  it('renders its children while nothing throws', () => {
    render(
      <ErrorBoundary texts={TEXTS}>
        <p>All good</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('All good')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the error screen when a child throws, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary texts={TEXTS}>
        <p>Before the crash</p>
        <Crash />
      </ErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toContainElement(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    )
    expect(alert).toHaveTextContent('the projects list exploded')
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('Before the crash')).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(
      'Unexpected application error',
      expect.objectContaining({ message: 'the projects list exploded' }),
      expect.any(String),
    )
  })
})
