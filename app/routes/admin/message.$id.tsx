import { data, Form, useNavigation } from 'react-router'
import { InquiryDetail } from '~/components/admin/inquiry-detail'
import { setMessageRead } from '~/models/inquiries.server'
import { loadInquiryDetail } from '~/services/back-office.server'
import { readId, readSubmission } from '~/services/http.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/message.$id'

export const loader = ({ params, context }: Route.LoaderArgs) => loadInquiryDetail(params, context, 'message')

/** Mark as Read, or back to unread for a message someone still has to answer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  staffOf(context)
  const form = await readSubmission(request)
  const read = form.get('intent') !== 'unread'
  if (!(await setMessageRead(readId(params.id), read))) throw data(null, { status: 404 })
  return { read }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Message from ${String(loaderData?.inquiry.name ?? '')} | Back-office` },
]

export default function Message({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const read = loaderData.inquiry.read === true
  return (
    <InquiryDetail
      data={loaderData}
      actions={
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
            href={`mailto:${String(loaderData.inquiry.email)}?subject=${encodeURIComponent('Re: your message')}`}
          >
            Reply by e-mail
          </a>
        </Form>
      }
    />
  )
}
