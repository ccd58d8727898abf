import { InquiryList } from '~/components/admin/inquiry-list'
import { loadInquiryList } from '~/services/back-office.server'
import type { Route } from './+types/package_bookings'

export const loader = ({ request, context }: Route.LoaderArgs) => loadInquiryList(request, context, 'package')

export const meta: Route.MetaFunction = () => [{ title: 'Package bookings | Back-office' }]

export default function List({ loaderData }: Route.ComponentProps) {
  return <InquiryList data={loaderData} />
}
