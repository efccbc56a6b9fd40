// Certifications (anchor #certifications): on the page only with at least one. The spec's navigation
// bar does not name it. Its JSON Resume part is `certificates`.
import { count, slugOf, nonEmpty } from '../json-resume-format.ts'
import { copyFields, type SectionDefinition } from './definition.ts'

export const certifications = {
  nav: 'none',
  optional: false,
  reads: ['certifications'],
  shows: ({ profile }) => profile.certifications.length > 0,
  title: (_, t) => t.sections.certifications.title,
  prompt: ({ profile }) => [
    '## Certifications',
    ...profile.certifications.map(
      (cert) =>
        `- ${cert.name}, issued by ${cert.issuer} in ${cert.issueDate} (${cert.category})${cert.expiryDate ? `, expires ${cert.expiryDate}` : ''}: ${cert.description}`,
    ),
  ],
  llms: (profile) => [
    `Certifications: ${profile.certifications.map((cert) => `${cert.name} (${cert.issuer}, ${cert.issueDate})`).join('; ')}.`,
  ],
  jsonResume: {
    out: (profile) => ({
      certificates: profile.certifications.map((cert) => ({
        name: cert.name,
        issuer: cert.issuer,
        date: cert.issueDate,
        url: cert.url,
      })),
    }),
    in: (resume, { todo, mapped, now }) => {
      const ids = new Set<string>()
      const certificates = resume.certificates ?? []
      if (certificates.length) {
        mapped.push(`certificates: ${count(certificates.length, 'certificate')} as certifications`)
      }
      return {
        certifications: certificates.map((cert, i) => {
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
              : todo(
                  ['certifications', i, 'issueDate'],
                  now.slice(0, 4),
                  'the year it was issued',
                  ['certifications'],
                ),
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
        }),
      }
    },
  },
  ownerFields: (profile) => [
    ...profile.certifications.flatMap((cert): Array<[string, string | undefined]> => [
      ['certifications › name', cert.name],
      ['certifications › url', cert.url],
      ['certifications › description', cert.description],
      ['certifications › credentialId', cert.credentialId],
    ]),
    ...copyFields('certifications', profile.sections.certifications),
  ],
  resume: (profile, { t }) => ({
    heading: t.resumeDocument.certifications,
    entries: profile.certifications.map((cert) => ({
      title: cert.name,
      subtitle: cert.issuer,
      dates: cert.expiryDate ? `${cert.issueDate} – ${cert.expiryDate}` : cert.issueDate,
      href: cert.url,
    })),
  }),
} as const satisfies SectionDefinition
