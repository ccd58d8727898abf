import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { airportTransfer } from '~/inquiries/airport'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/airport-transfer'

// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, airportTransfer, successPage)

export const loader = async () => ({ form: await inquiryFormOf(airportTransfer) })

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Airport transfer',
    description:
      'Book a driver to meet your flight in Entebbe, Kigali, Nairobi, Kilimanjaro, Zanzibar or Mombasa, one way or return.',
    path: '/airport-transfer',
  })

export default function AirportTransfer({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <InquiryPage
      image={{ scene: 'safari-sunset', alt: 'A safari vehicle under an acacia at sunset' }}
      title="Airport transfer"
      intro="A driver meets your flight and takes you where you need to be. Give us your flights and we arrange the rest."
    >
      <InquiryForm
        id="airport-transfer"
        form={loaderData.form}
        submitLabel="Request Transfer"
        lastResult={actionData?.result}
      />
    </InquiryPage>
  )
}
