import { getConfig } from '~/config.server'
import { formatMoney } from '~/lib/money'
import { priceShown, type ProposalView } from '~/lib/proposal'
import {
  dateIn,
  groupHeading,
  lineAmountText,
  lineCountText,
  moneyIn,
  sharesText,
  viewLanguage,
} from '~/lib/proposal-words'
import { withLabel } from '~/lib/local-formats'
import { bookingLetter, paymentLines, travellerLetter } from '~/lib/traveller-letter'
import { m } from '~/paraglide/messages'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { proposalAttachment } from './mail-attachments.server'

// The mails of a proposal (docs/product.md, "Proposals"), each written from the version's view, the
// same one the page and the PDF draw: to the traveller with the link, to the traveller once accepted
// with how to pay, and to staff when the traveller first opens it and when they accept. The traveller's
// are in the language the version was written in (lib/proposal-words.ts); staff's in English.

const amount = (view: ProposalView, minor: number) => formatMoney({ minor, currency: view.currency })

/** The lines that say what is owed and when, as every mail about a proposal says them. */
export function moneyLines(view: ProposalView): string[] {
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  const shares = sharesText(priceShown(view).shares, view.currency, locale)
  const total = money(view.total)
  return [
    shares.length
      ? m.mail_total_shares({ amount: total, shares: shares.join(', ') }, words)
      : m.mail_total({ amount: total }, words),
    m.mail_deposit({ percent: String(view.depositPercent), amount: money(view.deposit) }, words),
    m.mail_balance(
      {
        due: view.balanceAtOnce
          ? m.proposal_balance_with_deposit({ amount: money(view.balance) }, words)
          : m.proposal_balance_by(
              { amount: money(view.balance), date: dateIn(view.balanceDueOn, locale) },
              words,
            ),
      },
      words,
    ),
  ]
}

/** The lines under their headings, as the page and the PDF show them; nothing when staff chose the total alone. */
export function priceLinesText(view: ProposalView): string[] {
  const locale = viewLanguage(view)
  return priceShown(view).groups.flatMap((group) => [
    ...(group.heading ? [`${groupHeading(group, locale)}:`] : []),
    ...group.lines.map((line) => {
      const count = lineCountText(line, view.currency, locale)
      return `- ${withLabel(`${line.description}${count ? ` (${count})` : ''}`, lineAmountText(line, view.currency, locale), locale)}`
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
  const locale = viewLanguage(view)
  const words = { locale }
  const trip = {
    title: view.title,
    start: dateIn(view.startDate, locale),
    end: dateIn(view.endDate, locale),
  }
  return {
    purpose: 'proposal',
    ...thread,
    attachment: proposalAttachment(proposalId, view.version),
    lead_id: lead.id,
    to_address: lead.email,
    reply_to: operator.email,
    from_name: staff.name,
    subject: m.mail_proposal_subject({ title: view.title, reference: view.reference }, words),
    body: bookingLetter(
      view,
      [
        view.version > 1
          ? m.mail_proposal_intro_replaced({ ...trip, version: String(view.version) }, words)
          : m.mail_proposal_intro(trip, words),
        '',
        m.mail_proposal_read({}, words),
        link,
        '',
        ...priceLinesText(view),
        ...moneyLines(view),
        '',
        m.mail_proposal_open_until({ date: dateIn(view.expiresOn, locale) }, words),
      ],
      staff.name,
      locale,
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
  const locale = viewLanguage(view)
  const words = { locale }
  return {
    purpose: 'proposal-confirmation',
    ...thread,
    attachment: proposalAttachment(acceptance.proposalId, view.version),
    lead_id: lead.id,
    to_address: lead.email,
    reply_to: operator.email,
    subject: m.mail_accepted_subject({ title: view.title, reference: view.reference }, words),
    body: travellerLetter({ name: acceptance.name, brand: view.brand, phone: view.contact.phone, locale }, [
      m.mail_accepted_thanks(
        {
          version: String(view.version),
          title: view.title,
          start: dateIn(view.startDate, locale),
          end: dateIn(view.endDate, locale),
        },
        words,
      ),
      m.mail_accepted_deposit({}, words),
      '',
      ...moneyLines(view),
      '',
      m.mail_how_to_pay({}, words),
      ...paymentLines(view, link),
      m.mail_quote_reference({ reference: view.reference, link }, words),
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
