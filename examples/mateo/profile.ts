// Everything about the owner: edit this file (and put your resume at public/resume.pdf) to make the site
// yours. The page, the assistant's prompt and the share tags all read it. A mistake stops `npm run dev`,
// `npm run build` and `npm test` with the field's name, e.g. `skills › Databases › Redis › expertise`.
// This example leaves out what an owner may not have: no certifications, no coding-practice profile, no
// GPA, no about-section skill areas (they default to the skill groups) and no section copy of its own
// beyond the contact card. It has two optional sections, Talks and Languages.
import { defineProfile } from '@/content/schema'
// His second language: Spanish, at /es/ (profile.es.ts holds only what differs).
import { translation as spanish } from './profile.es'

export const profile = defineProfile(
  {
    // The site's languages: English is the default, at /; Spanish at /es/ (docs/languages.md).
    locales: ['en', 'es'],
    name: 'Mateo Ñúñez-Østergaard',
    pronoun: 'he',
    tagline: 'Backend Engineer | Distributed Systems',
    headline: 'I make queues and caches stay boring under load.',
    status: 'Open to staff roles · Copenhagen or remote',
    // An illustrated avatar (examples/mateo/mateo-avatar.svg, copied to public/ by use-example); the build
    // draws WebP copies of it for the hero.
    photo: {
      src: '/mateo-avatar.svg',
      alt: 'An illustration of Mateo: glasses, a beard and a rust sweater',
    },
    // Chip colours of his own: Go's deeper cyan, and tools the built-in list does not know.
    chipColors: { Go: '#007d9c', Raft: '#6d28d9' },
    blurb:
      'Designs queues, caches and storage engines that stay boring under load, mostly in Go, sometimes in Rust.',
    intro:
      'I build the quiet parts of large systems: message brokers, rate limiters and the dashboards that tell you when they are unhappy. Currently keeping a logistics platform on time in Copenhagen.',
    summary: [
      'Backend engineer with six years in Go, focused on distributed systems that fail gracefully: idempotent consumers, back-pressure and honest timeouts.',
      'Before Copenhagen I spent three years at a Valencia start-up turning a Rails monolith into a handful of Go services without a single weekend migration.',
    ],
    email: 'mateo.nunez@example.org',
    location: { city: 'Copenhagen', region: 'Capital Region', country: 'Denmark' },
    social: [
      { label: 'GitHub', handle: 'mateo-nunez-ost', url: 'https://github.com/mateo-nunez-ost' },
      {
        label: 'LinkedIn',
        handle: 'mateonunezost',
        url: 'https://www.linkedin.com/in/mateonunezost',
      },
      { label: 'Mastodon', handle: '@mateo@hachyderm.io', url: 'https://hachyderm.io/@mateo' },
    ],
    education: [
      {
        degree: 'BEng in Telecommunications Engineering',
        institution: 'Universitat Politècnica de València',
        focus: 'Networks and Concurrent Programming',
      },
    ],
    experience: [
      {
        role: 'Staff Backend Engineer',
        company: 'Fjordline Logistics',
        location: 'Copenhagen, Denmark',
        period: 'Mar 2022 – Present',
        current: true,
        description:
          'Owns the shipment-event pipeline (40k events per second); replaced a polling scheduler with a Kafka-driven one and cut late-delivery alerts by a third.',
        technologies: ['Go', 'Kafka', 'Redis', 'PostgreSQL', 'Kubernetes'],
      },
      {
        role: 'Backend Developer',
        company: 'Naranja Pay',
        location: 'Valencia, Spain',
        period: 'Sep 2019 – Feb 2022',
        description:
          'Split a Rails monolith into Go services behind a gRPC gateway and wrote the runbooks the on-call rotation still uses.',
        technologies: ['Go', 'Ruby on Rails', 'gRPC', 'MySQL'],
      },
    ],
    skills: [
      {
        group: 'Languages',
        skills: [
          { name: 'Go', expertise: 'Expert' },
          { name: 'Rust', expertise: 'Intermediate' },
          { name: 'Ruby', expertise: 'Advanced' },
        ],
      },
      {
        group: 'Infrastructure',
        skills: [
          { name: 'Kubernetes', expertise: 'Advanced' },
          { name: 'Kafka', expertise: 'Advanced' },
          { name: 'Docker', icon: '/icons/skills/docker.svg', expertise: 'Advanced' },
          { name: 'Terraform', expertise: 'Intermediate' },
        ],
      },
      {
        group: 'Databases',
        skills: [
          { name: 'PostgreSQL', icon: '/icons/skills/postgresql.svg', expertise: 'Expert' },
          { name: 'Redis', expertise: 'Advanced' },
          { name: 'MySQL', icon: '/icons/skills/mysql.svg', expertise: 'Intermediate' },
        ],
      },
    ],
    // Two of the optional sections (publications, talks, awards, volunteering, languages, interests):
    // each shows, with a navigation entry, because it has entries.
    talks: [
      {
        title: 'Idempotent consumers, or how to stop apologising for duplicates',
        event: 'GopherCon EU',
        date: '2024-06',
        place: 'Berlin',
        url: 'https://mateo.example.org/talks/idempotent-consumers',
        summary:
          'Deduplication keys, outbox tables and the one retry policy that never double-ships.',
      },
      {
        title: 'Back-pressure for people who page',
        event: 'Copenhagen Go Meetup',
        date: '2023-11',
        place: 'Copenhagen',
      },
    ],
    languages: [
      { language: 'Spanish', fluency: 'Native speaker' },
      { language: 'English', fluency: 'Fluent' },
      { language: 'Danish', fluency: 'Conversational (B1)' },
    ],
    sections: {
      // Optional sections go in this order (the rest follow in the default one): Languages before Talks.
      order: ['languages', 'talks'],
      contact: {
        title: 'Say Hello',
        subtitle: 'Questions about queues, or a team that needs its pager to be quieter?',
        blurb: 'I answer email within a day or two; I am not looking for recruiters right now.',
      },
    },
    // His Go repositories would otherwise be Web Development with JavaScript badges.
    projectRules: {
      overrides: {
        'tidewater-queue': { category: 'cloud', technologies: ['Go', 'Raft', 'gRPC'] },
        'quiet-pager': { technologies: ['Go', 'Prometheus', 'Grafana'] },
        'slotmachine-rs': { technologies: ['Rust', 'Redis'] },
      },
      keywords: { cloud: { names: ['queue', 'kube'], topics: ['kubernetes', 'kafka'] } },
    },
    sampleProjects: [
      {
        name: 'tidewater-queue',
        description:
          'A small replicated work queue with exactly-once acknowledgements, built on Raft.',
        language: 'Go',
        topics: ['raft', 'queue'],
        updated: '2025-04',
      },
      {
        name: 'quiet-pager',
        description:
          'Groups noisy alerts into one page per incident and learns which ones nobody reads.',
        language: 'Go',
        topics: ['prometheus', 'alerting'],
        updated: '2024-12-08',
        live: 'https://quiet-pager.example.org',
      },
      {
        name: 'slotmachine-rs',
        description: 'A token-bucket rate limiter in Rust with a Redis-backed cluster mode.',
        language: 'Rust',
        topics: ['rate-limiting', 'redis'],
        updated: '2024-06-19',
      },
    ],
    resume: { file: '/resume.pdf' },
    // The look: numbered monospace headings and sharp corners, in teal (the default is aurora, in indigo).
    theme: { preset: 'terminal', accent: 'teal' },
  },
  spanish,
)
