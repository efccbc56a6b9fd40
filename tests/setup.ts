import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`). Vitest runs without globals,
// so Testing Library cannot register its own cleanup: unmount here, so every test starts from a blank page.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
