// Mateo's words in English, the site's second language (at /en/): only what differs from profile.ts, his
// Spanish. Everything left out (his name, links, skills, dates, projects) is profile.ts's, field by field; a
// list of entries is translated entry by entry, in its order. `npm run check` lists what is still in Spanish.
import { defineTranslation } from '@/content/translations'

export const translation = defineTranslation('en', {
  tagline: 'Backend Engineer | Distributed Systems',
  headline: 'I make queues and caches stay boring under load.',
  status: 'Open to staff roles · Copenhagen or remote',
  photo: {
    alt: 'An illustration of Mateo: glasses, a beard and a rust sweater',
  },
  blurb:
    'Designs queues, caches and storage engines that stay boring under load, mostly in Go, sometimes in Rust.',
  intro:
    'I build the quiet parts of large systems: message brokers, rate limiters and the dashboards that tell you when they are unhappy. Currently keeping a logistics platform on time in Copenhagen.',
  summary: [
    'Backend engineer with six years in Go, focused on distributed systems that fail gracefully: idempotent consumers, back-pressure and honest timeouts.',
    'Before Copenhagen I spent three years at a Valencia start-up turning a Rails monolith into a handful of Go services without a single weekend migration.',
  ],
  location: { city: 'Copenhagen', region: 'Capital Region', country: 'Denmark' },
  education: [
    {
      degree: 'BEng in Telecommunications Engineering',
      focus: 'Networks and Concurrent Programming',
    },
  ],
  experience: [
    {
      role: 'Staff Backend Engineer',
      location: 'Copenhagen, Denmark',
      period: 'Mar 2022 – Present',
      description:
        'Owns the shipment-event pipeline (40k events per second); replaced a polling scheduler with a Kafka-driven one and cut late-delivery alerts by a third.',
    },
    {
      role: 'Backend Developer',
      location: 'Valencia, Spain',
      period: 'Sep 2019 – Feb 2022',
      description:
        'Split a Rails monolith into Go services behind a gRPC gateway and wrote the runbooks the on-call rotation still uses.',
    },
  ],
  skills: [{ group: 'Languages' }, { group: 'Infrastructure' }, { group: 'Databases' }],
  talks: [
    {
      title: 'Idempotent consumers, or how to stop apologising for duplicates',
      place: 'Berlin',
      summary:
        'Deduplication keys, outbox tables and the one retry policy that never double-ships.',
    },
    { title: 'Back-pressure for people who page', place: 'Copenhagen' },
  ],
  languages: [
    { language: 'Spanish', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Fluent' },
    { language: 'Danish', fluency: 'Conversational (B1)' },
  ],
  sections: {
    contact: {
      title: 'Say Hello',
      subtitle: 'Questions about queues, or a team that needs its pager to be quieter?',
      blurb: 'I answer email within a day or two; I am not looking for recruiters right now.',
    },
  },
  sampleProjects: [
    {
      description:
        'A small replicated work queue with exactly-once acknowledgements, built on Raft.',
    },
    {
      description:
        'Groups noisy alerts into one page per incident and learns which ones nobody reads.',
    },
    {
      description: 'A token-bucket rate limiter in Rust with a Redis-backed cluster mode.',
    },
  ],
})
