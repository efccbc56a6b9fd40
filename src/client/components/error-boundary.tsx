import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen, type ErrorTexts } from './error-screen'

type State = { error: Error | null }

/** The top-level boundary of every hydrated root: a crash shows the error screen, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; texts: ErrorTexts }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack)
  }

  override render() {
    return this.state.error ? (
      <ErrorScreen message={this.state.error.message} texts={this.props.texts} />
    ) : (
      this.props.children
    )
  }
}
