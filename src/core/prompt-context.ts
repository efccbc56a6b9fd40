// What the assistant's prompt says of the owner's portfolio is made of: the projects it lists and what it
// left out to fit its budget. The prompt (chat-prompt.ts) and each home section's part of it
// (home-sections/) both read these, so they sit apart from either.

/** What the prompt says of a project: a repository record, or the projects route's summary of one. */
export type PromptProject = {
  name: string
  description?: string | null
  language?: string | null
  topics?: readonly string[]
  html_url: string | null
  homepage?: string | null
}

/** What the portfolio left out to fit its budget: the prompt says how much, and the log what. */
export type PromptOmissions = {
  /** The lowest-ranked projects left out (the list is ranked: stars, then the latest update). */
  projects: number
  /** The oldest posts left out. */
  posts: number
  /** Characters cut from the end of the resume's text. */
  resumeChars: number
  /** Even then too long (an enormous profile): the whole was cut at the budget. */
  cut: boolean
}
