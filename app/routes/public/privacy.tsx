import { LegalPage } from '~/components/legal-page'
import { getConfig } from '~/config.server'
import { privacy } from '~/content/pages'
import { privacy as privacyDe } from '~/content/de/privacy'
import { privacy as privacyFr } from '~/content/fr/privacy'
import { localeOfPath, type Locale } from '~/lib/locales'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/privacy'

// The privacy policy, with how long personal data is kept as this deployment keeps it (RETENTION_MONTHS),
// in English at /privacy and in German and French at /de/privacy and /fr/privacy.

const COPY = { en: privacy, de: privacyDe, fr: privacyFr } satisfies Record<Locale, typeof privacy>

/** How long personal data is kept, in words: "3 years", "1 Jahr", "18 mois". */
function retentionText(months: number, locale: Locale) {
  if (months === 12) return m.retention_one_year({}, { locale })
  return months % 12 === 0
    ? m.retention_years({ count: String(months / 12) }, { locale })
    : m.retention_months({ count: String(months) }, { locale })
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const copy = COPY[locale]
  const retention = retentionText(getConfig().retentionMonths, locale)
  const sections = copy.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => paragraph.replace('{retention}', retention)),
  }))
  return { locale, privacy: { ...copy, sections } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: m.privacy_title({}, { locale: loaderData?.locale }),
    description: loaderData?.privacy.seoDescription ?? '',
    path: '/privacy',
    locale: loaderData?.locale,
  })

export default function Privacy({ loaderData: { privacy, locale } }: Route.ComponentProps) {
  return (
    <LegalPage
      title={m.privacy_title({}, { locale })}
      intro={privacy.intro}
      updated={privacy.updated}
      sections={privacy.sections}
    />
  )
}
