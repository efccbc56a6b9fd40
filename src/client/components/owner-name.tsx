/**
 * The owner's name, each hyphenated word kept whole: a browser would break `Ñúñez-Østergaard` at its hyphen
 * on a phone, in the hero as in the bar. A word longer than 20 letters is left free to break, as it could
 * not fit a phone's line whole.
 */
export function OwnerName({ name }: { name: string }) {
  return name.split(/(\s+)/).map((word, index) =>
    word.includes('-') && [...word].length <= 20 ? (
      <span key={`${word}-${index}`} className="whitespace-nowrap">
        {word}
      </span>
    ) : (
      word
    ),
  )
}

/**
 * The band of the name's longest word, for the `data-length` that CSS reads (styles.css): `long` from 13
 * letters, `longer` from 17, where a phone's column needs a smaller size to hold the word whole.
 */
export function nameLength(name: string): 'long' | 'longer' | undefined {
  const longest = Math.max(...name.split(/\s+/).map((word) => [...word].length))
  if (longest > 20) return undefined
  return longest >= 17 ? 'longer' : longest >= 13 ? 'long' : undefined
}
