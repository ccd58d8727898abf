import { LegalPage } from '~/components/legal-page'
import { getConfig } from '~/config.server'
import { privacy } from '~/content/pages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/privacy'

// The privacy policy, with how long personal data is kept as this deployment keeps it (RETENTION_MONTHS).

export function loader() {
  const months = getConfig().retentionMonths
  const retention =
    months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`
  const sections = privacy.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => paragraph.replace('{retention}', retention)),
  }))
  return { privacy: { ...privacy, sections } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, { title: 'Privacy', description: loaderData?.privacy.seoDescription ?? '', path: '/privacy' })

export default function Privacy({ loaderData: { privacy } }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy" intro={privacy.intro} updated={privacy.updated} sections={privacy.sections} />
  )
}
