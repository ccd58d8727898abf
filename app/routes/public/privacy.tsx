import { LegalPage } from '~/components/legal-page'
import { privacy } from '~/content/pages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: 'Privacy', description: privacy.seoDescription, path: '/privacy' })

export default function Privacy() {
  return (
    <LegalPage title="Privacy" intro={privacy.intro} updated={privacy.updated} sections={privacy.sections} />
  )
}
