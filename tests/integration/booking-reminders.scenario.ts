import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import { ADMIN } from '../../testing/server'

// Reminders about a booking's money, with the clock set by the test (sendBookingReminders takes `now`):
// staff when the deposit is 3 days late; the traveller 7 days before the balance is due and on the day.
// Each goes once, even when two instances look at the same moment, and none goes once it is paid.
// Run on each database by booking-reminders.*.test.ts, in this process (settings are read once per process).

const DAY = 86_400_000

export function bookingReminders(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create)
  test('a late deposit tells staff once; the balance reminds the traveller a week before and on the day, once each', async () => {
    const { handle } = app()
    const { recordPayment } = await import('~/services/payments.server')
    const { sendBookingReminders } = await import('~/services/booking-reminders.server')

    const email = `ruth.${Date.now()}@traveller.example`
    const {
      proposalId: id,
      leadId,
      staff,
      today,
      start,
    } = await bookAcceptedTrip(handle, {
      name: 'Ruth Mwangi',
      email,
      startInDays: 120,
      days: 5,
      total: 1_000_000,
      title: 'Uganda primates',
    })
    const lead = { id: leadId }
    const balanceDue = addDays(start, -30)
    const reminders = (purpose: string) =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'body'])
        .where('lead_id', '=', lead.id)
        .where('purpose', '=', purpose)
        .execute()
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`)
    const both = async (now: Date) =>
      (await Promise.all([sendBookingReminders(now), sendBookingReminders(now)])).reduce((a, b) => a + b, 0)

    // Two days after acceptance: not late yet. Three: staff are told, once, by both instances together.
    expect(await both(new Date(Date.now() + 2 * DAY))).toBe(0)
    expect(await both(new Date(Date.now() + 3 * DAY + 3_600_000))).toBe(1)
    expect(await both(new Date(Date.now() + 4 * DAY))).toBe(0)
    expect(await reminders('payment-reminder-staff')).toEqual([
      expect.objectContaining({
        to_address: ADMIN.email,
        subject: expect.stringMatching(/^Deposit 3 days late: Ruth Mwangi/),
      }),
    ])

    await recordPayment(
      id,
      staff,
      { amount: 300_000, method: 'bank_transfer', reference: null, note: null, paidOn: today },
      'test',
    )
    // Eight days before the balance: nothing; seven: the traveller, once; on the day: again, once.
    expect(await both(at(addDays(balanceDue, -8)))).toBe(0)
    expect(await both(at(addDays(balanceDue, -7)))).toBe(1)
    expect(await both(at(addDays(balanceDue, -3)))).toBe(0)
    expect(await both(at(balanceDue))).toBe(1)
    expect(await both(at(addDays(balanceDue, 1)))).toBe(0)
    const sent = await reminders('payment-reminder')
    expect(sent.map((mail) => mail.to_address)).toEqual([email, email])
    expect(sent[0]!.body).toContain('the balance of your trip, US$7,000, is due on')
    expect(sent[0]!.body).toContain('7 days from now')
    expect(sent[1]!.subject).toMatch(/^Your balance is due today/)

    // Paid in full: Confirmed, and no reminder after.
    await recordPayment(
      id,
      staff,
      { amount: 700_000, method: 'card', reference: null, note: null, paidOn: today },
      'test',
    )
    expect(await both(at(addDays(balanceDue, 2)))).toBe(0)
    expect(await reminders('payment-reminder')).toHaveLength(2)
  })
}
