// A conservative estimate of how many tokens a text costs, before the provider has counted it: for the
// bound on one request's input, the prompt's budget, and a call whose usage report never came (a stream
// cut short). Tokenisers differ by provider, so this errs high, by script: about 4 characters of Latin
// text make a token; Greek, Cyrillic, Hebrew and Arabic words split into pieces of 2 or 3 characters;
// Chinese, Japanese, Korean and the scripts of India and South-East Asia take about a token a
// character; an emoji or another character beyond the Basic Multilingual Plane often takes two or more.

// Each range's last code point and what one of its characters costs, in order.
const SCRIPTS: readonly (readonly [last: number, tokens: number])[] = [
  [0x036f, 1 / 4], // Latin: ASCII, accented letters, IPA, combining accents
  [0x058f, 1 / 2], // Greek, Cyrillic, Armenian
  [0x08ff, 1 / 2], // Hebrew, Arabic, Syriac, Thaana
  [0x1dff, 1], // Indic, Thai, Lao, Tibetan, Georgian, Hangul Jamo, Ethiopic, ...
  [0x1eff, 1 / 2], // Latin Extended Additional (Vietnamese)
  [0x206f, 1 / 4], // Greek Extended, general punctuation: curly quotes, dashes, ellipsis
  [0xffff, 1], // symbols, CJK, kana, Hangul, full-width forms
]
// Beyond the Basic Multilingual Plane: emoji, rare CJK, historic scripts.
const ASTRAL_TOKENS = 2

function tokensOf(codePoint: number): number {
  for (const [last, tokens] of SCRIPTS) if (codePoint <= last) return tokens
  return ASTRAL_TOKENS
}

/** Tokens of `text`, rounded up: see the table above. */
export function estimateTokens(text: string): number {
  let tokens = 0
  // Quarters and halves add up exactly in floating point.
  for (const char of text) tokens += tokensOf(char.codePointAt(0) ?? 0)
  return Math.ceil(tokens)
}
