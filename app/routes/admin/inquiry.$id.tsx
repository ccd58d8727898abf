import { Form, useNavigation } from 'react-router'
import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/inquiry.$id'
import { loadInquiryDetail, markInquiryRead } from './inquiry.$id.server'

// Every kind's inquiry in full: app/routes.ts gives each kind's detail path (app/inquiries/<kind>.ts,
// admin.itemPath, then the id) to this module. Kinds that staff mark read get Mark as Read.

export const loader = (args: Route.LoaderArgs) => loadInquiryDetail(args)

export const action = keepWhatWasTyped((args: Route.ActionArgs) => markInquiryRead(args))

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.screen.singular ?? 'Inquiry'} from ${String(loaderData?.inquiry.name ?? '')} | Back-office`,
  },
]

export default function Detail({ loaderData }: Route.ComponentProps) {
  return (
    <InquiryDetail
      data={loaderData}
      actions={loaderData.screen.tracksReading ? <ReadState inquiry={loaderData.inquiry} /> : undefined}
    />
  )
}

function ReadState({ inquiry }: { inquiry: Record<string, unknown> }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const read = inquiry.read === true
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <p role="status" className={`font-semibold ${read ? 'text-forest-700' : 'text-savanna-700'}`}>
        {read ? 'Read' : 'Unread'}
      </p>
      <button
        type="submit"
        name="intent"
        value={read ? 'unread' : 'read'}
        disabled={busy}
        className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
      >
        {read ? 'Mark as unread' : 'Mark as Read'}
      </button>
      <a
        className="rounded-lg border border-forest-700/40 px-4 py-2 font-semibold"
        href={`mailto:${String(inquiry.email)}?subject=${encodeURIComponent('Re: your message')}`}
      >
        Reply by e-mail
      </a>
    </Form>
  )
}
