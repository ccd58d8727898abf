import { LegalPage } from '~/components/legal-page'
import { terms } from '~/content/pages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: 'Terms and Conditions', description: terms.seoDescription, path: '/terms' })

export default function Terms() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={terms.intro}
      updated={terms.updated}
      sections={terms.sections}
    />
  )
}
