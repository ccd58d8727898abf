import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { addDays, daysBetween } from '~/lib/booking-terms'
import { ledgerState } from '~/lib/ledger'
import { operatorTime } from '~/lib/lead-clock'
import { formatMoney } from '~/lib/money'
import type { ProposalView } from '~/lib/proposal'
import { bookingLetter, paymentLines } from '~/lib/traveller-letter'
import { claimReminder, listOwingBookings } from '~/models/booking-reminders.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { proposalNoticeRecipients } from '~/models/proposals.server'
import { nudgeMailWorker } from './mail-sender.server'

// Reminders about a booking's money (docs/product.md, "Payments"), looked for by the booking reminders
// job at `now` (a test sets it): the traveller 7 days before the balance is due and on the day if it is
// still unpaid; the lead's owner (and whoever sent the proposal) when the deposit is 3 days late. Each
// goes once, on any number of instances and through restarts (its row is its claim).

export const BALANCE_REMINDER_DAYS = 7
export const DEPOSIT_LATE_DAYS = 3

type Kind = 'balance-soon' | 'balance-due' | 'deposit-late'

export async function sendBookingReminders(now = new Date()): Promise<number> {
  const { operatorTimezone, operator, publicUrl } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for (const booking of await listOwingBookings()) {
    const view = JSON.parse(booking.view) as ProposalView
    const money = (minor: number) => formatMoney({ minor, currency: view.currency })
    const state = ledgerState([{ amount: booking.paid }], view)
    const acceptedOn = operatorTime(new Date(booking.acceptedAt), operatorTimezone).day
    const due: { kind: Kind; on: string }[] = []
    if (state.depositDue > 0 && daysBetween(acceptedOn, today) >= DEPOSIT_LATE_DAYS)
      due.push({ kind: 'deposit-late', on: acceptedOn })
    if (state.outstanding > 0 && !view.balanceAtOnce) {
      if (today >= view.balanceDueOn) due.push({ kind: 'balance-due', on: view.balanceDueOn })
      else if (today >= addDays(view.balanceDueOn, -BALANCE_REMINDER_DAYS))
        due.push({ kind: 'balance-soon', on: view.balanceDueOn })
    }
    for (const reminder of due) {
      const mails: QueuedMail[] =
        reminder.kind === 'deposit-late'
          ? (await proposalNoticeRecipients(booking.proposalId)).map((member) => ({
              purpose: 'payment-reminder-staff',
              inquiry_kind: 'lead',
              inquiry_id: booking.leadId,
              lead_id: booking.leadId,
              to_address: member.email,
              subject: `Deposit ${DEPOSIT_LATE_DAYS} days late: ${view.travellerName} [${view.reference}]`,
              body: [
                `${view.travellerName} accepted "${view.title}" on ${formatDate(acceptedOn)}; the deposit of ${money(view.deposit)} is not paid in full (${money(state.depositDue)} still due).`,
                '',
                `The booking: ${publicUrl}/admin/proposals/${booking.proposalId}`,
              ].join('\n'),
            }))
          : [
              {
                purpose: 'payment-reminder',
                inquiry_kind: 'lead',
                inquiry_id: booking.leadId,
                lead_id: booking.leadId,
                to_address: booking.email,
                reply_to: operator.email,
                subject: `${reminder.kind === 'balance-due' ? 'Your balance is due today' : `Your balance is due on ${formatDate(view.balanceDueOn)}`}: ${view.title} [${view.reference}]`,
                body: bookingLetter(view, [
                  reminder.kind === 'balance-due'
                    ? `The balance of your trip, ${money(state.outstanding)}, is due today.`
                    : `A reminder: the balance of your trip, ${money(state.outstanding)}, is due on ${formatDate(view.balanceDueOn)}, ${daysBetween(today, view.balanceDueOn)} days from now.`,
                  `Your trip: ${view.title}, starting ${formatDate(view.startDate)}. Please quote ${view.reference} with your payment.`,
                  '',
                  ...paymentLines(view),
                  '',
                  'If you have paid in the last few days, thank you, and please ignore this reminder.',
                ]),
              },
            ]
      if (
        await claimReminder(
          { proposal_id: booking.proposalId, kind: reminder.kind, due_on: reminder.on },
          mails,
          now,
        )
      )
        sent++
    }
  }
  if (sent) nudgeMailWorker()
  return sent
}
