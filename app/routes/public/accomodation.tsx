import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { accommodationRequest } from '~/inquiries/accommodation'
import { localeOfPath } from '~/lib/locales'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/accomodation'

// The accommodation form, at /accomodation (the old site's spelling) and under /de and /fr.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, accommodationRequest, successPage)

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname)
  return { locale, form: await inquiryFormOf(accommodationRequest, locale) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.accommodation_title({}, { locale: loaderData?.locale }),
    description: m.accommodation_seo({}, { locale: loaderData?.locale }),
    path: '/accomodation',
    locale: loaderData?.locale,
  })

export default function Accomodation({ actionData, loaderData }: Route.ComponentProps) {
  const { locale } = loaderData
  return (
    <InquiryPage
      image={{ scene: 'tented-camp', alt: m.accommodation_hero_alt({}, { locale }) }}
      title={m.accommodation_title({}, { locale })}
      intro={m.accommodation_intro({}, { locale })}
    >
      <InquiryForm
        id="accommodation-request"
        form={loaderData.form}
        submitLabel={m.accommodation_submit({}, { locale })}
        lastResult={actionData?.result}
      />
    </InquiryPage>
  )
}
