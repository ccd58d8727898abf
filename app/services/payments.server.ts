import { getConfig } from '~/config.server'
import { refundOnCancellation } from '~/lib/booking-terms'
import { CARD_REFUND } from '~/lib/ledger'
import type { ProposalView } from '~/lib/proposal'
import { bookingLetter, receiptLetter } from '~/lib/traveller-letter'
import { recordAudit } from '~/models/audit.server'
import { threadOfLead } from '~/models/lead-mail.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { recordCancellation, type CancellationOutcome } from '~/models/cancellations.server'
import { acceptedView } from '~/models/bookings.server'
import { recordEntry, type EntryOutcome } from '~/models/payments.server'
import { nudgeMailWorker } from './mail-sender.server'
import { askCardRefunds } from './stripe/refund-to-card.server'
import { dateIn, moneyIn, viewLanguage } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'
import { operatorToday } from './proposals.server'

// Money on a booking (docs/product.md, "Payments"): a payment staff record, or the reversal of one,
// with its receipt to the traveller (the PDF attached when it is sent) and its line on the audit trail.

export interface TypedEntry {
  amount: number
  method: string
  reference: string | null
  note: string | null
  paidOn: string
}

const AUDITED = {
  payment: 'payment-recorded',
  reversal: 'payment-reversed',
  adjustment: 'ledger-adjusted',
} as const

/** The letter of an admin's correction to a cancelled booking, in the booking's language. */
const adjustmentWords = (view: ProposalView, amount: number, reason: string) => {
  const locale = viewLanguage(view)
  const words = { locale }
  const said = { amount: moneyIn(Math.abs(amount), view.currency, locale), title: view.title }
  return bookingLetter(
    view,
    [
      amount > 0 ? m.mail_correction_received(said, words) : m.mail_correction_paid_back(said, words),
      '',
      reason,
    ],
    undefined,
    locale,
  )
}

/** A mail to the booking's traveller in their lead's conversation, answered to the operator's address. */
async function travellerMail(
  trx: Parameters<typeof threadOfLead>[0],
  leadId: number,
  to: string,
  mail: Pick<QueuedMail, 'purpose' | 'subject' | 'body' | 'attachment'>,
): Promise<QueuedMail> {
  return {
    ...mail,
    ...(await threadOfLead(trx, leadId)),
    lead_id: leadId,
    to_address: to,
    reply_to: getConfig().operator.email,
  }
}

/** How a staff form's entry is sent: its one-use token, and its request's signal. */
export interface SentForm {
  submissionKey?: string
  signal?: AbortSignal
  /** An admin's adjustment of a cancelled booking's ledger; mailed to the traveller only when chosen */
  adjustment?: { tellTraveller: boolean }
}

/**
 * Records an entry on an accepted proposal: a payment as typed, or (with `reverses`) the reversal of
 * one, or an admin's adjustment after a cancellation. Answers what was recorded, or why not.
 */
export async function recordPayment(
  proposalId: number,
  /** Who records it; null for the card processor (its event id is then `typed.externalId`) */
  staff: { id: number; email: string } | null,
  typed: TypedEntry & {
    reverses?: number
    externalId?: string
    currency?: string
    /** A processor's payment: who reported it (the audit trail's actor), and whether it fits what is due */
    processor?: { name: string; fits: (paidBefore: number) => boolean }
  },
  address: string,
  sent: SentForm = {},
): Promise<EntryOutcome | { refused: 'wrong-currency' }> {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return { refused: 'no-booking' }
  const view = JSON.parse(accepted.view) as ProposalView
  // A report in another currency than the booking's is not this booking's money as it stands.
  if (typed.currency !== undefined && typed.currency !== view.currency) return { refused: 'wrong-currency' }
  const outcome = await recordEntry(
    {
      proposalId,
      staffId: staff?.id ?? null,
      amount: typed.amount,
      method: typed.method,
      reference: typed.reference,
      note: typed.note,
      paidOn: typed.paidOn,
      reverses: typed.reverses,
      externalId: typed.externalId,
      submissionKey: sent.submissionKey,
      adjustment: sent.adjustment !== undefined,
      fits: typed.processor?.fits,
      signal: sent.signal,
    },
    {
      due: { total: view.total, deposit: view.deposit, currency: view.currency },
      alongside: async (trx, entry) => {
        const kind = typed.reverses === undefined ? 'payment' : 'reversal'
        const row = await trx
          .selectFrom('payments')
          .select(['amount_minor', 'method'])
          .where('id', '=', entry.id)
          .executeTakeFirstOrThrow()
        const amount = Number(row.amount_minor)
        await recordAudit(
          {
            actor: staff,
            actorEmail: staff ? undefined : (typed.processor?.name ?? 'stripe'),
            action: AUDITED[sent.adjustment ? 'adjustment' : kind],
            subject: view.reference,
            detail: {
              payment: entry.id,
              amount,
              currency: view.currency,
              method: row.method,
              paidOn: typed.paidOn,
              ...(kind === 'payment' && !sent.adjustment ? {} : { reason: typed.note }),
            },
            address,
          },
          trx,
        )
        if (sent.adjustment)
          return sent.adjustment.tellTraveller
            ? [
                await travellerMail(trx, entry.leadId, accepted.email, {
                  purpose: 'receipt',
                  subject: m.mail_correction_subject(
                    { title: view.title, reference: view.reference },
                    { locale: viewLanguage(view) },
                  ),
                  body: adjustmentWords(view, amount, typed.note ?? ''),
                  attachment: null,
                }),
              ]
            : []
        return [
          await travellerMail(trx, entry.leadId, accepted.email, {
            purpose: 'receipt',
            subject: (kind === 'payment' ? m.mail_receipt_subject : m.mail_reversed_subject)(
              { title: view.title, reference: view.reference },
              { locale: viewLanguage(view) },
            ),
            body: receiptLetter(view, { kind, amount, method: row.method, paidOn: typed.paidOn }, entry.paid),
            attachment: JSON.stringify({ payment: entry.id }),
          }),
        ]
      },
    },
  )
  if ('recorded' in outcome) nudgeMailWorker()
  return outcome
}

export interface TypedCancellation {
  noticeOn: string
  askedBy: 'traveller' | 'operator'
  note: string
  /** How the refund goes back */
  method: string
}

/**
 * Cancels an accepted booking as told on `noticeOn`: the refund the booking's terms give at that notice
 * (everything paid when the operator cancels) is recorded as an entry, the lead is Cancelled, and the
 * traveller is told with the refund's receipt.
 */
export async function cancelBooking(
  proposalId: number,
  staff: { id: number; email: string },
  typed: TypedCancellation,
  address: string,
  sent: SentForm = {},
): Promise<CancellationOutcome> {
  const accepted = await acceptedView(proposalId)
  if (!accepted) return { refused: 'no-booking' }
  const view = JSON.parse(accepted.view) as ProposalView
  // The traveller's mail is in the language of the booking's proposal.
  const locale = viewLanguage(view)
  const words = { locale }
  const traveller = (minor: number) => moneyIn(minor, view.currency, locale)
  const outcome = await recordCancellation({
    proposalId,
    staffId: staff.id,
    ...typed,
    currency: view.currency,
    recordedOn: operatorToday(),
    submissionKey: sent.submissionKey,
    signal: sent.signal,
    toCard: typed.method === CARD_REFUND,
    refund: (paid) =>
      refundOnCancellation(
        {
          start: view.startDate,
          noticeOn: typed.noticeOn,
          paid: { minor: paid, currency: view.currency },
          total: { minor: view.total, currency: view.currency },
          byOperator: typed.askedBy === 'operator',
        },
        { cancellationDays: view.cancellationDays },
      ).minor,
    alongside: async (trx, done) => {
      await recordAudit(
        {
          actor: staff,
          action: 'booking-cancelled',
          subject: view.reference,
          detail: {
            refund: done.refund,
            currency: view.currency,
            noticeOn: typed.noticeOn,
            askedBy: typed.askedBy,
          },
          address,
        },
        trx,
      )
      return [
        await travellerMail(trx, done.leadId, accepted.email, {
          purpose: 'cancellation',
          subject: m.cancel_subject({ title: view.title, reference: view.reference }, words),
          body: bookingLetter(
            view,
            [
              (typed.askedBy === 'operator' ? m.cancel_as_we_told : m.cancel_as_you_asked)(
                {
                  date: dateIn(typed.noticeOn, locale),
                  title: view.title,
                  start: dateIn(view.startDate, locale),
                },
                words,
              ),
              done.refund && done.toCard
                ? m.cancel_refund_card({ amount: traveller(done.refund) }, words)
                : done.refund
                  ? (done.entryId ? m.cancel_refund_attached : m.cancel_refund)(
                      { amount: traveller(done.refund) },
                      words,
                    )
                  : m.cancel_no_refund({ days: String(view.cancellationDays) }, words),
            ],
            undefined,
            locale,
          ),
          attachment: done.entryId ? JSON.stringify({ payment: done.entryId }) : null,
        }),
      ]
    },
  })
  if ('cancelled' in outcome) {
    nudgeMailWorker()
    // After the commit: a refund Stripe could not take now stays asked-for, and the page offers it again.
    if (typed.method === CARD_REFUND && outcome.refund > 0) await askCardRefunds(proposalId)
  }
  return outcome
}
