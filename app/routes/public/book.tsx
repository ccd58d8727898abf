import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { countryInquiry } from '~/inquiries/country'
import { visitingCountry } from '~/lib/next-step'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/book'

// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, countryInquiry, successPage)

// Arriving from a country page (?visiting=kenya), the country is already filled in.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  form: await inquiryFormOf(countryInquiry),
  visiting: visitingCountry(new URL(request.url).searchParams.get('visiting')),
})

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
        defaultValue={loaderData.visiting ? { visit_country: loaderData.visiting } : undefined}
      />
    </InquiryPage>
  )
}
