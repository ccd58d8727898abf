import { LegalPage } from '~/components/legal-page'
import { termsFor } from '~/content/pages'
import { waysToPay } from '~/services/ways-to-pay.server'
import { readBookingTerms } from '~/models/booking-terms.server'
import { seo } from '~/lib/seo'
import type { Route } from './+types/terms'

export const loader = async () => {
  const terms = await readBookingTerms()
  const ways = waysToPay(terms)
  return { terms: termsFor(terms, { card: ways.card, mobileMoney: ways.mobileMoney }) }
}

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
