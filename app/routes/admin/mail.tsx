import { data, Form, Link, useNavigation } from 'react-router'
import { actionsHeading, AdminTable } from '~/components/admin/admin-table'
import { Pager } from '~/components/admin/pager'
import { findInquiryKind } from '~/inquiries'
import { formatMoment, LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import { describeMailState, mailPurposes } from '~/lib/mail-status'
import {
  countMailProblems,
  listMailProblems,
  LONG_RETRY_ATTEMPTS,
  retryMail,
} from '~/models/mail-outbox.server'
import { MailRetrySchema } from '~/schemas/mail'
import { readPageNumber, readSubmission } from '~/services/request-input.server'
import { nudgeMailWorker } from '~/services/mail.server'
import { staffOf } from '~/services/staff-context.server'
import type { Route } from './+types/mail'

// Mail problems: mail given up on (a 5xx refusal, or every retry used) and mail still retrying after
// several attempts, where staff look every day. Each can be sent again, as it is or to a corrected
// address (docs/decisions/012-mail-delivery.md).

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context)
  const page = readPageNumber(request)
  const [total, rows] = await Promise.all([
    countMailProblems(),
    listMailProblems({ limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE }),
  ])
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  return {
    total,
    page,
    pageCount,
    rows: rows.map((mail) => {
      const admin = findInquiryKind(mail.inquiry_kind)?.admin
      return {
        ...mail,
        inquiry: admin && { path: `${admin.itemPath}/${mail.inquiry_id}`, singular: admin.singular },
      }
    }),
    longRetry: LONG_RETRY_ATTEMPTS,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  staffOf(context)
  const form = Object.fromEntries(await readSubmission(request))
  const parsed = MailRetrySchema.safeParse(form)
  if (!parsed.success) {
    const message = parsed.error.issues.find((issue) => issue.path[0] === 'to_address')?.message
    return data(
      {
        id: Number(form.id),
        error: message ?? 'Choose a mail to send again.',
        typed: String(form.to_address ?? ''),
      },
      { status: 400 },
    )
  }
  const { id } = parsed.data
  const address = parsed.data.intent === 'address' ? parsed.data.to_address : undefined
  if (!(await retryMail(id, address))) {
    return data(
      {
        id,
        error: 'This mail was sent or is being sent right now: there is nothing to retry.',
        typed: address ?? '',
      },
      { status: 409 },
    )
  }
  nudgeMailWorker()
  return { id, done: address ? `Sending again, now to ${address}.` : 'Sending again now.' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Mail problems | Back-office' }]

export default function MailProblems({ loaderData, actionData }: Route.ComponentProps) {
  const { total, rows, page, pageCount, longRetry } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <>
      <h1 className="font-serif text-3xl">Mail problems</h1>
      <p className="mt-2 max-w-3xl">
        Mail that could not be delivered, or is still retrying after {longRetry} tries. The inquiries
        themselves are safe; a traveller whose acknowledgement failed has not heard from us yet.
      </p>
      {actionData && 'done' in actionData ? (
        <p role="status" className="mt-4 font-semibold text-forest-700">
          {actionData.done}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-6" role="status">
          No mail problems: everything has been delivered or is on its way.
        </p>
      ) : (
        <AdminTable
          label="Mail not delivered"
          headings={['Mail', 'To', 'State', 'Last error', actionsHeading]}
        >
          {rows.map((mail) => {
            const error = actionData && 'error' in actionData && actionData.id === mail.id ? actionData : null
            const fieldId = `address-${mail.id}`
            return (
              <tr key={mail.id} className="border-b border-forest-700/10 align-top last:border-0">
                <td className="px-4 py-3">
                  <span className="block font-semibold">{mailPurposes[mail.purpose] ?? mail.purpose}</span>
                  <span className="block">{mail.subject}</span>
                  {mail.inquiry ? (
                    <Link to={mail.inquiry.path} className="text-savanna-700 underline">
                      Open the {mail.inquiry.singular.toLowerCase()}
                    </Link>
                  ) : null}
                  <span className="block text-forest-700">Queued {formatMoment(mail.created_at)}</span>
                </td>
                <td className="px-4 py-3 [overflow-wrap:anywhere]">{mail.to_address}</td>
                <td className="px-4 py-3">{describeMailState(mail)}</td>
                <td className="max-w-xs px-4 py-3 [overflow-wrap:anywhere]">{mail.last_error ?? '—'}</td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex flex-col gap-2">
                    <input type="hidden" name="id" value={mail.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="retry"
                      formNoValidate
                      disabled={busy}
                      className="rounded-lg bg-forest-800 px-3 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
                    >
                      Retry now
                    </button>
                    <label htmlFor={fieldId} className="text-sm font-medium">
                      Or send to another address
                    </label>
                    <input
                      id={fieldId}
                      name="to_address"
                      type="email"
                      defaultValue={error ? error.typed : mail.to_address}
                      key={error ? `error-${error.typed}` : mail.to_address}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-error` : undefined}
                      className="rounded-lg border border-forest-700/40 bg-white px-3 py-2"
                    />
                    {error ? (
                      <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-800">
                        {error.error}
                      </p>
                    ) : null}
                    <button
                      type="submit"
                      name="intent"
                      value="address"
                      disabled={busy}
                      className="rounded-lg border border-forest-700/40 px-3 py-2 font-semibold disabled:opacity-60"
                    >
                      Save address and send
                    </button>
                  </Form>
                </td>
              </tr>
            )
          })}
        </AdminTable>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        total={total}
        link={(n) => listPageLink('/admin/mail', undefined, n)}
      />
    </>
  )
}
