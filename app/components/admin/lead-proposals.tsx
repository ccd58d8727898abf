import { Form, Link, useNavigation } from 'react-router'
import { inputClass } from '~/components/ui/input-class'
import { formatDate, formatMoment } from '~/lib/back-office'
import { formatMoney, isCurrency } from '~/lib/money'

// A lead's proposals on its page: where each stands with the traveller (a draft, sent, opened, accepted,
// expired), and "New proposal" from one of the packages (the ones the traveller asked about first) or
// from a blank trip.

export interface LeadProposal {
  id: number
  title: string
  firstOpenedAt: string | null
  lastOpenedAt: string | null
  openCount: number
  acceptedAt: string | null
  acceptedVersion: number | null
  expired: boolean
  sent: { version: number; sentAt: string; expiresOn: string; total: number; currency: string } | null
}

function stateOf(proposal: LeadProposal): string {
  const { sent } = proposal
  if (proposal.acceptedAt)
    return `Accepted (version ${proposal.acceptedVersion}) ${formatMoment(proposal.acceptedAt)}`
  if (!sent) return 'Draft, not sent'
  if (proposal.expired) return `Expired ${formatDate(sent.expiresOn)}`
  const opened = proposal.openCount
    ? `opened ${proposal.openCount} ${proposal.openCount === 1 ? 'time' : 'times'}, first ${formatMoment(proposal.firstOpenedAt!)}, last ${formatMoment(proposal.lastOpenedAt!)}`
    : 'not opened yet'
  return `Version ${sent.version} sent ${formatMoment(sent.sentAt)}; ${opened}`
}

export function LeadProposals({
  leadId,
  proposals,
  packages,
}: {
  leadId: number
  proposals: LeadProposal[]
  packages: { no: number; title: string; asked: boolean }[]
}) {
  const busy = useNavigation().state === 'submitting'
  const asked = packages.filter((item) => item.asked)
  const others = packages.filter((item) => !item.asked)
  return (
    <section aria-labelledby="proposals-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="proposals-heading" className="font-serif text-xl">
        Proposals
      </h2>
      {proposals.length ? (
        <ul className="mt-3 space-y-3">
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <Link
                to={`/admin/proposals/${proposal.id}`}
                className="font-semibold text-savanna-700 underline"
              >
                {proposal.title}
              </Link>
              {proposal.sent && isCurrency(proposal.sent.currency) ? (
                <span>
                  {' '}
                  · {formatMoney({ minor: proposal.sent.total, currency: proposal.sent.currency })}
                </span>
              ) : null}
              <p className="text-sm">{stateOf(proposal)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">No proposal yet.</p>
      )}
      <Form method="post" action="/admin/proposals/new" className="mt-4 space-y-3">
        <input type="hidden" name="lead" value={leadId} />
        <label htmlFor="proposal-from" className="block font-semibold">
          Start from
        </label>
        <select id="proposal-from" name="from" className={inputClass} defaultValue={asked[0]?.no ?? 'blank'}>
          <option value="blank">A blank trip</option>
          {asked.length ? (
            <optgroup label="Asked about">
              {asked.map((item) => (
                <option key={item.no} value={item.no}>
                  {item.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={asked.length ? 'Other packages' : 'Packages'}>
            {others.map((item) => (
              <option key={item.no} value={item.no}>
                {item.title}
              </option>
            ))}
          </optgroup>
        </select>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
        >
          New proposal
        </button>
      </Form>
    </section>
  )
}
