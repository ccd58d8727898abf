import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { loadInquiryDetail } from '~/services/back-office.server'
import type { Route } from './+types/country_book.$id'

export const loader = ({ params, context }: Route.LoaderArgs) => loadInquiryDetail(params, context, 'country')

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Country booking from ${String(loaderData?.inquiry.name ?? '')} | Back-office` },
]

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <InquiryDetail data={loaderData} />
}
