import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { airportTransfer } from '~/inquiries/airport'
import { localeOfPath } from '~/lib/locales'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/airport-transfer'

// The airport transfer form, at /airport-transfer and under /de and /fr.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, airportTransfer, successPage)

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname)
  return { locale, form: await inquiryFormOf(airportTransfer, locale) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.airport_title({}, { locale: loaderData?.locale }),
    description: m.airport_seo({}, { locale: loaderData?.locale }),
    path: '/airport-transfer',
    locale: loaderData?.locale,
  })

export default function AirportTransfer({ actionData, loaderData }: Route.ComponentProps) {
  const { locale } = loaderData
  return (
    <InquiryPage
      image={{ scene: 'safari-sunset', alt: m.airport_hero_alt({}, { locale }) }}
      title={m.airport_title({}, { locale })}
      intro={m.airport_intro({}, { locale })}
    >
      <InquiryForm
        id="airport-transfer"
        form={loaderData.form}
        submitLabel={m.airport_submit({}, { locale })}
        lastResult={actionData?.result}
      />
    </InquiryPage>
  )
}
