import { LegalPage } from '~/components/legal-page'
import { terms } from '~/content/pages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/terms'

export const loader = () => ({ terms })

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: 'Terms and Conditions',
    description: loaderData?.terms.seoDescription ?? '',
    path: '/terms',
  })

export default function Terms({ loaderData: { terms } }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={terms.intro}
      updated={terms.updated}
      sections={terms.sections}
    />
  )
}
