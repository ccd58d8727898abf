import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { remindersDue, DEPOSIT_REMINDER_DAYS, type DueReminder } from '~/lib/booking-reminder-rules'
import { daysBetween } from '~/lib/booking-terms'
import { operatorTime } from '~/lib/lead-clock'
import { formatMoney } from '~/lib/money'
import type { ProposalView } from '~/lib/proposal'
import { bookingLetter, paymentLines } from '~/lib/traveller-letter'
import {
  claimReminder,
  listOwingBookings,
  OWING_BATCH,
  type OwingBooking,
} from '~/models/booking-reminders.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { newLinkSecret } from '~/models/proposal-links.server'
import { proposalNoticeRecipients } from '~/models/proposals.server'
import { nudgeMailWorker } from './mail-sender.server'
import { proposalLink } from './proposals.server'

// Reminders about a booking's money (docs/product.md, "Payments"), looked for by the booking reminders
// job at `now` (a test sets it). Which are due, and for how much, is app/lib/booking-reminder-rules.ts;
// this writes them in the ledger's words and figures, the traveller's with a link to their page (a new
// secret for the accepted version: the first link's secret was never kept). Each goes once, on any
// number of instances and through restarts (its row is its claim).

type Money = (minor: number) => string

/**
 * What the traveller is told is owed, and when, in the ledger's words: the deposit still to pay, the
 * balance of the trip (what is unpaid once the deposit is counted), and both in all when both are due.
 */
function reminderWords(reminder: DueReminder, view: ProposalView, today: string, money: Money) {
  const { deposit, balance, on } = reminder
  const depositOwed =
    deposit === view.deposit
      ? `Your deposit of ${money(deposit)} is still to pay`
      : `${money(deposit)} of your deposit of ${money(view.deposit)} is still to pay`
  if (reminder.kind === 'deposit')
    return {
      subject: 'Your deposit is still to pay',
      lines: [
        `${depositOwed}: your booking is confirmed when we receive it.`,
        ...(view.balance > 0
          ? [`The balance, ${money(view.balance)}, is then due by ${formatDate(view.balanceDueOn)}.`]
          : []),
      ],
    }
  if (reminder.kind === 'balance-soon')
    return {
      subject: `Your balance is due on ${formatDate(on)}`,
      lines: [
        `A reminder: the balance of your trip, ${money(balance)}, is due on ${formatDate(on)}, ${daysBetween(today, on)} days from now.`,
      ],
    }
  const when =
    today === on
      ? 'is due today'
      : reminder.withDeposit
        ? 'is due with the deposit'
        : `was due on ${formatDate(on)}`
  if (deposit > 0)
    return {
      subject: 'Your deposit and balance are due',
      lines: [
        `${depositOwed}, and the balance of your trip, ${money(balance)}, ${when}: ${money(deposit + balance)} in all.`,
      ],
    }
  return {
    subject: today === on ? 'Your balance is due today' : 'Your balance is due',
    lines: [`The balance of your trip, ${money(balance)}, ${when}.`],
  }
}

function travellerMail(
  booking: OwingBooking,
  view: ProposalView,
  reminder: DueReminder,
  today: string,
  link: string,
): QueuedMail {
  const { operator } = getConfig()
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  const { subject, lines } = reminderWords(reminder, view, today, money)
  return {
    purpose: 'payment-reminder',
    inquiry_kind: 'lead',
    inquiry_id: booking.leadId,
    lead_id: booking.leadId,
    to_address: booking.email,
    reply_to: operator.email,
    subject: `${subject}: ${view.title} [${view.reference}]`,
    body: bookingLetter(view, [
      ...lines,
      `Your trip: ${view.title}, starting ${formatDate(view.startDate)}. Please quote ${view.reference} with your payment.`,
      '',
      `Pay or see your booking: ${link}`,
      ...paymentLines({ payment: view.payment }),
      '',
      'If you have paid in the last few days, thank you, and please ignore this reminder.',
    ]),
  }
}

async function staffMails(
  booking: OwingBooking,
  view: ProposalView,
  reminder: DueReminder,
  acceptedOn: string,
) {
  const { publicUrl } = getConfig()
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  return (await proposalNoticeRecipients(booking.proposalId)).map((member): QueuedMail => ({
    purpose: 'payment-reminder-staff',
    inquiry_kind: 'lead',
    inquiry_id: booking.leadId,
    lead_id: booking.leadId,
    to_address: member.email,
    subject: `Deposit ${DEPOSIT_REMINDER_DAYS} days late: ${view.travellerName} [${view.reference}]`,
    body: [
      `${view.travellerName} accepted "${view.title}" on ${formatDate(acceptedOn)}; the deposit of ${money(view.deposit)} is not paid in full (${money(reminder.deposit)} still due).`,
      '',
      `The booking: ${publicUrl}/admin/proposals/${booking.proposalId}`,
    ].join('\n'),
  }))
}

/** Sends every reminder due at `now`; answers how many were claimed. `batch`: bookings read at a time. */
export async function sendBookingReminders(now = new Date(), batch = OWING_BATCH): Promise<number> {
  const { operatorTimezone } = getConfig()
  const today = operatorTime(now, operatorTimezone).day
  let sent = 0
  for await (const booking of listOwingBookings(today, batch)) {
    const view = JSON.parse(booking.view) as ProposalView
    const acceptedOn = operatorTime(new Date(booking.acceptedAt), operatorTimezone).day
    const due = remindersDue({
      today,
      acceptedOn,
      total: view.total,
      deposit: view.deposit,
      balanceDueOn: view.balanceDueOn,
      balanceAtOnce: view.balanceAtOnce,
      startDate: view.startDate,
      paid: booking.paid,
      // listOwingBookings leaves cancelled bookings out
      cancelled: false,
    })
    for (const reminder of due) {
      const claim = { proposal_id: booking.proposalId, kind: reminder.kind, due_on: reminder.on }
      let claimed: boolean
      if (reminder.to === 'staff')
        claimed = await claimReminder(claim, await staffMails(booking, view, reminder, acceptedOn), now)
      else {
        const secret = newLinkSecret()
        const mail = travellerMail(booking, view, reminder, today, proposalLink(secret))
        claimed = await claimReminder(claim, [mail], now, {
          versionId: booking.versionId,
          secret,
          purpose: mail.purpose,
        })
      }
      if (claimed) sent++
    }
  }
  if (sent) nudgeMailWorker()
  return sent
}
