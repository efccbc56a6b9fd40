// The resume as a document: what the resume PDF (and any other printed form) lays out, one column, in
// reading order. Each home section says how it appears here (its `resume` part in the sections registry),
// so the PDF holds the owner's sections in the owner's order and never needs to know a section by name.

/** A link as printed: its label is what the reader sees, its address is what a click opens. */
export type ResumeLink = { label: string; href: string }

/** One line of a section: a role, a degree, a talk, a publication. */
export type ResumeEntry = {
  /** The strongest text: a role, a degree, a title. */
  title: string
  /** Who or where: a company, a school, a venue, a publisher. */
  subtitle?: string
  /** As the site shows them: "2021 – Present", "May 2024". */
  dates?: string
  /** A place, beside the dates. */
  place?: string
  /** Where the title links to. */
  href?: string
  /** A sentence or two under it, as a paragraph. */
  text?: string
  /** Bullet points under it (highlights). */
  lines?: readonly string[]
}

/** One section of the resume, under its heading. */
export type ResumeBlock = {
  heading: string
  /**
   * Printed only when there is room for it: the resume keeps it if it adds no page (the projects, which
   * the page shows from GitHub and a resume may do without).
   */
  ifRoom?: boolean
  /** A paragraph (About). */
  text?: string
  /** Entries with titles and dates (Experience, Education, Talks...). */
  entries?: readonly ResumeEntry[]
  /**
   * Short items (Skills, Languages, Interests): those with a detail one a line (`Cloud: AWS, Docker`),
   * those without in a row.
   */
  items?: readonly { label: string; detail?: string }[]
}

export type ResumeDocument = {
  /** The language its words are in, as `<html lang>` says it (the PDF's /Lang). */
  lang: string
  /** Its writing direction: a right-to-left document is set from the right and its rows are mirrored. */
  dir: 'ltr' | 'rtl'
  name: string
  /** The one line under the name. */
  headline?: string
  /** Email, site, GitHub, LinkedIn...: printed under the name, each a working link. */
  contacts: readonly ResumeLink[]
  blocks: readonly ResumeBlock[]
}

/** A link as a resume prints it: the address without its scheme (`github.com/ada`), or the email. */
export function printedLink(url: string): string {
  return url
    .replace(/^mailto:/, '')
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '')
}
