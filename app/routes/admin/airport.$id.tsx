import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { loadInquiryDetail } from '~/services/back-office.server'
import type { Route } from './+types/airport.$id'

export const loader = ({ params, context }: Route.LoaderArgs) => loadInquiryDetail(params, context, 'airport')

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Airport transfer from ${String(loaderData?.inquiry.name ?? '')} | Back-office` },
]

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <InquiryDetail data={loaderData} />
}
