import { InquiryList } from '~/components/admin/inquiry-list'
import { loadInquiryList } from '~/services/back-office.server'
import type { Route } from './+types/accomodation_bookings'

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadInquiryList(request, context, 'accommodation')

export const meta: Route.MetaFunction = () => [{ title: 'Accommodation | Back-office' }]

export default function List({ loaderData }: Route.ComponentProps) {
  return <InquiryList data={loaderData} />
}
