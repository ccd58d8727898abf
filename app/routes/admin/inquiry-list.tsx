import { InquiryTable } from '~/components/admin/inquiry-table'
import type { Route } from './+types/inquiry-list'
import { loadInquiryList } from './inquiry-list.server'

// Every kind's inquiry list: app/routes.ts gives each kind's list path (app/inquiries/<kind>.ts,
// admin.listPath) to this module, and the loader shows the kind whose route pattern matched.

export const loader = (args: Route.LoaderArgs) => loadInquiryList(args)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.screen.title ?? 'Inquiries'} | Back-office` },
]

export default function List({ loaderData }: Route.ComponentProps) {
  return <InquiryTable data={loaderData} />
}
