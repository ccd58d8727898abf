import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { InboundMessage } from '~/components/admin/inbound-message'
import { Pager } from '~/components/admin/pager'
import { formatMoment, LIST_PAGE_SIZE, listPageLink } from '~/lib/back-office'
import { leadReference } from '~/lib/lead-reference'
import { isUsableSender } from '~/models/mail-matching.server'
import {
  attachSortedMail,
  countMailToSort,
  listMailToSort,
  markSortedMailSpam,
  openLeadFromSortedMail,
  whyItWaits,
} from '~/models/mail-to-sort.server'
import { presentInbound } from '~/services/inbound-view.server'
import { ownerNotice } from '~/services/mail-reader.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readPageNumber, readSubmission } from '~/services/request-input.server'
import { requireStaff, staffOf } from '~/services/staff-context.server'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/mail-to-sort'

// Mail to sort (docs/product.md, "Two-way mail"; docs/decisions/026-matching-inbound-mail.md): mail
// that claims a lead its sender is not known on, that would have opened one lead too many, or whose
// sender failed the receiving server's checks (decision 045) waits here touching nothing until staff
// attach it to the lead it claims, open a new lead from it, or mark it spam.

const SortSchema = z.object({
  intent: z.enum(['attach', 'new-lead', 'spam'], { error: 'Choose what to do with the mail.' }),
  id: z.coerce.number().int().positive(),
})

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const page = readPageNumber(request)
  const [total, mails] = await Promise.all([
    countMailToSort(),
    listMailToSort({ limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE }),
  ])
  return {
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    mails: mails.map((mail) => ({
      message: presentInbound(mail),
      receivedAt: mail.received_at,
      why: whyItWaits(mail),
      sender: mail.from_address,
      // Held for its sender's check: its address is known on the lead already.
      unverified: mail.sort_reason === 'unverified-sender',
      canOpenLead: mail.kind !== 'bounce' && isUsableSender(mail.from_address),
      claimed:
        mail.lead_id !== null && mail.lead_created_at
          ? {
              id: Number(mail.lead_id),
              reference: leadReference({ id: Number(mail.lead_id), created_at: mail.lead_created_at }),
              name: mail.lead_name ?? '',
              email: mail.lead_email ?? '',
            }
          : null,
    })),
  }
}

export const action = keepWhatWasTyped(saveForm)

async function saveForm({ request, context }: Route.ActionArgs) {
  const { staff } = staffOf(context)
  const parsed = SortSchema.safeParse(Object.fromEntries(await readSubmission(request)))
  if (!parsed.success) return data({ error: 'Choose a mail and what to do with it.' }, { status: 400 })
  const { intent, id } = parsed.data
  const by = { staff, address: context.get(clientAddressContext) }
  if (intent === 'spam') {
    if (await markSortedMailSpam(id, by)) return { done: 'Marked as spam: it touches no lead.' }
  } else {
    const sorted =
      intent === 'attach'
        ? await attachSortedMail(id, by, ownerNotice)
        : await openLeadFromSortedMail(id, by, ownerNotice)
    if (sorted)
      return {
        done:
          intent === 'attach'
            ? `Attached to ${sorted.reference}. Its sender is now a known address there.`
            : `Opened ${sorted.reference} with this mail.`,
        lead: sorted.leadId,
      }
  }
  return data({ error: 'This mail was sorted meanwhile: there is nothing left to do.' }, { status: 409 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Mail to sort | Back-office' }]

const button =
  'rounded-lg px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-savanna-600 disabled:opacity-60'

export default function MailToSort({ loaderData, actionData }: Route.ComponentProps) {
  const { total, mails, page, pageCount } = loaderData
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="font-serif text-3xl">Mail to sort</h1>
      <p className="mt-2 max-w-3xl">
        Mail that claims a lead from an address not known on it, that would have opened too many new leads, or
        whose sender the receiving mail server could not verify, waits here. It changes no lead, starts no
        clock and tells nobody until you sort it.
      </p>
      {actionData && 'done' in actionData ? (
        <p role="status" className="mt-4 font-semibold text-forest-700">
          {actionData.done}{' '}
          {actionData.lead ? (
            <Link to={`/admin/leads/${actionData.lead}`} className="text-savanna-700 underline">
              Open the lead
            </Link>
          ) : null}
        </p>
      ) : actionData && 'error' in actionData ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {mails.length === 0 ? (
        <p className="mt-6" role="status">
          Nothing to sort.
        </p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Mail waiting to be sorted">
          {mails.map(({ message, receivedAt, why, sender, unverified, canOpenLead, claimed }) => (
            <li key={message.id} className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="font-serif text-xl [overflow-wrap:anywhere]">
                {message.subject || '(no subject)'}
              </h2>
              <p className="text-sm text-forest-700">Received {formatMoment(receivedAt)}</p>
              <p className="mt-2">{why}</p>
              {claimed ? (
                <p className="mt-1 [overflow-wrap:anywhere]">
                  It is about{' '}
                  <Link to={`/admin/leads/${claimed.id}`} className="text-savanna-700 underline">
                    {claimed.reference} ({claimed.name})
                  </Link>
                  , whose traveller writes from {claimed.email}.
                </p>
              ) : null}
              <InboundMessage mail={message} />
              <Form method="post" className="mt-4 flex flex-wrap items-start gap-3">
                <input type="hidden" name="id" value={message.id} />
                {claimed ? (
                  <div className="max-w-md">
                    <button
                      type="submit"
                      name="intent"
                      value="attach"
                      disabled={busy}
                      aria-describedby={`attach-${message.id}`}
                      className={`${button} bg-forest-800 text-white hover:bg-forest-900`}
                    >
                      Attach to {claimed.reference}
                    </button>
                    <p id={`attach-${message.id}`} className="mt-1 text-sm [overflow-wrap:anywhere]">
                      {unverified
                        ? `${sender} is known on this lead, but this mail may not come from it: attaching puts it on the lead as the traveller's words. Attach only if the traveller confirms they sent it.`
                        : `${sender} is a new address for this lead: attaching adds it, and its later mail joins the lead directly. Attach only if you know it is the traveller's.`}
                    </p>
                  </div>
                ) : null}
                {canOpenLead ? (
                  <button
                    type="submit"
                    name="intent"
                    value="new-lead"
                    disabled={busy}
                    className={`${button} border border-forest-700/40`}
                  >
                    Open a new lead
                  </button>
                ) : null}
                <button
                  type="submit"
                  name="intent"
                  value="spam"
                  disabled={busy}
                  className={`${button} border border-red-800/40 text-red-800`}
                >
                  Mark as spam
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        total={total}
        link={(n) => listPageLink('/admin/mail-to-sort', undefined, n)}
      />
    </>
  )
}
