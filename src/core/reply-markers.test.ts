import { describe, expect, it } from 'vitest'
import { createMarkerStripper, REPLY_MARKERS } from './reply-markers'

/** Feeds `pieces` through a stripper: what the visitor would read, and the markers seen. */
function run(pieces: string[]) {
  const stripper = createMarkerStripper()
  const shown = pieces.map((piece) => stripper.push(piece)).join('') + stripper.end()
  return { shown, found: [...stripper.found].sort() }
}

const { unanswered, faq } = REPLY_MARKERS

describe('createMarkerStripper', () => {
  it.each([
    ['no marker', ['She builds ', 'web apps.'], 'She builds web apps.', []],
    [
      'a marker in one piece',
      [`${unanswered} The portfolio does not say.`],
      'The portfolio does not say.',
      ['unanswered'],
    ],
    [
      'a marker split over pieces',
      ['[', '[unans', 'wered', ']] Not listed.'],
      'Not listed.',
      ['unanswered'],
    ],
    ['a marker split char by char', [...`${faq}\nYes, remote.`], 'Yes, remote.', ['faq']],
    [
      'a marker at the end',
      ['Not in the portfolio. ', unanswered],
      'Not in the portfolio. ',
      ['unanswered'],
    ],
    ['a marker in another case', ['[[UNANSWERED]] No.'], 'No.', ['unanswered']],
    ['both markers', [`${faq}${unanswered}x`], 'x', ['faq', 'unanswered']],
    ['brackets that are no marker', ['a [[link]] and [', '[b'], 'a [[link]] and [[b', []],
    ['a marker, then whitespace in the next piece', [faq, '  \nYes.'], 'Yes.', ['faq']],
    ['a marker inside another', ['[[unan[[unanswered]]swered]] No.'], 'No.', ['unanswered']],
    [
      'a marker inside another, split',
      ['[[unan', `${faq}`, 'swered]', '] [[fa[[FAQ]]q]]Yes.'],
      'Yes.',
      ['faq', 'unanswered'],
    ],
  ])('%s', (_name, pieces, shown, found) => {
    expect(run(pieces)).toEqual({ shown, found })
  })

  it('never lets a marker through, however the reply is split', () => {
    const reply = `Intro. ${unanswered} middle ${faq} end.`
    for (let size = 1; size <= reply.length; size++) {
      const pieces = reply.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!
      const { shown } = run(pieces)
      expect(shown).not.toMatch(/\[\[/)
      expect(shown.replace(/\s+/g, ' ')).toBe('Intro. middle end.')
    }
  })
})
