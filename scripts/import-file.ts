// What the import's files share: the one-line error it prints, and the checksum line that tells a file
// exactly as the import wrote it (which a new import may replace) from one the owner has edited.
import { createHash } from 'node:crypto'

export class ImportError extends Error {
  override name = 'ImportError'
}

const CHECKSUM = /^\/\/ import checksum: ([0-9a-f]{64})\n/m

const checksum = (source: string) => createHash('sha256').update(source).digest('hex')

/** `source` with a first line that holds its checksum. */
export const withChecksum = (source: string) => `// import checksum: ${checksum(source)}\n${source}`

/** Whether `source` is exactly what an import wrote: its checksum line still matches the rest. */
export function isAsImported(source: string): boolean {
  const match = CHECKSUM.exec(source)
  return match?.[1] === checksum(source.replace(CHECKSUM, ''))
}

/** `source` without its checksum line, to be edited and given a new one. */
export const withoutChecksum = (source: string) => source.replace(CHECKSUM, '')
