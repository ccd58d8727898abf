import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import { withAppInProcess } from '../../testing/in-process'
import { ADMIN } from '../../testing/server'

// A hold's last day, with the clock set by the test (sendHoldReminders takes `now`): its owner is told
// three days before and the day before, each once, even when two instances look at the same moment;
// nothing before, nothing once the day has passed, nothing for a hold confirmed since. Run on each
// database by hold-reminders.*.test.ts, in this process.

const at = (day: string) => new Date(`${day}T09:00:00.000Z`)

export function holdReminders(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create)

  test('three days before the hold ends and the day before, once each; none once confirmed', async () => {
    const { handle } = app()
    const { sendHoldReminders } = await import('~/services/reservations.server')
    const both = async (day: string) =>
      (await Promise.all([sendHoldReminders(at(day)), sendHoldReminders(at(day))])).reduce((a, b) => a + b)
    const { proposalId, leadId, today } = await bookAcceptedTrip(handle, {
      name: 'Ruth Mwangi',
      email: `ruth.${Date.now()}@traveller.example`,
      startInDays: 60,
      days: 3,
      total: 600_000,
      title: 'Bwindi gorillas',
    })
    const now = new Date().toISOString()
    const supplier = await handle.db
      .insertInto('suppliers')
      .values({
        kind: 'lodge',
        name: 'Gorilla Heights Lodge',
        area: 'Bwindi',
        country: 'uganda',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const holdUntil = addDays(today, 10)
    const reservation = (status: 'held' | 'confirmed', key: string, until: string) => ({
      proposal_id: proposalId,
      supplier_id: Number(supplier.id),
      key,
      kind: 'lodge',
      service: `Gorilla Heights Lodge, ${key}`,
      starts_on: addDays(today, 60),
      ends_on: addDays(today, 62),
      units: 2,
      adults: 2,
      currency: 'USD',
      status,
      hold_until: until,
      created_at: now,
      updated_at: now,
    })
    await handle.db
      .insertInto('reservations')
      .values([reservation('held', 'lodge:0', holdUntil), reservation('confirmed', 'lodge:1', holdUntil)])
      .execute()

    expect(await both(addDays(today, 6))).toBe(0)
    expect(await both(addDays(today, 7))).toBe(1)
    expect(await both(addDays(today, 7))).toBe(0)
    expect(await both(addDays(today, 8))).toBe(0)
    expect(await both(addDays(today, 9))).toBe(1)
    expect(await both(holdUntil)).toBe(0)
    expect(await both(addDays(today, 11))).toBe(0)
    const mails = await handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body'])
      .where('lead_id', '=', leadId)
      .where('purpose', '=', 'reservation-alert')
      .orderBy('id')
      .execute()
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.to_address).toBe(ADMIN.email)
      expect(mail.subject).toMatch(/^Hold ends .*: Gorilla Heights Lodge, lodge:0 for Ruth Mwangi \[TS-/)
      expect(mail.body).toContain(`/admin/proposals/${proposalId}#reservations`)
    }
  })
}
