// The front matter of a post in src/content/writing/<slug>.md, as the owner writes it. tooling/vite/posts.ts
// checks every post with it: a missing or bad field stops the build, naming the file and the field.
import { z } from 'zod'

const text = z.string().trim().min(1)

/** YYYY-MM-DD, and a day that exists (2026-02-30 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD, such as 2026-03-04')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'expected a real day of the calendar')

export const postFrontMatterSchema = z.strictObject({
  /** Required: the post's title, also its page title and its share image's text. */
  title: text,
  /** Required: when it was published (YYYY-MM-DD). Posts are listed newest first. */
  date: day,
  /** Required: one or two sentences; the list, the feed, the description and the assistant use it. */
  summary: text,
  /** Optional: a few words, shown as chips. */
  tags: z.array(text).default([]),
  /** Optional: true keeps the post out of the built site; `npm run dev` still shows it. */
  draft: z.boolean().default(false),
  /** Optional: when it last changed meaningfully (YYYY-MM-DD). */
  updated: day.optional(),
  /** Optional: where the post first appeared; its canonical link points there. */
  canonical: z.url({ protocol: /^https?$/ }).optional(),
})

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>
