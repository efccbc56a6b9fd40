// The demo model's answers: no model at all, only the portfolio the prompt already holds. A question gets
// the few lines of the owner's content that share the most words with it; a job description gets the
// job fit's three parts, each requirement matched against those lines. Crude on purpose, and labelled as
// a demo in the panel: it lets an owner see the panel, the job fit and /owner work before choosing a
// provider, with their own content in every answer. Pure.
import type { ChatPrompt } from '@/core/chat-prompt'
import { REPLY_MARKERS } from '@/core/reply-markers'

/** One thing the portfolio says: a bullet with its indented lines, or a line of its own. */
type Entry = { text: string; words: ReadonlySet<string>; heading: string; anchor?: string }

// Words that say nothing about what is asked. A job description's own filler is in JOB_FILLER.
const STOP_WORDS = new Set(
  `a an and any are as at be been but by can could did do does for from had has have he her hers him his
  how i if in into is it its me my of on or our she should so tell than that the their them they this to
  us was we were what when where which who whom why will with would you your about know like much many
  please some there`.split(/\s+/),
)
const JOB_FILLER = new Set(
  `ability able across building candidate degree equivalent excellent experience familiar familiarity
  good great ideal including knowledge least looking must nice plus preferred proven required
  requirements responsibilities role skills skill solid strong team teams understanding using work
  working year years`.split(/\s+/),
)
// A question's word that names a part of the page rather than what it holds.
const SECTION_WORDS: Record<string, string> = {
  contact: 'contact',
  email: 'contact',
  reach: 'contact',
  hire: 'contact',
  skills: 'skills',
  stack: 'skills',
  technologies: 'skills',
  experience: 'experience',
  worked: 'experience',
  jobs: 'experience',
  projects: 'projects',
  built: 'projects',
  certifications: 'certifications',
  certified: 'certifications',
  education: 'resume',
  degree: 'resume',
  studied: 'resume',
  university: 'resume',
}
// A heading whose section shows under another anchor.
const ANCHOR_OF_HEADING: Record<string, string> = { resume: 'about' }
const MAX_LINES = 3
const MAX_EVIDENCE = 6

const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}]+)*/gu) ?? []).filter(
    (word) => word.length > 1 || /\d/.test(word),
  )

/** The portfolio's entries, each with the section it is under and that section's anchor on the page. */
function entriesOf(system: string): Entry[] {
  const anchors = new Set(/The anchors are: ([^\n]*)\./.exec(system)?.[1]?.split(', ') ?? [])
  const entries: Entry[] = []
  let heading = ''
  let anchor: string | undefined
  // A line of its own that ends in a colon names the entries under it (`Education:`).
  let label = ''
  const add = (text: string) =>
    entries.push({
      text,
      words: new Set([...wordsOf(text), ...wordsOf(label)]),
      heading,
      ...(anchor ? { anchor } : {}),
    })
  // The portfolio starts at its first heading, after the instructions.
  const portfolio = system.slice(Math.max(0, system.indexOf('\n## ')))
  for (const line of portfolio.split('\n')) {
    if (line.startsWith('## ')) {
      heading = line.slice(3).trim()
      label = ''
      const first = wordsOf(heading)[0] ?? ''
      const id = ANCHOR_OF_HEADING[first] ?? first
      anchor = anchors.has(`#${id}`) ? `#${id}` : undefined
    } else if (line.startsWith('  ') && entries.length) {
      // A bullet's own details (its location, period, technologies).
      const last = entries[entries.length - 1] as Entry
      entries[entries.length - 1] = { ...last, words: new Set([...last.words, ...wordsOf(line)]) }
    } else if (/^[^-].*:$/.test(line)) {
      label = line
    } else if (/^[^\p{Ll}]*$/u.test(line)) {
      // A line with no lower-case letter: a heading of the resume's own text (`SKILLS`), or blank.
      continue
    } else if (heading && !/never an instruction/.test(line)) {
      if (!line.startsWith('- ')) label = ''
      add(line.replace(/^- /, '').trim())
    }
  }
  return entries
}

/** An entry's words as a reply gives them: a project's name and description, anything else as written. */
function textOf(entry: Entry): string {
  const project = /^"([^"]+)": description "([^"]*)"/.exec(entry.text)
  return project ? `${project[1]}: ${project[2]}` : entry.text
}

/** An entry as a reply's line, linked to its section. */
function shown(entry: Entry): string {
  const text = textOf(entry)
  const short = text.length > 220 ? `${text.slice(0, 217).trimEnd()}…` : text
  if (!entry.anchor) return short
  const label = `${entry.anchor.charAt(1).toUpperCase()}${entry.anchor.slice(2)}`
  return `${short} ([${label}](${entry.anchor}))`
}

const significant = (text: string, filler: ReadonlySet<string> = new Set()) => [
  ...new Set(wordsOf(text).filter((word) => !STOP_WORDS.has(word) && !filler.has(word))),
]

/**
 * The entries that share the most of `words`, best first, those under a section the question names
 * (`sections`, by its heading's first word) counting one more; ties keep the page's order.
 */
function bestEntries(
  entries: readonly Entry[],
  words: readonly string[],
  sections: ReadonlySet<string> = new Set(),
) {
  return entries
    .map((entry, index) => ({
      entry,
      index,
      score:
        words.filter((word) => entry.words.has(word)).length +
        (sections.has(wordsOf(entry.heading)[0] ?? '') ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry }) => entry)
}

function answerQuestion(entries: readonly Entry[], question: string): string {
  const words = significant(question)
  // The owner's own answer first, when the question is close to one of theirs.
  const faq = entries.findIndex(
    (entry) =>
      entry.text.startsWith('Q: ') &&
      words.length > 0 &&
      words.filter((word) => entry.words.has(word)).length * 2 >= words.length,
  )
  const answer = entries[faq + 1]
  if (faq >= 0 && answer?.text.startsWith('A: '))
    return `${REPLY_MARKERS.faq}${answer.text.slice(3)}`
  const sections = new Set(words.flatMap((word) => SECTION_WORDS[word] ?? []))
  // A line the page says twice (a project's description in its card and in the resume's text) is given
  // once, where it says more.
  const lines: Entry[] = []
  for (const entry of bestEntries(
    entries.filter((entry) => !/^[QA]: /.test(entry.text)),
    words,
    sections,
  )) {
    if (lines.length === MAX_LINES) break
    const text = textOf(entry)
    const same = lines.findIndex(
      (line) => textOf(line).includes(text) || text.includes(textOf(line)),
    )
    if (same < 0) lines.push(entry)
    else if (text.length > textOf(lines[same] as Entry).length) lines[same] = entry
  }
  if (lines.length === 0) {
    const email = entries.find((entry) => entry.text.startsWith('Email: '))?.text.slice(7)
    return `${REPLY_MARKERS.unanswered}The portfolio does not say.${email ? ` You could ask by email: ${email}.` : ''}`
  }
  return ['From the portfolio:', '', ...lines.map((entry) => `- ${shown(entry)}`)].join('\n')
}

/** The job description's requirements: its bullets, or its sentences when it has none. */
function requirementsOf(description: string): string[] {
  const lines = description.split('\n').map((line) => line.trim())
  const bullets = lines
    .filter((line) => /^([-*•]|\d+[.)])\s+/.test(line))
    .map((line) => line.replace(/^([-*•]|\d+[.)])\s+/, ''))
  const parts = bullets.length
    ? bullets
    : description.split(/(?<=[.;!?])\s+|\n+/).map((part) => part.trim())
  return parts.filter((part) => significant(part, JOB_FILLER).length > 0).slice(0, 12)
}

/**
 * The job fit's words as the prompt's rules give them, in the page's language: its three headings and
 * its three verdicts (English when the rules are not found).
 */
function jobFitWords(system: string) {
  const verdict =
    /First "\*\*(.+?):\*\*" and one or two sentences: "(.+?)", "(.+?)" or "(.+?)",/.exec(system)
  const evidence = /Then "\*\*(.+?)\*\*" and a list of the job's key requirements/.exec(system)
  const gaps = /Then "\*\*(.+?)\*\*" and a list of every key requirement/.exec(system)
  return {
    verdict: verdict?.[1] ?? 'Verdict',
    strong: verdict?.[2] ?? 'a strong fit',
    partial: verdict?.[3] ?? 'a partial fit',
    notAFit: verdict?.[4] ?? 'not a fit',
    evidence: evidence?.[1] ?? 'Evidence',
    gaps: gaps?.[1] ?? 'Gaps',
  }
}

function answerJobFit(entries: readonly Entry[], description: string, system: string): string {
  const { verdict, evidence, gaps, strong, partial, notAFit } = jobFitWords(system)
  const found: string[] = []
  const missing: string[] = []
  for (const requirement of requirementsOf(description)) {
    const [best] = bestEntries(entries, significant(requirement, JOB_FILLER))
    const named = requirement.replace(/[.;]$/, '')
    if (best && found.length < MAX_EVIDENCE) found.push(`- ${named}: ${shown(best)}`)
    else if (!best) missing.push(`- ${named}`)
  }
  const total = found.length + missing.length
  const fit =
    found.length >= total * 0.7 && total > 0
      ? strong
      : found.length >= total * 0.35 && total > 0
        ? partial
        : notAFit
  return [
    `**${verdict}:** ${fit.charAt(0).toUpperCase()}${fit.slice(1)}: the portfolio shows evidence for ${found.length} of ${total} requirements.`,
    '',
    `**${evidence}**`,
    ...(found.length ? found : ['- None found.']),
    '',
    `**${gaps}**`,
    ...(missing.length ? missing : ['- None: every requirement has evidence.']),
  ].join('\n')
}

/** The demo's answer to the prompt's last question, or to the job description it holds. */
export function demoAnswer({ system, turns }: ChatPrompt): string {
  const asked = turns.findLast((turn) => turn.role === 'visitor')?.text ?? ''
  const entries = entriesOf(system)
  const job = /<job_description>\n([\s\S]*)\n<\/job_description>/.exec(asked)
  return job
    ? answerJobFit(entries, (job[1] ?? '').replaceAll('&lt;', '<'), system)
    : answerQuestion(entries, asked)
}
