import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { formatMoney } from '~/lib/money'
import { priceShown, type ProposalView } from '~/lib/proposal'
import { lineAmountText, lineCountText, sharesText } from '~/lib/traveller-price'
import { bookingLetter, paymentLines, travellerLetter } from '~/lib/traveller-letter'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { proposalAttachment } from './mail-attachments.server'

// The mails of a proposal (docs/product.md, "Proposals"), each written from the version's view, the
// same one the page and the PDF draw: to the traveller with the link, to the traveller once accepted
// with how to pay, and to staff when the traveller first opens it and when they accept.

const amount = (view: ProposalView, minor: number) => formatMoney({ minor, currency: view.currency })

/** The lines that say what is owed and when, as every mail about a proposal says them. */
export function moneyLines(view: ProposalView): string[] {
  const shares = sharesText(priceShown(view).shares, view.currency)
  return [
    `Total: ${amount(view, view.total)}${shares.length ? ` (${shares.join(', ')})` : ''}`,
    `Deposit (${view.depositPercent}%): ${amount(view, view.deposit)}, due on acceptance`,
    `Balance: ${amount(view, view.balance)}, ${
      view.balanceAtOnce ? 'due with the deposit' : `due by ${formatDate(view.balanceDueOn)}`
    }`,
  ]
}

/** The lines under their headings, as the page and the PDF show them; nothing when staff chose the total alone. */
export function priceLinesText(view: ProposalView): string[] {
  return priceShown(view).groups.flatMap((group) => [
    ...(group.heading ? [`${group.heading}:`] : []),
    ...group.lines.map((line) => {
      const count = lineCountText(line, view.currency)
      return `- ${line.description}${count ? ` (${count})` : ''}: ${lineAmountText(line, view.currency)}`
    }),
    '',
  ])
}

type Thread = Pick<QueuedMail, 'inquiry_kind' | 'inquiry_id' | 'in_reply_to' | 'thread_references'>

export function proposalMail(
  view: ProposalView,
  link: string,
  staff: { name: string },
  thread: Thread,
  lead: { id: number; email: string },
  proposalId: number,
): QueuedMail {
  const { operator } = getConfig()
  const replaced = view.version > 1 ? ` (version ${view.version}, replacing the one we sent before)` : ''
  return {
    purpose: 'proposal',
    ...thread,
    attachment: proposalAttachment(proposalId, view.version),
    lead_id: lead.id,
    to_address: lead.email,
    reply_to: operator.email,
    from_name: staff.name,
    subject: `Your safari proposal: ${view.title} [${view.reference}]`,
    body: bookingLetter(
      view,
      [
        `Here is our proposal for your trip${replaced}: ${view.title}, ${formatDate(view.startDate)} to ${formatDate(view.endDate)}.`,
        '',
        'Read it day by day, see the price and accept it online here (it is also attached as a PDF):',
        link,
        '',
        ...priceLinesText(view),
        ...moneyLines(view),
        '',
        `The offer is open until ${formatDate(view.expiresOn)}. If you would like anything changed, answer this e-mail or ask from the proposal's page.`,
      ],
      staff.name,
    ),
  }
}

/** To the traveller once they accept: what they accepted and how to pay the deposit. */
export function confirmationMail(
  view: ProposalView,
  link: string,
  thread: Thread,
  lead: { id: number; email: string },
  acceptance: { proposalId: number; name: string },
): QueuedMail {
  const { operator } = getConfig()
  return {
    purpose: 'proposal-confirmation',
    ...thread,
    attachment: proposalAttachment(acceptance.proposalId, view.version),
    lead_id: lead.id,
    to_address: lead.email,
    reply_to: operator.email,
    subject: `Booking accepted: ${view.title} [${view.reference}]`,
    body: travellerLetter({ name: acceptance.name, brand: view.brand, phone: view.contact.phone }, [
      `Thank you: you accepted version ${view.version} of our proposal for ${view.title}, ${formatDate(view.startDate)} to ${formatDate(view.endDate)}.`,
      'Your booking is confirmed when we receive the deposit.',
      '',
      ...moneyLines(view),
      '',
      'How to pay:',
      ...paymentLines(view, link),
      `Please quote ${view.reference} with your payment. Your proposal stays here: ${link}`,
    ]),
  }
}

/** To staff: the traveller opened the proposal for the first time, or accepted it. */
export function staffNotice(
  what: 'opened' | 'accepted',
  view: ProposalView,
  to: { email: string }[],
  lead: { id: number; path: string },
): QueuedMail[] {
  const { publicUrl } = getConfig()
  const words =
    what === 'opened'
      ? `${view.travellerName} opened the proposal "${view.title}" (version ${view.version}) for the first time.`
      : `${view.travellerName} accepted the proposal "${view.title}" (version ${view.version}), ${amount(view, view.total)}. The deposit of ${amount(view, view.deposit)} is due now.`
  return to.map((member) => ({
    purpose: 'proposal-notice',
    inquiry_kind: 'lead',
    inquiry_id: lead.id,
    lead_id: lead.id,
    to_address: member.email,
    subject: `${what === 'opened' ? 'Proposal opened' : 'Proposal accepted'}: ${view.travellerName} [${view.reference}]`,
    body: [words, '', `The lead: ${publicUrl}${lead.path}`].join('\n'),
  }))
}
