// About (anchor #about): the owner's own words, the education and the skill areas. Its JSON Resume part
// is `education` (the summary travels in `basics`, with the first screen).
import { count, degreeParts, nonEmpty } from '../json-resume-format.ts'
import { fill } from '../../i18n/format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

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
        return {
          institution: entry.institution,
          studyType,
          ...(area ? { area } : {}),
          ...(entry.gpa ? { score: entry.gpa } : {}),
          current: entry.current,
        }
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
        `education: ${count(education.length, 'entry', 'entries')} (studyType and area as the degree, score as the GPA)`,
      )
      if (education.some((entry) => entry.courses?.length)) {
        leftOut.push('education courses: the site lists no courses; a focus can go in focus')
      }
      return {
        education: education.map((entry, i) => ({
          degree:
            [entry.studyType, entry.area].filter(nonEmpty).join(' in ') ||
            todo(['education', i, 'degree'], 'Degree', 'the degree', ['about']),
          institution: nonEmpty(entry.institution)
            ? entry.institution.trim()
            : todo(['education', i, 'institution'], 'School', 'the school', ['about']),
          current: entry.current ?? (entry.endDate ? entry.endDate > now : false),
          ...(nonEmpty(entry.score) ? { gpa: entry.score.trim() } : {}),
        })),
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
  resume: (profile, { t }) => [
    { heading: t.resumeDocument.summary, text: profile.summary.join(' ') },
    {
      heading: t.resumeDocument.education,
      entries: profile.education.map((entry) => ({
        title: entry.degree,
        subtitle: entry.institution,
        ...(entry.current ? { dates: t.common.present } : {}),
        lines: [
          ...(entry.gpa ? [fill(t.resumeDocument.gpa, { gpa: entry.gpa })] : []),
          ...(entry.focus ? [fill(t.resumeDocument.focus, { focus: entry.focus })] : []),
        ],
      })),
    },
  ],
} as const satisfies SectionDefinition
