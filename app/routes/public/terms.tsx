import { LegalPage } from '~/components/legal-page'
import { termsFor } from '~/content/pages'
import { termsFor as termsForDe } from '~/content/de/terms'
import { termsFor as termsForFr } from '~/content/fr/terms'
import { localeOfPath, type Locale } from '~/lib/locales'
import { waysToPay } from '~/services/ways-to-pay.server'
import { readBookingTerms } from '~/models/booking-terms.server'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/terms'

// The Terms and Conditions with the booking terms' figures, in English at /terms and in German and
// French at /de/terms and /fr/terms.

const COPY = { en: termsFor, de: termsForDe, fr: termsForFr } satisfies Record<Locale, typeof termsFor>

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname)
  const terms = await readBookingTerms()
  const ways = waysToPay(terms)
  return { locale, terms: COPY[locale](terms, { card: ways.card, mobileMoney: ways.mobileMoney }) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: m.terms_title({}, { locale: loaderData?.locale }),
    description: loaderData?.terms.seoDescription ?? '',
    path: '/terms',
    locale: loaderData?.locale,
  })

export default function Terms({ loaderData: { terms, locale } }: Route.ComponentProps) {
  return (
    <LegalPage
      title={m.terms_title({}, { locale })}
      intro={terms.intro}
      updated={terms.updated}
      sections={terms.sections}
    />
  )
}
