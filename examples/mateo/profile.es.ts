// Mateo's words in Spanish, the site's second language (at /es/): only what differs from profile.ts.
// Everything left out (his name, links, skills, dates, projects) is profile.ts's, field by field; a list
// of entries is translated entry by entry, in its order. `npm run check` lists what is still in English.
import { defineTranslation } from '@/content/translations'

export const translation = defineTranslation('es', {
  tagline: 'Ingeniero de backend | Sistemas distribuidos',
  headline: 'Hago que las colas y las cachés sigan siendo aburridas bajo carga.',
  status: 'Abierto a puestos de staff · Copenhague o en remoto',
  photo: {
    alt: 'Una ilustración de Mateo: gafas, barba y un jersey color óxido',
  },
  blurb:
    'Diseña colas, cachés y motores de almacenamiento que siguen siendo aburridos bajo carga, sobre todo en Go y a veces en Rust.',
  intro:
    'Construyo las partes silenciosas de los sistemas grandes: brokers de mensajes, limitadores de tasa y los paneles que avisan cuando algo va mal. Ahora mantengo puntual una plataforma logística en Copenhague.',
  summary: [
    'Ingeniero de backend con seis años de Go, centrado en sistemas distribuidos que fallan con elegancia: consumidores idempotentes, contrapresión y timeouts honestos.',
    'Antes de Copenhague pasé tres años en una start-up de Valencia convirtiendo un monolito de Rails en un puñado de servicios en Go, sin una sola migración de fin de semana.',
  ],
  location: { region: 'Región Capital', country: 'Dinamarca' },
  education: [
    {
      degree: 'Grado en Ingeniería de Telecomunicación',
      focus: 'Redes y programación concurrente',
    },
  ],
  experience: [
    {
      role: 'Ingeniero de backend staff',
      location: 'Copenhague, Dinamarca',
      period: 'mar. 2022 – actualidad',
      description:
        'Responsable del pipeline de eventos de envíos (40.000 eventos por segundo); sustituyó un planificador por sondeo por uno basado en Kafka y redujo en un tercio las alertas de entregas tardías.',
    },
    {
      role: 'Desarrollador de backend',
      location: 'Valencia, España',
      period: 'sept. 2019 – feb. 2022',
      description:
        'Dividió un monolito de Rails en servicios Go detrás de una pasarela gRPC y escribió los runbooks que la guardia sigue usando.',
    },
  ],
  skills: [{ group: 'Lenguajes' }, { group: 'Infraestructura' }, { group: 'Bases de datos' }],
  talks: [
    {
      title: 'Consumidores idempotentes, o cómo dejar de pedir perdón por los duplicados',
      summary:
        'Claves de deduplicación, tablas outbox y la única política de reintentos que nunca envía dos veces.',
    },
    { title: 'Contrapresión para quien está de guardia' },
  ],
  languages: [
    { language: 'Español', fluency: 'Lengua materna' },
    { language: 'Inglés', fluency: 'Fluido' },
    { language: 'Danés', fluency: 'Conversacional (B1)' },
  ],
  sections: {
    contact: {
      title: 'Escríbeme',
      subtitle: '¿Preguntas sobre colas, o un equipo que necesita un busca más tranquilo?',
      blurb: 'Respondo al correo en uno o dos días; ahora mismo no busco ofertas de reclutadores.',
    },
  },
  sampleProjects: [
    {
      description:
        'Una pequeña cola de trabajo replicada con confirmaciones exactamente una vez, construida sobre Raft.',
    },
    {
      description:
        'Agrupa las alertas ruidosas en un aviso por incidente y aprende cuáles no lee nadie.',
    },
    {
      description:
        'Un limitador de tasa de cubo de tokens en Rust con un modo clúster sobre Redis.',
    },
  ],
})
