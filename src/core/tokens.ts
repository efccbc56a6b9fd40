// A conservative estimate of how many tokens a text costs, before the provider has counted it: for the
// bound on one request's input, and for a call whose usage report never came (a stream cut short).
// Tokenisers differ by provider, so this errs high: about 4 characters of Latin text make a token, while
// other scripts (Chinese, Devanagari, emoji) often take a token or more per character.

// Basic Latin to Latin Extended-B: ASCII, accented letters, punctuation.
const LAST_LATIN = 0x24f

/** Tokens of `text`, rounded up: a quarter per Latin character, one per character of any other script. */
export function estimateTokens(text: string): number {
  let latin = 0
  let other = 0
  for (const char of text) {
    if ((char.codePointAt(0) ?? 0) <= LAST_LATIN) latin += 1
    else other += 1
  }
  return Math.ceil(latin / 4) + other
}
