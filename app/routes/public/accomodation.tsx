import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { accommodationRequest } from '~/inquiries/accommodation'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/accomodation'

// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, accommodationRequest, successPage)

export const loader = async () => ({ form: await inquiryFormOf(accommodationRequest) })

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Accommodation',
    description:
      'Ask us to find a hotel, lodge or tented camp in East Africa that suits your dates, party and budget.',
    path: '/accomodation',
  })

export default function Accomodation({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <InquiryPage
      image={{ scene: 'tented-camp', alt: 'A tented camp at night under the stars' }}
      title="Accommodation"
      intro="From city hotels to tented camps in the parks: tell us your dates, who is coming and your budget per night."
    >
      <InquiryForm
        id="accommodation-request"
        form={loaderData.form}
        submitLabel="Submit"
        lastResult={actionData?.result}
      />
    </InquiryPage>
  )
}
