import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { loadInquiryDetail } from '~/services/back-office.server'
import type { Route } from './+types/package.$id'

export const loader = ({ params, context }: Route.LoaderArgs) => loadInquiryDetail(params, context, 'package')

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Package booking from ${String(loaderData?.inquiry.name ?? '')} | Back-office` },
]

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <InquiryDetail data={loaderData} />
}
