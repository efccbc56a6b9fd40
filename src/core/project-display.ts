// How a project card spells a repository's name and its last update.
/**
 * Words a prettified name spells in capitals, whatever their case in the repository's name, so visitors
 * read "AWS Data Pipeline" rather than "Aws Data Pipeline". The owner adds their own in the content.
 */
const COMMON_ACRONYMS: readonly string[] = [
  'AI',
  'ML',
  'AWS',
  'API',
  'UI',
  'UX',
  'LLM',
  'NLP',
  'MCP',
  'SQL',
  'CSS',
  'HTML',
  'JSON',
  'CLI',
  'SDK',
  'ETL',
  'RAG',
  'GPT',
  'GPU',
  'JWT',
  'HTTP',
  'URL',
  'PDF',
  'CI',
  'CD',
]

/**
 * A repository's display name: dashes become spaces and every word starts with a capital. A word that is a known acronym
 * (the common ones, then `extraWords` from the owner) is spelled as listed instead: `ai` -> `AI`,
 * and an owner's `GraphQL` turns `graphql` into `GraphQL`.
 */
export function prettifyName(name: string, extraWords: readonly string[] = []): string {
  const spelled = new Map(
    [...COMMON_ACRONYMS, ...extraWords].map((word) => [word.toLowerCase(), word]),
  )
  return name
    .replace(/-/g, ' ')
    .split(' ')
    .map((word) => spelled.get(word.toLowerCase()) ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

// Short month and numeric year, in US English on an English page (the spec's "Mar 2025"). UTC, so every
// visitor and the tests read the same month.
const updatedFormats = new Map<string, Intl.DateTimeFormat>()
const updatedFormat = (intl: string) => {
  let format = updatedFormats.get(intl)
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    updatedFormats.set(intl, format)
  }
  return format
}

/**
 * "Mar 2025" for the card's Updated line, in the language of the Intl tag `intl`; empty when GitHub's
 * date cannot be read.
 */
export function formatUpdated(iso: string, intl: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : updatedFormat(intl).format(time)
}
