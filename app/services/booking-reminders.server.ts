import { getConfig } from '~/config.server'
import { formatDate } from '~/lib/back-office'
import { remindersDue, DEPOSIT_REMINDER_DAYS, type DueReminder } from '~/lib/booking-reminder-rules'
import { daysBetween } from '~/lib/booking-terms'
import { operatorTime } from '~/lib/lead-clock'
import { formatMoney } from '~/lib/money'
import type { ProposalView } from '~/lib/proposal'
import { dateIn, moneyIn, viewLanguage } from '~/lib/proposal-words'
import { bookingLetter, paymentLines } from '~/lib/traveller-letter'
import { m } from '~/paraglide/messages'
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
// this writes them in the ledger's words and figures, in the language of the booking's proposal, the traveller's with a link to their page (a new
// secret for the accepted version: the first link's secret was never kept). Each goes once, on any
// number of instances and through restarts (its row is its claim).

type Money = (minor: number) => string

/**
 * What the traveller is told is owed, and when, in the ledger's words: the deposit still to pay, the
 * balance of the trip (what is unpaid once the deposit is counted), and both in all when both are due.
 */
function reminderWords(reminder: DueReminder, view: ProposalView, today: string, money: Money) {
  const { deposit, balance, on } = reminder
  const words = { locale: viewLanguage(view) }
  const date = (value: string) => dateIn(value, words.locale)
  const owed =
    deposit === view.deposit
      ? m.remind_deposit_owed({ amount: money(deposit) }, words)
      : m.remind_deposit_part({ due: money(deposit), amount: money(view.deposit) }, words)
  if (reminder.kind === 'deposit')
    return {
      subject: m.remind_deposit_subject({}, words),
      lines: [
        m.remind_deposit_line({ owed }, words),
        ...(view.balance > 0
          ? [m.remind_balance_then({ amount: money(view.balance), date: date(view.balanceDueOn) }, words)]
          : []),
      ],
    }
  if (reminder.kind === 'balance-soon')
    return {
      subject: m.remind_soon_subject({ date: date(on) }, words),
      lines: [
        m.remind_soon_line(
          { amount: money(balance), date: date(on), days: String(daysBetween(today, on)) },
          words,
        ),
      ],
    }
  const when = today === on ? 'today' : reminder.withDeposit ? 'with-deposit' : 'was'
  if (deposit > 0) {
    const both = { owed, balance: money(balance), total: money(deposit + balance), date: date(on) }
    return {
      subject: m.remind_both_subject({}, words),
      lines: [
        when === 'today'
          ? m.remind_both_today(both, words)
          : when === 'with-deposit'
            ? m.remind_both_with_deposit(both, words)
            : m.remind_both_was(both, words),
      ],
    }
  }
  const rest = { amount: money(balance), date: date(on) }
  return {
    subject: today === on ? m.remind_balance_subject_today({}, words) : m.remind_balance_subject({}, words),
    lines: [
      when === 'today'
        ? m.remind_balance_today(rest, words)
        : when === 'with-deposit'
          ? m.remind_balance_with_deposit(rest, words)
          : m.remind_balance_was(rest, words),
    ],
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
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  const { subject, lines } = reminderWords(reminder, view, today, money)
  return {
    purpose: 'payment-reminder',
    inquiry_kind: 'lead',
    inquiry_id: booking.leadId,
    lead_id: booking.leadId,
    to_address: booking.email,
    reply_to: operator.email,
    subject: m.remind_subject({ subject, title: view.title, reference: view.reference }, words),
    body: bookingLetter(
      view,
      [
        ...lines,
        m.remind_trip(
          { title: view.title, date: dateIn(view.startDate, locale), reference: view.reference },
          words,
        ),
        '',
        m.remind_pay_link({ link }, words),
        ...paymentLines(view),
        '',
        m.remind_ignore({}, words),
      ],
      undefined,
      locale,
    ),
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
