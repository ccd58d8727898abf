import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { packageBooking } from '~/inquiries/package'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/book_package'

// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, packageBooking, successPage)

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: 'Book a package',
    description:
      'Book one of our safari packages in East Africa: choose the package and your dates, and we will confirm the details with you.',
    path: '/book_package',
  })

export default function BookPackage({ actionData, loaderData }: Route.ComponentProps) {
  const { chosen } = loaderData
  return (
    <InquiryPage
      image={{ scene: 'serengeti-balloon', alt: 'Hot-air balloons over the plains at sunrise' }}
      title="Book a package"
      intro="Choose a package and tell us when you would like to travel. We confirm availability and send a tailored plan."
    >
      <InquiryForm
        id="package-booking"
        form={loaderData.form}
        submitLabel="Send Message"
        lastResult={actionData?.result}
        defaultValue={chosen ? { package_no: chosen } : undefined}
      />
    </InquiryPage>
  )
}

// Arriving from a tour page or a package's card (?package=N), that package is already chosen.
export async function loader({ request }: Route.LoaderArgs) {
  const chosen = new URL(request.url).searchParams.get('package')
  const form = await inquiryFormOf(packageBooking)
  const offered = form.fields.find((field) => field.name === 'package_no')?.options ?? []
  return {
    form,
    chosen: offered.some((option) => option.value === chosen) ? (chosen ?? undefined) : undefined,
  }
}
