import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { loadInquiryDetail } from '~/services/back-office.server'
import type { Route } from './+types/accomodation.$id'

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadInquiryDetail(params, context, 'accommodation')

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Accommodation request from ${String(loaderData?.inquiry.name ?? '')} | Back-office` },
]

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <InquiryDetail data={loaderData} />
}
