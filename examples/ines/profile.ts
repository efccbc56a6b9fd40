// Everything about the owner: edit this file (and put your resume at public/resume.pdf) to make the site
// yours. The page, the assistant's prompt and the share tags all read it. A mistake stops `npm run dev`,
// `npm run build` and `npm test` with the field's name, e.g. `skills › Databases › Redis › expertise`.
// This example is the shortest an owner can write: one job, one school, one skill group, one project
// whose code is not public, one post, and nothing optional (no photo, status, headline, certifications,
// section copy or project rules) but its look, minimal, so that the three examples show the three presets.
import { defineProfile } from '@/content/schema'

export const profile = defineProfile({
  name: 'Inês Varga',
  pronoun: 'she',
  tagline: 'Data Engineer',
  blurb: 'Keeps batch and streaming pipelines honest about late data.',
  intro:
    'I build the pipelines that turn raw event streams into tables analysts trust, and I write down why they break.',
  summary: [
    'Data engineer in Porto with three years on streaming pipelines: Kafka in, Parquet out, and tests for every late event in between.',
  ],
  email: 'ines.varga@example.net',
  location: { city: 'Porto', region: 'Norte', country: 'Portugal' },
  social: [{ label: 'GitHub', handle: 'ivarga-data', url: 'https://github.com/ivarga-data' }],
  education: [{ degree: 'MSc in Data Science', institution: 'Universidade do Porto' }],
  experience: [
    {
      role: 'Data Engineer',
      company: 'Ribeira Freight',
      location: 'Porto, Portugal',
      period: 'Jan 2023 – Present',
      current: true,
      description:
        'Moved nightly CSV exports to a Kafka and Flink pipeline; shipment dashboards now lag by minutes, not a day.',
      technologies: ['Python', 'Kafka', 'Flink', 'dbt'],
    },
  ],
  skills: [
    {
      group: 'Data',
      skills: [
        { name: 'Python', icon: '/icons/skills/python.svg', expertise: 'Advanced' },
        { name: 'SQL', expertise: 'Expert' },
        { name: 'Kafka', expertise: 'Intermediate' },
      ],
    },
  ],
  sampleProjects: [
    {
      name: 'late-event-lab',
      description: 'A test bench that replays out-of-order events against a streaming job.',
      code: false,
      language: 'Python',
      topics: ['kafka', 'streaming'],
      updated: '2025-09',
    },
  ],
  theme: { preset: 'minimal', accent: 'rose' },
})
