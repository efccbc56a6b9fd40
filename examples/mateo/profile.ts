// Everything about the owner: edit this file (and put your resume at public/resume.pdf) to make the site
// yours. The page, the assistant's prompt and the share tags all read it. A mistake stops `npm run dev`,
// `npm run build` and `npm test` with the field's name, e.g. `skills › Databases › Redis › expertise`.
// This example leaves out what an owner may not have: no certifications, no coding-practice profile, no
// GPA, no about-section skill areas (they default to the skill groups) and no section copy of its own
// beyond the contact card. It has two optional sections, Talks and Languages. He writes in Spanish first:
// this file is his Spanish, and profile.en.ts his English.
import { defineProfile } from '@/content/schema'
// His second language: English, at /en/ (profile.en.ts holds only what differs).
import { translation as english } from './profile.en'

export const profile = defineProfile(
  {
    // The site's languages: Spanish is the default, at /; English at /en/ (docs/languages.md).
    locales: ['es', 'en'],
    name: 'Mateo Ñúñez-Østergaard',
    pronoun: 'he',
    tagline: 'Ingeniero de backend | Sistemas distribuidos',
    headline: 'Hago que las colas y las cachés sigan siendo aburridas bajo carga.',
    status: 'Abierto a puestos de staff · Copenhague o en remoto',
    // An illustrated avatar (examples/mateo/mateo-avatar.svg, copied to public/ by use-example); the build
    // draws WebP copies of it for the hero.
    photo: {
      src: '/mateo-avatar.svg',
      alt: 'Una ilustración de Mateo: gafas, barba y un jersey color óxido',
    },
    // Chip colours of his own: Go's deeper cyan, and tools the built-in list does not know.
    chipColors: { Go: '#007d9c', Raft: '#6d28d9' },
    blurb:
      'Diseña colas, cachés y motores de almacenamiento que siguen siendo aburridos bajo carga, sobre todo en Go y a veces en Rust.',
    intro:
      'Construyo las partes silenciosas de los sistemas grandes: brokers de mensajes, limitadores de tasa y los paneles que avisan cuando algo va mal. Ahora mantengo puntual una plataforma logística en Copenhague.',
    summary: [
      'Ingeniero de backend con seis años de Go, centrado en sistemas distribuidos que fallan con elegancia: consumidores idempotentes, contrapresión y timeouts honestos.',
      'Antes de Copenhague pasé tres años en una start-up de Valencia convirtiendo un monolito de Rails en un puñado de servicios en Go, sin una sola migración de fin de semana.',
    ],
    email: 'mateo.nunez@example.org',
    location: { city: 'Copenhague', region: 'Región Capital', country: 'Dinamarca' },
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
        degree: 'Grado en Ingeniería de Telecomunicación',
        institution: 'Universitat Politècnica de València',
        focus: 'Redes y programación concurrente',
      },
    ],
    experience: [
      {
        role: 'Ingeniero de backend staff',
        company: 'Fjordline Logistics',
        location: 'Copenhague, Dinamarca',
        period: 'mar. 2022 – actualidad',
        current: true,
        description:
          'Responsable del pipeline de eventos de envíos (40.000 eventos por segundo); sustituyó un planificador por sondeo por uno basado en Kafka y redujo en un tercio las alertas de entregas tardías.',
        technologies: ['Go', 'Kafka', 'Redis', 'PostgreSQL', 'Kubernetes'],
      },
      {
        role: 'Desarrollador de backend',
        company: 'Naranja Pay',
        location: 'Valencia, España',
        period: 'sept. 2019 – feb. 2022',
        description:
          'Dividió un monolito de Rails en servicios Go detrás de una pasarela gRPC y escribió los runbooks que la guardia sigue usando.',
        technologies: ['Go', 'Ruby on Rails', 'gRPC', 'MySQL'],
      },
    ],
    skills: [
      {
        group: 'Lenguajes',
        skills: [
          { name: 'Go', expertise: 'Expert' },
          { name: 'Rust', expertise: 'Intermediate' },
          { name: 'Ruby', expertise: 'Advanced' },
        ],
      },
      {
        group: 'Infraestructura',
        skills: [
          { name: 'Kubernetes', expertise: 'Advanced' },
          { name: 'Kafka', expertise: 'Advanced' },
          { name: 'Docker', icon: '/icons/skills/docker.svg', expertise: 'Advanced' },
          { name: 'Terraform', expertise: 'Intermediate' },
        ],
      },
      {
        group: 'Bases de datos',
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
        title: 'Consumidores idempotentes, o cómo dejar de pedir perdón por los duplicados',
        event: 'GopherCon EU',
        date: '2024-06',
        place: 'Berlín',
        url: 'https://mateo.example.org/talks/idempotent-consumers',
        summary:
          'Claves de deduplicación, tablas outbox y la única política de reintentos que nunca envía dos veces.',
      },
      {
        title: 'Contrapresión para quien está de guardia',
        event: 'Copenhagen Go Meetup',
        date: '2023-11',
        place: 'Copenhague',
      },
    ],
    languages: [
      { language: 'Español', fluency: 'Lengua materna' },
      { language: 'Inglés', fluency: 'Fluido' },
      { language: 'Danés', fluency: 'Conversacional (B1)' },
    ],
    sections: {
      // Optional sections go in this order (the rest follow in the default one): Languages before Talks.
      order: ['languages', 'talks'],
      contact: {
        title: 'Escríbeme',
        subtitle: '¿Preguntas sobre colas, o un equipo que necesita un busca más tranquilo?',
        blurb:
          'Respondo al correo en uno o dos días; ahora mismo no busco ofertas de reclutadores.',
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
          'Una pequeña cola de trabajo replicada con confirmaciones exactamente una vez, construida sobre Raft.',
        language: 'Go',
        topics: ['raft', 'queue'],
        updated: '2025-04',
      },
      {
        name: 'quiet-pager',
        description:
          'Agrupa las alertas ruidosas en un aviso por incidente y aprende cuáles no lee nadie.',
        language: 'Go',
        topics: ['prometheus', 'alerting'],
        updated: '2024-12-08',
        live: 'https://quiet-pager.example.org',
      },
      {
        name: 'slotmachine-rs',
        description:
          'Un limitador de tasa de cubo de tokens en Rust con un modo clúster sobre Redis.',
        language: 'Rust',
        topics: ['rate-limiting', 'redis'],
        updated: '2024-06-19',
      },
    ],
    resume: { file: '/resume.pdf' },
    // The look: numbered monospace headings and sharp corners, in teal (the default is aurora, in indigo).
    theme: { preset: 'terminal', accent: 'teal' },
  },
  english,
)
