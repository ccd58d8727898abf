import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { packageBookingInput } from '../../testing/inquiries'
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
    const { createInquiry } = await import('~/models/inquiries.server')
    const { saveProposalDraft } = await import('~/models/proposals.server')
    const { recordAcceptance } = await import('~/models/proposal-traveller.server')
    const { startProposal, sendProposal, operatorToday } = await import('~/services/proposals.server')
    const { recordPayment } = await import('~/services/payments.server')
    const { sendBookingReminders } = await import('~/services/booking-reminders.server')
    const { blankProposal } = await import('~/lib/proposal')

    const email = `ruth.${Date.now()}@traveller.example`
    const { lead } = await createInquiry(
      'package',
      packageBookingInput({ name: 'Ruth Mwangi', email, package_no: 1 }) as never,
    )
    const staff = await handle.db
      .selectFrom('staff')
      .select(['id', 'email', 'name'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow()
    const today = operatorToday()
    const start = addDays(today, 120)
    const balanceDue = addDays(start, -30)
    const id = (await startProposal(lead.id, staff.id, 'blank')) as number
    await saveProposalDraft(id, {
      ...blankProposal({
        startDate: start,
        expiresOn: addDays(today, 14),
        adults: 2,
        children: 0,
        depositPercent: 30,
      }),
      title: 'Uganda primates',
      days: [{ days: 5, title: 'Kibale and Bwindi', text: '', overnight: 'Bwindi', lodge: '', meals: 'BLD' }],
      lines: [{ description: 'Safari for two', quantity: 1, unit: 1_000_000 }],
    })
    expect(await sendProposal(id, staff)).toEqual({ version: 1 })
    const version = await handle.db
      .selectFrom('proposal_versions')
      .select(['id', 'content_sha256'])
      .where('proposal_id', '=', id)
      .executeTakeFirstOrThrow()
    await recordAcceptance(
      {
        proposalId: id,
        leadId: lead.id,
        versionId: Number(version.id),
        version: 1,
        sha256: version.content_sha256,
        name: 'Ruth Mwangi',
        address: null,
        userAgent: null,
      },
      () => [],
    )
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
