import { data, Link } from 'react-router'
import { TripPage } from '~/components/trip/trip-page'
import { PACKAGE_STATUSES } from '~/lib/catalogue'
import { getCatalogue } from '~/models/catalogue.server'
import { requireStaff } from '~/services/staff-context.server'
import { tripPageData } from '~/services/trip-page.server'
import type { Route } from './+types/packages.$no.preview'

// A package as its tour page will show it, whatever its status: a draft can be read before it is published.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const catalogue = await getCatalogue()
  const item = catalogue.packages.find((entry) => entry.no === Number(params.no))
  if (!item) throw data(null, { status: 404 })
  return { status: item.status, ...tripPageData(catalogue, item) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.item.title ?? 'a trip'} | Back-office` },
]

export default function PackagePreview({ loaderData }: Route.ComponentProps) {
  const { status, ...page } = loaderData
  return (
    <>
      <p className="rounded-lg bg-savanna-100 p-3">
        Preview of a {PACKAGE_STATUSES[status].toLowerCase()} package.{' '}
        <Link to={`/admin/packages/${page.item.no}`} className="text-savanna-700 underline">
          Back to the editor
        </Link>
      </p>
      <div className="-mx-4 mt-4 bg-savanna-50">
        <TripPage {...page} />
      </div>
    </>
  )
}
