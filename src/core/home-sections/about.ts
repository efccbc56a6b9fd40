// About (anchor #about): the owner's own words, the education and the skill areas. Its JSON Resume part
// is `education` (the summary travels in `basics`, with the first screen).
import type { Education } from '@/content/schema'
import { count, defined, degreeParts, nonEmpty, resumeDateOf } from '../json-resume-format.ts'
import { fill } from '../../i18n/format.ts'
import { copyFields, shownDate, shownPeriod, type SectionDefinition } from './definition.ts'

/**
 * A course of study's dates as the site shows them: "Sep 2017 – Jun 2018"; "Sep 2024 – Present" while
 * current with no end given; the one date alone when only one is known. In English unless `words` give
 * another language's.
 */
export function educationDates(
  entry: Education,
  words: { intl: string; present: string } = { intl: 'en-US', present: 'Present' },
): string | undefined {
  return entry.endDate || entry.current
    ? shownPeriod(entry.startDate, entry.endDate, words)
    : shownDate(entry.startDate, words.intl)
}

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`)

export const about = {
  nav: 'about',
  optional: false,
  reads: ['summary', 'education', 'aboutSkills'],
  shows: () => true,
  title: (profile) => profile.sections.about.title,
  // The resume, as the prompt calls it: the summary, the education, and the PDF's own text, which may
  // say more than the page.
  prompt: ({ profile, resumeText, omitted }) => [
    '## Resume',
    'Summary:',
    ...profile.summary,
    'Education:',
    ...bullet(
      profile.education.map((entry) =>
        [
          `${entry.degree}, ${entry.institution}${entry.current ? ' (in progress)' : ''}`,
          educationDates(entry) ?? '',
          entry.gpa ? `GPA ${entry.gpa}` : '',
          entry.focus ? `focus: ${entry.focus}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      ),
    ),
    'Skill areas:',
    ...bullet(profile.aboutSkills.map((area) => `${area.category}: ${area.items.join(', ')}`)),
    ...(resumeText.trim()
      ? ['The resume itself (the text of the PDF visitors download):', resumeText.trim()]
      : []),
    ...(omitted.resumeChars ? ['(The rest of the resume is left out here.)'] : []),
  ],
  llms: 'none',
  jsonResume: {
    out: (profile) => ({
      education: profile.education.map((entry) => {
        const { studyType, area } = degreeParts(entry.degree)
        return defined({
          institution: entry.institution,
          studyType,
          area,
          score: entry.gpa,
          startDate: entry.startDate,
          endDate: entry.endDate,
          current: entry.current,
        })
      }),
    }),
    in: (resume, { todo, mapped, leftOut, now }) => {
      const education = resume.education ?? []
      if (!education.length) {
        return {
          education: [
            todo(
              ['education', 0],
              { degree: 'Degree', institution: 'School', current: false },
              'the resume has no education; the site needs at least one entry',
              ['about'],
            ),
          ],
        }
      }
      mapped.push(
        `education: ${count(education.length, 'entry', 'entries')} (studyType and area as the degree, score as the GPA, the dates)`,
      )
      if (education.some((entry) => entry.courses?.length)) {
        leftOut.push('education courses: the site lists no courses; a focus can go in focus')
      }
      return {
        education: education.map((entry, i) =>
          defined({
            degree:
              [entry.studyType, entry.area].filter(nonEmpty).join(' in ') ||
              todo(['education', i, 'degree'], 'Degree', 'the degree', ['about']),
            institution: nonEmpty(entry.institution)
              ? entry.institution.trim()
              : todo(['education', i, 'institution'], 'School', 'the school', ['about']),
            current: entry.current ?? (entry.endDate ? entry.endDate > now : false),
            gpa: nonEmpty(entry.score) ? entry.score.trim() : undefined,
            startDate: resumeDateOf(entry.startDate),
            endDate: resumeDateOf(entry.endDate),
          }),
        ),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.summary.map((paragraph): [string, string] => ['summary', paragraph]),
    ...profile.education.flatMap((entry): Array<[string, string | undefined]> => [
      ['education › degree', entry.degree],
      ['education › institution', entry.institution],
      ['education › focus', entry.focus],
    ]),
    ...copyFields('about', profile.sections.about),
  ],
  resume: (profile, { t, intl }) => [
    { heading: t.resumeDocument.summary, text: profile.summary.join(' ') },
    {
      heading: t.resumeDocument.education,
      entries: profile.education.map((entry) =>
        defined({
          title: entry.degree,
          subtitle: entry.institution,
          dates:
            educationDates(entry, { intl, present: t.common.present }) ??
            (entry.current ? t.common.present : undefined),
          text:
            [
              entry.gpa && fill(t.resumeDocument.gpa, { gpa: entry.gpa }),
              entry.focus && fill(t.resumeDocument.focus, { focus: entry.focus }),
            ]
              .filter(Boolean)
              .join(' · ') || undefined,
        }),
      ),
    },
  ],
} as const satisfies SectionDefinition
