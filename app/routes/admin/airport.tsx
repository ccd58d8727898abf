import { InquiryList } from '~/components/admin/inquiry-list'
import { loadInquiryList } from '~/services/back-office.server'
import type { Route } from './+types/airport'

export const loader = ({ request, context }: Route.LoaderArgs) => loadInquiryList(request, context, 'airport')

export const meta: Route.MetaFunction = () => [{ title: 'Airport transfers | Back-office' }]

export default function List({ loaderData }: Route.ComponentProps) {
  return <InquiryList data={loaderData} />
}
