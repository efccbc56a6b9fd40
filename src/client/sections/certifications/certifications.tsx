import { Award, ExternalLink as ExternalLinkIcon } from 'lucide-react'
import { LinkedInIcon } from '@/client/components/brand-icons'
import { Badge } from '@/client/components/ui/badge'
import { ButtonLink } from '@/client/components/ui/button-link'
import { Section } from '@/client/components/ui/section'
import type { Profile } from '@/content/schema'
import { linkWithIcon } from '@/core/links'
import { fill } from '@/i18n/format'
import { usePageLocale } from '@/client/lib/page-locale'

// The categories with a colour of their own; any other category is grey
const CATEGORY_BADGE: Readonly<Record<string, string>> = {
  'Cloud Computing': 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  'Cloud Development': 'bg-indigo-500/15 text-indigo-800 dark:text-indigo-300',
  'Data Engineering': 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  'Data Analytics': 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  DevOps: 'bg-orange-500/15 text-orange-800 dark:text-orange-300',
  'Machine Learning': 'bg-fuchsia-500/15 text-fuchsia-800 dark:text-fuchsia-300',
  'Web Development': 'bg-cyan-500/15 text-cyan-800 dark:text-cyan-300',
}
const OTHER_CATEGORY_BADGE = 'bg-slate-500/15 text-slate-800 dark:text-slate-300'

/** Nothing at all when the owner lists no certification: no heading, no empty grid, no button. */
export function Certifications({ profile }: { profile: Profile }) {
  const { t } = usePageLocale()
  if (profile.certifications.length === 0) return null
  const linkedin = linkWithIcon(profile, 'linkedin')
  return (
    <Section
      id="certifications"
      title={t.sections.certifications.title}
      subtitle={profile.sections.certifications.subtitle}
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {profile.certifications.map((certification) => (
          <li
            key={certification.id}
            className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
          >
            <div className="flex items-start gap-3">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent"
                aria-hidden="true"
              >
                <Award className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold leading-snug">{certification.name}</h3>
                <p className="text-sm text-muted-foreground">{certification.issuer}</p>
              </div>
            </div>
            <div className="mt-4">
              <Badge className={CATEGORY_BADGE[certification.category] ?? OTHER_CATEGORY_BADGE}>
                {certification.category}
              </Badge>
            </div>
            <p className="mt-4 flex-1 text-sm leading-relaxed text-muted-foreground">
              {certification.description}
            </p>
            <dl className="mt-4 space-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="font-medium">{t.certifications.issued}</dt>
                <dd className="text-muted-foreground">{certification.issueDate}</dd>
              </div>
              {certification.expiryDate ? (
                <div className="flex gap-1">
                  <dt className="font-medium">{t.certifications.expires}</dt>
                  <dd className="text-muted-foreground">{certification.expiryDate}</dd>
                </div>
              ) : null}
              {certification.credentialId ? (
                <div className="flex gap-1">
                  <dt className="font-medium">{t.certifications.credentialId}</dt>
                  <dd className="font-mono text-muted-foreground">{certification.credentialId}</dd>
                </div>
              ) : null}
            </dl>
            <ButtonLink
              href={certification.url}
              external
              variant="outline"
              size="sm"
              className="mt-5 self-start"
              aria-label={fill(t.certifications.verifyLabel, { name: certification.name })}
            >
              {t.certifications.verify}{' '}
              <ExternalLinkIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </ButtonLink>
          </li>
        ))}
      </ul>
      {linkedin ? (
        <div className="mt-10 text-center">
          <ButtonLink href={linkedin.url} external>
            <LinkedInIcon className="size-4" /> {t.certifications.linkedIn}
          </ButtonLink>
        </div>
      ) : null}
    </Section>
  )
}
