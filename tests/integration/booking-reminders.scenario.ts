import { expect, test } from 'vitest'
import { addDays } from '../../app/lib/booking-terms'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { bookAcceptedTrip } from '../../testing/bookings-in-process'
import { ADMIN, startServer } from '../../testing/server'

// Reminders about a booking's money, with the clock set by the test (sendBookingReminders takes `now`):
// three days after the acceptance, staff and the traveller of a deposit not paid; the traveller 7 days
// before the balance is due and on the day, for what is still owed, each with a link that opens their
// page. Each goes once, even when two instances look at the same moment, and none goes once it is
// paid, nor right after the acceptance, nor once the trip has started; every owing booking is looked
// at, however many. Run on each database by booking-reminders.*.test.ts, in this process (settings are
// read once per process); the links are opened on a built server over the same database.

const DAY = 86_400_000
const at = (day: string) => new Date(`${day}T09:00:00.000Z`)

export function bookingReminders(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create)
  const mailsOf = (leadId: number, purpose: string) =>
    app()
      .handle.db.selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body'])
      .where('lead_id', '=', leadId)
      .where('purpose', '=', purpose)
      .orderBy('id')
      .execute()
  const both = async (now: Date) => {
    const { sendBookingReminders } = await import('~/services/booking-reminders.server')
    return (await Promise.all([sendBookingReminders(now), sendBookingReminders(now)])).reduce((a, b) => a + b)
  }
  const linkIn = (body: string) => /\/proposal\/([A-Za-z0-9_-]{32})\n/.exec(body)?.[1]

  test('the deposit 3 days on, staff and traveller once; the balance a week before and on the day, for what is owed; each with a working link', async () => {
    const { handle, database } = app()
    const { recordPayment } = await import('~/services/payments.server')
    const { eraseLeads } = await import('~/models/erasure.server')

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
    const balanceDue = addDays(start, -30)

    // At the acceptance, and two days after: nothing. Three: staff are told, and the traveller of the
    // deposit alone, once each, by both instances together.
    expect(await both(new Date())).toBe(0)
    expect(await both(new Date(Date.now() + 2 * DAY))).toBe(0)
    expect(await both(new Date(Date.now() + 3 * DAY + 3_600_000))).toBe(2)
    expect(await both(new Date(Date.now() + 4 * DAY))).toBe(0)
    expect(await mailsOf(leadId, 'payment-reminder-staff')).toEqual([
      expect.objectContaining({
        to_address: ADMIN.email,
        subject: expect.stringMatching(/^Deposit 3 days late: Ruth Mwangi/),
      }),
    ])
    const [deposit, ...others] = await mailsOf(leadId, 'payment-reminder')
    expect(others).toEqual([])
    expect(deposit).toMatchObject({ to_address: email })
    expect(deposit!.subject).toMatch(/^Your deposit is still to pay: Uganda primates \[TS-/)
    expect(deposit!.body).toContain('Dear Ruth,')
    expect(deposit!.body).toContain('Your deposit of US$3,000 is still to pay')
    expect(deposit!.body).toContain('The balance, US$7,000, is then due by')
    expect(deposit!.body).not.toContain('US$10,000')

    // Its link is a new one (only its hash is kept), and opens the traveller's page.
    const secret = linkIn(deposit!.body)
    expect(secret).toBeDefined()
    const links = await handle.db
      .selectFrom('proposal_links')
      .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_links.version_id')
      .select(['proposal_links.token_hash', 'proposal_links.purpose'])
      .where('proposal_versions.proposal_id', '=', id)
      .execute()
    expect(links).toHaveLength(1)
    expect(links[0]!.purpose).toBe('payment-reminder')
    expect(links[0]!.token_hash).not.toContain(secret!)
    const server = await startServer(database.url, { LEAD_CLOCK_INTERVAL_MS: '3600000' })
    try {
      const page = await fetch(`${server.url}/proposal/${secret}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Uganda primates')

      // More than the deposit paid: a week before the balance's day, then on it, what is still owed.
      await recordPayment(
        id,
        staff,
        { amount: 350_000, method: 'bank_transfer', reference: null, note: null, paidOn: today },
        'test',
      )
      expect(await both(at(addDays(balanceDue, -8)))).toBe(0)
      expect(await both(at(addDays(balanceDue, -7)))).toBe(1)
      expect(await both(at(addDays(balanceDue, -3)))).toBe(0)
      expect(await both(at(balanceDue))).toBe(1)
      expect(await both(at(addDays(balanceDue, 1)))).toBe(0)
      const sent = (await mailsOf(leadId, 'payment-reminder')).slice(1)
      expect(sent.map((mail) => mail.to_address)).toEqual([email, email])
      expect(sent[0]!.subject).toMatch(/^Your balance is due on /)
      expect(sent[0]!.body).toContain('the balance of your trip, US$6,500, is due on')
      expect(sent[0]!.body).toContain('7 days from now')
      expect(sent[1]!.subject).toMatch(/^Your balance is due today/)
      expect(sent[1]!.body).toContain('The balance of your trip, US$6,500, is due today.')
      for (const mail of sent) {
        const link = linkIn(mail.body)
        expect(link).toBeDefined()
        expect((await fetch(`${server.url}/proposal/${link}`)).status).toBe(200)
      }

      // Paid in full: Confirmed, and no reminder after.
      await recordPayment(
        id,
        staff,
        { amount: 650_000, method: 'card', reference: null, note: null, paidOn: today },
        'test',
      )
      expect(await both(at(addDays(balanceDue, 2)))).toBe(0)
      expect(await mailsOf(leadId, 'payment-reminder')).toHaveLength(3)

      // Erased with the traveller: the reminders' links go with the proposal, and open nothing.
      await eraseLeads([leadId])
      expect(await handle.db.selectFrom('proposal_links').select('id').execute()).toEqual([])
      expect((await fetch(`${server.url}/proposal/${secret}`)).status).toBe(404)
    } finally {
      await server.stop()
    }
  }, 90_000)

  test('accepted after the balance day: no balance mail at the acceptance, one of everything owed 3 days on', async () => {
    const { handle } = app()
    const trip = await bookAcceptedTrip(handle, {
      name: 'Kofi Mensah',
      email: `kofi.${Date.now()}@traveller.example`,
      startInDays: 35,
      days: 4,
      total: 1_030_000,
      title: 'Gorillas late',
    })
    // Sent with the balance due in 5 days (30 before the start), accepted 10 days after the sending.
    const acceptedAt = at(addDays(trip.today, 10))
    await handle.db
      .updateTable('proposal_acceptances')
      .set({ accepted_at: acceptedAt.toISOString() })
      .where('proposal_id', '=', trip.proposalId)
      .execute()

    expect(await both(new Date(acceptedAt.getTime() + 1_000))).toBe(0)
    expect(await both(at(addDays(trip.today, 12)))).toBe(0)
    expect(await mailsOf(trip.leadId, 'payment-reminder')).toEqual([])

    expect(await both(at(addDays(trip.today, 13)))).toBe(2)
    expect(await both(at(addDays(trip.today, 14)))).toBe(0)
    const reminders = await mailsOf(trip.leadId, 'payment-reminder')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toMatch(/^Your deposit and balance are due: Gorillas late/)
    expect(reminders[0]!.body).toContain(
      'Your deposit of US$3,090 is still to pay, and the balance of your trip, US$7,210, is due with the deposit: US$10,300 in all.',
    )
    expect(await mailsOf(trip.leadId, 'payment-reminder-staff')).toHaveLength(1)
  })

  test('a trip that has started or ended is not owing: no reminder, to staff or the traveller', async () => {
    const { handle } = app()
    const trip = await bookAcceptedTrip(handle, {
      name: 'Ines Duarte',
      email: `ines.${Date.now()}@traveller.example`,
      startInDays: 10,
      days: 3,
      total: 500_000,
      title: 'Short notice',
    })
    // Nothing paid, and no look until the first day of the trip: from then on, nothing is asked.
    expect(await both(at(trip.start))).toBe(0)
    expect(await both(at(addDays(trip.start, 1)))).toBe(0)
    expect(await both(at(addDays(trip.end, 1)))).toBe(0)
    expect(await mailsOf(trip.leadId, 'payment-reminder')).toEqual([])
    expect(await mailsOf(trip.leadId, 'payment-reminder-staff')).toEqual([])
  })

  test('every owing booking is looked at, however many: past 500, a page at a time', async () => {
    const { handle } = app()
    const { sendBookingReminders } = await import('~/services/booking-reminders.server')
    const trip = await bookAcceptedTrip(handle, {
      name: 'Many Bookings',
      email: `many.${Date.now()}@traveller.example`,
      startInDays: 90,
      days: 3,
      total: 400_000,
      title: 'One of many',
    })
    // 520 more accepted bookings on the same lead, written straight into the tables.
    const version = await handle.db
      .selectFrom('proposal_versions')
      .selectAll()
      .where('proposal_id', '=', trip.proposalId)
      .executeTakeFirstOrThrow()
    const acceptance = await handle.db
      .selectFrom('proposal_acceptances')
      .selectAll()
      .where('proposal_id', '=', trip.proposalId)
      .executeTakeFirstOrThrow()
    const proposal = await handle.db
      .selectFrom('proposals')
      .select(['lead_id', 'draft', 'created_at', 'updated_at'])
      .where('id', '=', trip.proposalId)
      .executeTakeFirstOrThrow()
    await handle.db.transaction().execute(async (trx) => {
      for (let copy = 0; copy < 520; copy++) {
        const { id: proposalId } = await trx
          .insertInto('proposals')
          .values(proposal)
          .returning('id')
          .executeTakeFirstOrThrow()
        const { id: versionId } = await trx
          .insertInto('proposal_versions')
          .values({ ...version, id: undefined, proposal_id: proposalId, token_hash: `copy-${copy}` })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('proposal_acceptances')
          .values({ ...acceptance, id: undefined, proposal_id: proposalId, version_id: versionId })
          .execute()
      }
    })
    const day = at(addDays(trip.today, 3))
    const sent = await sendBookingReminders(day)
    const reminded = await handle.db
      .selectFrom('booking_reminders')
      .innerJoin('proposals', 'proposals.id', 'booking_reminders.proposal_id')
      .select(['booking_reminders.proposal_id', 'booking_reminders.kind'])
      .where('proposals.lead_id', '=', trip.leadId)
      .execute()
    expect(new Set(reminded.map((row) => row.proposal_id)).size).toBe(521)
    expect(reminded.filter((row) => row.kind === 'deposit')).toHaveLength(521)
    expect(sent).toBeGreaterThanOrEqual(2 * 521)
    // A small page reads the same bookings: the next look finds each claimed already.
    expect(await sendBookingReminders(day, 7)).toBe(0)
  }, 180_000)
}
