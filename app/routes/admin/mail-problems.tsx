import { data, Form, Link, useNavigation } from 'react-router'
import { actionsHeading, AdminTable } from '~/components/admin/admin-table'
import { Pager } from '~/components/admin/pager'
import { findInquiryKind } from '~/inquiries'
import { formatMoment, LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import { describeMailState, isTravellerMail, mailPurposes } from '~/lib/mail-status'
import { countMailProblems, listMailProblems, LONG_RETRY_ATTEMPTS } from '~/models/mail-shown.server'
import { resendMail, type ResendOutcome } from '~/models/mail-resend.server'
import { MailRetrySchema } from '~/schemas/mail'
import { clientAddressContext } from '~/services/request-context.server'
import { readPageNumber, readSubmission } from '~/services/request-input.server'
import { nudgeMailWorker } from '~/services/mail-sender.server'
import { staffOf } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/mail-problems'

// Mail problems: mail given up on (a 5xx refusal, or every retry used) and mail still retrying after
// several attempts, where staff look every day (docs/decisions/012-mail-delivery.md). Anyone may send
// one again as it is; an admin may send a traveller's mail to a corrected address, never staff mail
// (docs/product.md, "Mail problems").

const refusals: Record<Exclude<ResendOutcome, { ok: true }>['why'], { status: number; error: string }> = {
  gone: {
    status: 409,
    error:
      'This mail was sent, is being sent right now, or is no longer listed: there is nothing to send again.',
  },
  'staff-mail': {
    status: 403,
    error:
      "Mail for staff goes only to the member's own address. For an invitation or a password link, send a fresh one from the Team page.",
  },
  'admins-only': {
    status: 403,
    error: 'Only an admin can send a mail to another address. You can send it again as it is.',
  },
}

/** Staff mail carrying a link into the back-office: sent afresh from the Team page, never re-addressed. */
const STAFF_LINKS = new Set(['staff-invite', 'staff-password'])

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = staffOf(context)
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
    isAdmin: staff.role === 'admin',
  }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  const { staff } = staffOf(context)
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
  const outcome = await resendMail({
    id,
    toAddress: address,
    by: staff,
    address: context.get(clientAddressContext),
  })
  if (!outcome.ok) {
    const { status, error } = refusals[outcome.why]
    return data({ id, error, typed: address ?? '' }, { status })
  }
  nudgeMailWorker()
  return { id, done: address ? `Sending again, now to ${outcome.to}.` : 'Sending again now.' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Mail problems | Back-office' }]

export default function MailProblems({ loaderData, actionData }: Route.ComponentProps) {
  const { total, rows, page, pageCount, longRetry, isAdmin } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const readdressable = (purpose: string) => isAdmin && isTravellerMail(purpose)
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
                    {readdressable(mail.purpose) ? (
                      <>
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
                      </>
                    ) : null}
                    {error ? (
                      <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-800">
                        {error.error}
                      </p>
                    ) : null}
                    {readdressable(mail.purpose) ? (
                      <button
                        type="submit"
                        name="intent"
                        value="address"
                        disabled={busy}
                        className="rounded-lg border border-forest-700/40 px-3 py-2 font-semibold disabled:opacity-60"
                      >
                        Save address and send
                      </button>
                    ) : isTravellerMail(mail.purpose) ? (
                      <p className="text-sm">An admin can send it to a corrected address.</p>
                    ) : isAdmin && STAFF_LINKS.has(mail.purpose) ? (
                      <p className="text-sm">
                        Once their mailbox takes mail again,{' '}
                        <Link to="/admin/staff" className="text-savanna-700 underline">
                          send a fresh link from the Team page
                        </Link>
                        : it goes to the member's own address and ends this one.
                      </p>
                    ) : null}
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
