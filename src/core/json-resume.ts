// JSON Resume (jsonresume.org, schema 1.x) in and out of the owner's profile. `toJsonResume` is the site's
// /resume.json; `fromJsonResume` is what `npm run import` writes to src/content/profile.ts, with a note for
// each field JSON Resume has no value for. Pure: the official schema's check and the file are the script's.
import type { Expertise, Profile, ProfileInput } from '@/content/schema'
import { categoriseRepo, type ProjectCategory } from './project-categories'
import { SITE_FILES } from './seo'
import { absoluteUrl } from './site-url'

type Dated = { startDate?: string; endDate?: string }
type Location = {
  address?: string
  postalCode?: string
  city?: string
  countryCode?: string
  region?: string
}

/** The parts of a JSON Resume the site reads or writes (every field is optional in the schema). */
export type JsonResume = {
  $schema?: string
  basics?: {
    name?: string
    label?: string
    image?: string
    email?: string
    phone?: string
    url?: string
    summary?: string
    location?: Location
    profiles?: Array<{ network?: string; username?: string; url?: string }>
  }
  work?: Array<
    Dated & {
      name?: string
      position?: string
      location?: string
      description?: string
      url?: string
      summary?: string
      highlights?: string[]
      /** Not in the schema's list, which allows more: the technologies, as JSON Resume's skills name them. */
      keywords?: string[]
    }
  >
  education?: Array<
    Dated & {
      institution?: string
      url?: string
      area?: string
      studyType?: string
      score?: string
      courses?: string[]
      /** Not in the schema's list: the site's "currently studying here", which no date says for certain. */
      current?: boolean
    }
  >
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>
  certificates?: Array<{ name?: string; date?: string; url?: string; issuer?: string }>
  projects?: Array<
    Dated & {
      name?: string
      description?: string
      highlights?: string[]
      keywords?: string[]
      url?: string
    }
  >
  meta?: { canonical?: string; version?: string; lastModified?: string }
} & Record<string, unknown>

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// ---------------------------------------------------------------------------------------------------
// Shared rules

/**
 * A JSON Resume skill's free-text `level` as the site's expertise: "Master" or "Expert" (any level that
 * says master, expert or guru) is Expert; "Advanced", "Senior" or "Proficient" is Advanced; anything
 * else, "Beginner" and no level included, is Intermediate, the site's lowest.
 */
export function expertiseOf(level: string | undefined): Expertise {
  if (/master|expert|guru/i.test(level ?? '')) return 'Expert'
  if (/advanced|senior|proficient/i.test(level ?? '')) return 'Advanced'
  return 'Intermediate'
}

/** "2024-08-01" or "2024-08" -> "Aug 2024"; "2024" -> "2024". */
function monthYear(date: string): string {
  const [year = '', month] = date.split('-')
  const name = month ? MONTHS[Number(month) - 1] : undefined
  return name ? `${name} ${year}` : year
}

/** "Aug 2024" -> "2024-08"; "2024" -> "2024"; anything else: nothing. */
function isoMonth(text: string): string | undefined {
  const match = /^(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const [, month, year = ''] = match
  if (!month) return year
  const index = MONTHS.findIndex((name) => name.toLowerCase() === month.toLowerCase())
  return index < 0 ? undefined : `${year}-${String(index + 1).padStart(2, '0')}`
}

const PRESENT = /^(present|now|current|today)$/i

/** A period the site shows ("Aug 2024 – Present") as JSON Resume's dates; no end date means now. */
function periodDates(period: string): Dated {
  const [start = '', end] = period.split(/\s+[–—-]\s+/)
  const startDate = isoMonth(start)
  const endDate = end === undefined || PRESENT.test(end.trim()) ? undefined : isoMonth(end)
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
}

/** "Master of Science in Computer Science" -> study type and area, as JSON Resume keeps them. */
function degreeParts(degree: string): { studyType: string; area?: string } {
  const at = degree.indexOf(' in ')
  return at < 0
    ? { studyType: degree }
    : { studyType: degree.slice(0, at), area: degree.slice(at + ' in '.length) }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** "US" -> "United States", and back; a country the list does not know stays as it is. */
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
function countryCode(name: string): string | undefined {
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b
      if (regionNames.of(code) === name && countryName(code) !== code) return code
    }
  }
  return undefined
}

/** "Campus Ride Share" -> "campus-ride-share": a repository-style name, as the site's projects have. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\w.]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'project'
  )
}

const CODING_PRACTICE = /leetcode|hackerrank|codeforces|codechef|codewars|kaggle|topcoder|exercism/i
const isCodeHost = (url: string) =>
  /^https?:\/\/(www\.)?(github\.com|gitlab\.com|codeberg\.org)\//.test(url)

// ---------------------------------------------------------------------------------------------------
// Out: the profile as a JSON Resume

/**
 * The owner's profile as a JSON Resume (schema 1.0), with absolute links from the site's address. A
 * skill group whose skills differ in expertise becomes one entry per run of equal expertise, so each
 * skill keeps its own; `fromJsonResume` joins them again.
 */
export function toJsonResume(profile: Profile, siteUrl: string): JsonResume {
  const code = countryCode(profile.location.country)
  const skills: NonNullable<JsonResume['skills']> = []
  for (const group of profile.skills) {
    for (const skill of group.skills) {
      const last = skills.at(-1)
      if (last?.name === group.group && last.level === skill.expertise) {
        last.keywords?.push(skill.name)
      } else {
        skills.push({ name: group.group, level: skill.expertise, keywords: [skill.name] })
      }
    }
  }
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      label: profile.tagline,
      ...(profile.photo ? { image: absoluteUrl(siteUrl, profile.photo.src) } : {}),
      email: profile.email,
      url: absoluteUrl(siteUrl, '/'),
      summary: profile.summary.join('\n\n'),
      location: {
        city: profile.location.city,
        region: profile.location.region,
        ...(code ? { countryCode: code } : {}),
      },
      profiles: profile.social.map((link) => ({
        network: link.label,
        ...(link.handle ? { username: link.handle } : {}),
        url: link.url,
      })),
    },
    work: profile.experience.map((entry) => {
      const { startDate, endDate } = periodDates(entry.period)
      return {
        name: entry.company,
        position: entry.role,
        location: entry.location,
        ...(startDate ? { startDate } : {}),
        // No end date is how JSON Resume says "to this day".
        ...(endDate && !entry.current ? { endDate } : {}),
        summary: entry.description,
        keywords: entry.technologies,
      }
    }),
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
    skills,
    certificates: profile.certifications.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      date: cert.issueDate,
      url: cert.url,
    })),
    projects: profile.sampleProjects.map((project) => {
      const url = project.live ?? (project.code || undefined)
      return {
        name: project.name,
        ...(project.description ? { description: project.description } : {}),
        ...(project.topics.length ? { keywords: project.topics } : {}),
        ...(url ? { url } : {}),
        endDate: project.updated,
      }
    }),
    meta: { canonical: absoluteUrl(siteUrl, SITE_FILES.jsonResume), version: 'v1.0.0' },
  }
}

// ---------------------------------------------------------------------------------------------------
// In: a JSON Resume as the profile's input

// Keywords a resume gives a project that the built-in rules (which read GitHub topics) do not know, but
// that say where it belongs: a data engineer's Go, Kafka and Prometheus project is not Web Development.
const IMPORT_AI_ML = [
  'llm',
  'openai',
  'rag',
  'scikit-learn',
  'hugging-face',
  'transformers',
  'computer-vision',
  'data-science',
  'xgboost',
]
const IMPORT_CLOUD = [
  'kafka',
  'kubernetes',
  'k8s',
  'docker',
  'terraform',
  'prometheus',
  'grafana',
  'gcp',
  'google-cloud',
  'azure',
  'airflow',
  'spark',
  'flink',
  'hadoop',
  'bigquery',
  'snowflake',
  'dbt',
  'redshift',
  'lambda',
  'serverless',
  'devops',
]

/**
 * A project's category from its name and keywords: the site's own rules (`Machine Learning` reads as the
 * topic `machine-learning`), then the import's lists above; anything else is Web Development.
 */
export function categoryOfKeywords(name: string, keywords: readonly string[]): ProjectCategory {
  const topics = keywords.map(slugOf)
  const category = categoriseRepo({ name, topics })
  if (category !== 'web-development') return category
  if (topics.some((topic) => IMPORT_AI_ML.includes(topic))) return 'ai-ml'
  if (topics.some((topic) => IMPORT_CLOUD.includes(topic))) return 'cloud'
  return 'web-development'
}

/**
 * Where on the site a field shows, as a TODO hint names it. A test renders the home page with a mark in
 * each hinted field and holds every hint's page places to where the mark is found.
 */
export const PLACES = {
  hero: 'the hero',
  about: 'the About section',
  experience: 'the Experience section',
  projects: 'the project cards',
  skills: 'the Skills section',
  certifications: 'the Certifications section',
  contact: 'the Contact section',
  footer: 'the footer',
  assistant: "the assistant's answers",
  search: 'search results and link previews',
} as const
export type Place = keyof typeof PLACES

/** A field the import had to fill with a stand-in, what the owner should put there, and where it shows. */
export type ImportTodo = { path: Array<string | number>; note: string; shows: Place[] }

const placesText = (places: readonly Place[]) => {
  const names = places.map((place) => PLACES[place])
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
}

export type ImportResult = {
  profile: ProfileInput
  /** Fields given a stand-in value, marked TODO in the written file. */
  todos: ImportTodo[]
  /** What was taken, as lines for the report. */
  mapped: string[]
  /** What was left out, and why. */
  leftOut: string[]
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim()
const nonEmpty = (value: string | undefined): value is string => !!value?.trim()
/** Lines (a summary, then highlights) as one text, each ending as a sentence. */
const sentences = (lines: Array<string | undefined>) =>
  lines
    .filter(nonEmpty)
    .map((line) => line.trim())
    .map((line) => (/[.!?…:;]$/.test(line) ? line : `${line}.`))
    .join(' ')

/**
 * The profile a JSON Resume gives. Every section the site requires gets a stand-in when the resume has
 * none, so the result builds as it is; `todos` lists each stand-in for the owner to replace. `today`
 * decides whether a course of study with an end date is still under way.
 */
export function fromJsonResume(resume: JsonResume, today = new Date()): ImportResult {
  const todos: ImportTodo[] = []
  const mapped: string[] = []
  const leftOut: string[] = []
  const todo = <T>(path: ImportTodo['path'], value: T, note: string, shows: Place[]): T => {
    todos.push({ path, note: `${note}; shows in ${placesText(shows)}`, shows })
    return value
  }
  const now = today.toISOString().slice(0, 10)
  const basics = resume.basics ?? {}
  const name = basics.name?.trim() ?? ''
  const paragraphs = (basics.summary ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

  const profile: ProfileInput = {
    name,
    pronoun: todo(['pronoun'], 'they', "how the assistant refers to you: 'she', 'he' or 'they'", [
      'assistant',
    ]),
    tagline: nonEmpty(basics.label)
      ? basics.label.trim()
      : todo(
          ['tagline'],
          'Software Developer',
          'your roles, such as "Software Developer | AI Engineer"',
          ['hero', 'footer', 'search'],
        ),
    blurb: todo(
      ['blurb'],
      paragraphs[0] ? firstSentence(paragraphs[0]) : `${name}'s portfolio.`,
      'one line about you (here: the summary’s first sentence)',
      ['footer', 'search'],
    ),
    intro: todo(
      ['intro'],
      paragraphs[0] ?? `I'm ${name}.`,
      'a few lines under your name and roles (here: the summary’s first paragraph)',
      ['hero'],
    ),
    summary: paragraphs.length
      ? paragraphs
      : todo(['summary'], [`I'm ${name}.`], 'a paragraph or two about you', ['about']),
    email: nonEmpty(basics.email)
      ? basics.email.trim()
      : todo(['email'], 'you@example.com', 'the address visitors write to', [
          'hero',
          'contact',
          'footer',
        ]),
    location: {
      city: nonEmpty(basics.location?.city)
        ? basics.location.city.trim()
        : todo(['location', 'city'], 'Your city', 'the city you are based in', ['footer']),
      region: nonEmpty(basics.location?.region)
        ? basics.location.region.trim()
        : todo(['location', 'region'], 'Your region', 'your state, province or region', [
            'contact',
            'footer',
          ]),
      country: nonEmpty(basics.location?.countryCode)
        ? countryName(basics.location.countryCode.trim())
        : todo(['location', 'country'], 'Your country', 'your country', ['contact']),
    },
    social: (basics.profiles ?? [])
      .filter((p) => nonEmpty(p.url) && /^https?:\/\//.test(p.url ?? ''))
      .map((p) => ({
        label: p.network?.trim() || new URL(p.url ?? '').hostname,
        url: p.url?.trim() ?? '',
        ...(nonEmpty(p.username) ? { handle: p.username.trim() } : {}),
        ...(CODING_PRACTICE.test(`${p.network} ${p.url}`)
          ? { kind: 'coding-practice' as const }
          : {}),
      })),
    education: [],
    experience: [],
    skills: [],
    certifications: [],
    sampleProjects: [],
  }
  mapped.push(
    `basics: the name, ${basics.label ? 'label as the tagline, ' : ''}${
      paragraphs.length ? 'summary as the About text, ' : ''
    }${basics.email ? 'email, ' : ''}location and ${count(profile.social?.length ?? 0, 'profile')} as social links`,
  )
  if (basics.phone) leftOut.push('basics.phone: the site shows no phone number')
  if (basics.url) leftOut.push('basics.url: the site is your address (SITE_URL)')
  if (basics.image) {
    leftOut.push(
      'basics.image: the site serves its own photo; save it under public/ and set photo in profile.ts',
    )
  }
  const skipped = (basics.profiles ?? []).length - (profile.social?.length ?? 0)
  if (skipped > 0)
    leftOut.push(`basics.profiles: ${count(skipped, 'profile')} without an http(s) url`)

  // Work
  const work = resume.work ?? []
  profile.experience = work.map((entry, i) => {
    const start = entry.startDate ? monthYear(entry.startDate) : undefined
    const end = entry.endDate ? monthYear(entry.endDate) : 'Present'
    const text = sentences([entry.summary, ...(entry.highlights ?? [])])
    return {
      role: nonEmpty(entry.position)
        ? entry.position.trim()
        : todo(['experience', i, 'role'], 'Your role', 'your title there', ['experience']),
      company: nonEmpty(entry.name)
        ? entry.name.trim()
        : todo(
            ['experience', i, 'company'],
            'Company',
            'the company',
            // the hero suggests asking what the owner works on at a current job
            entry.endDate ? ['experience'] : ['experience', 'hero'],
          ),
      location: nonEmpty(entry.location)
        ? entry.location.trim()
        : todo(['experience', i, 'location'], 'Remote', 'where the job was', ['experience']),
      period: start
        ? `${start} – ${end}`
        : todo(['experience', i, 'period'], end, 'when it started', ['experience']),
      current: !entry.endDate,
      description: text
        ? text
        : todo(
            ['experience', i, 'description'],
            'What I did there.',
            'what you did and built there',
            ['experience'],
          ),
      technologies: (entry.keywords ?? []).filter(nonEmpty),
    }
  })
  if (work.length) {
    mapped.push(
      `work: ${count(work.length, 'position')} as experience (dates as the period, summary and highlights as the description, keywords as technologies)`,
    )
    if (work.some((entry) => entry.description || entry.url)) {
      leftOut.push('work description and url: the site describes the job, not the company')
    }
  } else {
    profile.experience = [
      todo(
        ['experience', 0],
        {
          role: 'Your role',
          company: 'Company',
          location: 'Remote',
          period: 'Present',
          current: true,
          description: 'What I do there.',
          technologies: [],
        },
        'the resume has no work; the site needs at least one entry',
        ['experience'],
      ),
    ]
  }

  // Education
  const education = resume.education ?? []
  profile.education = education.map((entry, i) => ({
    degree:
      [entry.studyType, entry.area].filter(nonEmpty).join(' in ') ||
      todo(['education', i, 'degree'], 'Degree', 'the degree', ['about']),
    institution: nonEmpty(entry.institution)
      ? entry.institution.trim()
      : todo(['education', i, 'institution'], 'School', 'the school', ['about']),
    current: entry.current ?? (entry.endDate ? entry.endDate > now : false),
    ...(nonEmpty(entry.score) ? { gpa: entry.score.trim() } : {}),
  }))
  if (education.length) {
    mapped.push(
      `education: ${count(education.length, 'entry', 'entries')} (studyType and area as the degree, score as the GPA)`,
    )
    if (education.some((entry) => entry.courses?.length)) {
      leftOut.push('education courses: the site lists no courses; a focus can go in focus')
    }
  } else {
    profile.education = [
      todo(
        ['education', 0],
        { degree: 'Degree', institution: 'School', current: false },
        'the resume has no education; the site needs at least one entry',
        ['about'],
      ),
    ]
  }

  // Skills: entries of one name in a row are one group (toJsonResume writes a group so).
  const skillGroups: NonNullable<ProfileInput['skills']> = []
  for (const entry of resume.skills ?? []) {
    const group = entry.name?.trim() || 'Skills'
    const names = entry.keywords?.filter(nonEmpty).map((k) => k.trim()) ?? []
    const skills = (names.length ? names : [group]).map((skill) => ({
      name: skill,
      expertise: expertiseOf(entry.level),
    }))
    const last = skillGroups.at(-1)
    if (last?.group === group) last.skills.push(...skills)
    else skillGroups.push({ group, skills })
  }
  if (skillGroups.length) {
    profile.skills = skillGroups
    mapped.push(
      `skills: ${count(skillGroups.length, 'group')} (keywords as skills; level: master or expert is Expert, advanced, senior or proficient is Advanced, anything else Intermediate)`,
    )
  } else {
    profile.skills = [
      todo(
        ['skills', 0],
        { group: 'Skills', skills: [{ name: 'Your skill', expertise: 'Intermediate' as const }] },
        'the resume has no skills; the site needs at least one group',
        ['skills', 'about'],
      ),
    ]
  }

  // Certificates
  const ids = new Set<string>()
  const certificates = resume.certificates ?? []
  profile.certifications = certificates.map((cert, i) => {
    const certName = cert.name?.trim() || 'Certificate'
    let id = slugOf(certName)
    for (let n = 2; ids.has(id); n++) id = `${slugOf(certName)}-${n}`
    ids.add(id)
    const issuer = nonEmpty(cert.issuer)
      ? cert.issuer.trim()
      : todo(['certifications', i, 'issuer'], 'Issuer', 'who issued it', ['certifications'])
    return {
      id,
      name: certName,
      issuer,
      issueDate: cert.date
        ? cert.date.slice(0, 4)
        : todo(['certifications', i, 'issueDate'], now.slice(0, 4), 'the year it was issued', [
            'certifications',
          ]),
      url:
        cert.url && /^https?:\/\//.test(cert.url)
          ? cert.url
          : todo(['certifications', i, 'url'], 'https://example.com/', 'where to check it', [
              'certifications',
            ]),
      category: todo(
        ['certifications', i, 'category'],
        issuer,
        'its category badge (here: the issuer)',
        ['certifications'],
      ),
      description: todo(
        ['certifications', i, 'description'],
        `${certName}, issued by ${issuer}.`,
        'a sentence about what it shows',
        ['certifications'],
      ),
    }
  })
  if (certificates.length) {
    mapped.push(`certificates: ${count(certificates.length, 'certificate')} as certifications`)
  }

  // Projects: a project's keywords are its technologies, and say its category; a project the resume
  // gives no repository for gets no Code link (the default, a repository of that name on the owner's
  // GitHub, may not exist).
  const projects = resume.projects ?? []
  const overrides: Record<string, { category: ProjectCategory; technologies?: string[] }> = {}
  profile.sampleProjects = projects.map((project, i) => {
    const url = project.url && /^https?:\/\//.test(project.url) ? project.url : undefined
    const text = sentences([project.description, ...(project.highlights ?? [])])
    const date = project.endDate ?? project.startDate
    const name = slugOf(project.name ?? `project-${i + 1}`)
    const keywords = (project.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim())
    overrides[name] = {
      category: categoryOfKeywords(name, keywords),
      ...(keywords.length ? { technologies: keywords } : {}),
    }
    const code =
      url && isCodeHost(url)
        ? { code: url }
        : {
            code: todo(
              ['sampleProjects', i, 'code'],
              false as const,
              'no Code link: the resume names no repository; put its address here if the code is public',
              ['projects'],
            ),
          }
    return {
      name,
      ...(text ? { description: text } : {}),
      ...code,
      ...(url && !isCodeHost(url) ? { live: url } : {}),
      topics: keywords,
      updated:
        date && date.length >= 7
          ? date
          : todo(
              ['sampleProjects', i, 'updated'],
              date ? `${date}-01` : now.slice(0, 7),
              'when it last changed, such as 2025-03',
              ['projects'],
            ),
    }
  })
  if (projects.length) profile.projectRules = { overrides }
  if (projects.length) {
    mapped.push(
      `projects: ${count(projects.length, 'project')} as sample projects (name as a repository name, keywords as the card's technologies and its category, url as code or live; no repository, no Code link)`,
    )
  } else {
    profile.sampleProjects = [
      todo(
        ['sampleProjects', 0],
        { name: 'my-project', description: 'What it does.', topics: [], updated: now.slice(0, 7) },
        'the resume has no projects; shown when GitHub cannot be reached',
        ['projects'],
      ),
    ]
  }

  for (const section of [
    'volunteer',
    'awards',
    'publications',
    'languages',
    'interests',
    'references',
  ]) {
    const entries = resume[section]
    if (Array.isArray(entries) && entries.length) {
      leftOut.push(`${section} (${entries.length}): the site has no section for it`)
    }
  }
  return { profile, todos, mapped, leftOut }
}
