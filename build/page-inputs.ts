// Vite's inputs for the pages: one HTML template per page of the page list, each named after its file.
import { PAGES, PAGE_NAMES, type PageName } from '../src/core/routes.ts'

export function pageInputs(names: readonly PageName[] = PAGE_NAMES): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [PAGES[name].template.replace(/\.html$/, ''), PAGES[name].template]),
  )
}
