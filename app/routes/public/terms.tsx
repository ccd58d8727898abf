import { LegalPage } from '~/components/legal-page'
import { termsFor } from '~/content/pages'
import { readBookingTerms } from '~/models/booking-terms.server'
import { seo } from '~/lib/seo'
import type { Route } from './+types/terms'

export const loader = async () => ({ terms: termsFor(await readBookingTerms()) })

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
