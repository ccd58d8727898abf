import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { countryInquiry } from '~/inquiries/country'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/book'

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, countryInquiry, successPage)

export const loader = async () => ({ form: await inquiryFormOf(countryInquiry) })

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Plan your safari',
    description:
      'Tell us where and when you would like to travel in Uganda, Kenya, Rwanda or Tanzania, and we will plan a safari around you.',
    path: '/book',
  })

export default function Book({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <InquiryPage
      image={{ scene: 'mara-giraffes', alt: 'Giraffes among acacias on the Maasai Mara' }}
      title="Plan your safari"
      intro="Tell us where you would like to go and when. We reply with ideas, dates and a clear quote."
    >
      <InquiryForm
        id="country-inquiry"
        form={loaderData.form}
        submitLabel="Send Message"
        lastResult={actionData?.result}
      />
    </InquiryPage>
  )
}
