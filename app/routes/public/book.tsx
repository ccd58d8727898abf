import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { countryInquiry } from '~/inquiries/country'
import { localeOfPath } from '~/lib/locales'
import { visitingCountry } from '~/lib/next-step'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/book'

// The trip form, at /book and in German and French at /de/book and /fr/book: the same form and rules,
// its words in the page's language.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, countryInquiry, successPage)

// Arriving from a country page (?visiting=kenya), the country is already filled in.
export const loader = async ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  return {
    locale,
    form: await inquiryFormOf(countryInquiry, locale),
    visiting: visitingCountry(url.searchParams.get('visiting')),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.book_title({}, { locale: loaderData?.locale }),
    description: m.book_seo({}, { locale: loaderData?.locale }),
    path: '/book',
    locale: loaderData?.locale,
  })

export default function Book({ actionData, loaderData }: Route.ComponentProps) {
  const { locale } = loaderData
  return (
    <InquiryPage
      image={{ scene: 'mara-giraffes', alt: m.book_hero_alt({}, { locale }) }}
      title={m.book_title({}, { locale })}
      intro={m.book_intro({}, { locale })}
    >
      <InquiryForm
        id="country-inquiry"
        form={loaderData.form}
        submitLabel={m.form_send_message({}, { locale })}
        lastResult={actionData?.result}
        defaultValue={loaderData.visiting ? { visit_country: loaderData.visiting } : undefined}
      />
    </InquiryPage>
  )
}
