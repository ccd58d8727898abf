import { InquiryForm } from '~/components/inquiry-form'
import { InquiryPage } from '~/components/inquiry-page'
import { packageBooking } from '~/inquiries/package'
import { localeOfPath } from '~/lib/locales'
import { seo } from '~/lib/seo'
import { m } from '~/paraglide/messages'
import { handleInquiryForm, inquiryFormOf, successPage } from '~/services/inquiry-action.server'
import type { Route } from './+types/book_package'

// The package booking form, at /book_package and under /de and /fr.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, packageBooking, successPage)

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: m.book_package_title({}, { locale: loaderData?.locale }),
    description: m.book_package_seo({}, { locale: loaderData?.locale }),
    path: '/book_package',
    locale: loaderData?.locale,
  })

export default function BookPackage({ actionData, loaderData }: Route.ComponentProps) {
  const { chosen, locale } = loaderData
  return (
    <InquiryPage
      image={{ scene: 'serengeti-balloon', alt: m.book_package_hero_alt({}, { locale }) }}
      title={m.book_package_title({}, { locale })}
      intro={m.book_package_intro({}, { locale })}
    >
      <InquiryForm
        id="package-booking"
        form={loaderData.form}
        submitLabel={m.form_send_message({}, { locale })}
        lastResult={actionData?.result}
        defaultValue={chosen ? { package_no: chosen } : undefined}
      />
    </InquiryPage>
  )
}

// Arriving from a tour page or a package's card (?package=N), that package is already chosen.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const chosen = url.searchParams.get('package')
  const form = await inquiryFormOf(packageBooking, locale)
  const offered = form.fields.find((field) => field.name === 'package_no')?.options ?? []
  return {
    locale,
    form,
    chosen: offered.some((option) => option.value === chosen) ? (chosen ?? undefined) : undefined,
  }
}
