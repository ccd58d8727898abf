import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { call } from '../../testing/api'
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { leadOf } from '../../testing/leads'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// The reply clock: a lead past the reply target alerts its owner (or the admins) once per wait, with two
// instances looking at the same PostgreSQL database; and each morning every member of staff gets one
// digest of their overdue leads, leads waiting and next actions due. The digest is tested in this
// process with the clock set by the test (runLeadClock takes `now`); the alert, on running servers.

const HOUR = 3_600_000

describe('alerts past the reply target, two instances on one PostgreSQL database', () => {
  let database: TestDatabase
  let servers: RunningServer[] = []
  let handle: DatabaseHandle

  beforeAll(async () => {
    database = await createPostgresDatabase()
    const env = { LEAD_CLOCK_INTERVAL_MS: '150', REPLY_TARGET_HOURS: '24' }
    servers = [await startServer(database.url, env), await startServer(database.url, env)]
    handle = createDatabase(database.url)
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await handle?.db.destroy()
    await database?.drop()
  })

  const alertsOf = (leadId: number) =>
    handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('lead_id', '=', leadId)
      .where('purpose', '=', 'reply-alert')
      .execute()

  test('one alert per wait past the target, to the admins when nobody owns the lead', async () => {
    const input = countryInquiryInput({ name: 'Hannah Weiss', email: `late.${Date.now()}@example.com` })
    const created = await call<{ id: number }>(servers[0]!.url, '/api/bookings/country_book', { json: input })
    expect(created.status).toBe(201)
    const { id: leadId } = await leadOf(handle, 'country', created.body.id)
    // Not yet past the target: no alert, however often the instances look.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await alertsOf(leadId)).toEqual([])

    const longAgo = new Date(Date.now() - 25 * HOUR).toISOString()
    await handle.db.updateTable('leads').set({ waiting_since: longAgo }).where('id', '=', leadId).execute()
    await waitFor(
      () => alertsOf(leadId),
      (found) => found.length > 0,
    )
    // Both instances keep looking; the alert stays one.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const alerts = await alertsOf(leadId)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.to_address).toBe(ADMIN.email)
    expect(alerts[0]!.subject).toMatch(/^Overdue: Hannah Weiss has waited 25 h/)

    // The traveller writes again after a reply: a new wait, a new alert, once.
    const again = new Date(Date.now() - 26 * HOUR).toISOString()
    await handle.db.updateTable('leads').set({ waiting_since: again }).where('id', '=', leadId).execute()
    await waitFor(
      () => alertsOf(leadId),
      (found) => found.length > 1,
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await alertsOf(leadId)).toHaveLength(2)
    const events = await handle.db
      .selectFrom('lead_events')
      .select('type')
      .where('lead_id', '=', leadId)
      .where('type', '=', 'alert')
      .execute()
    expect(events).toHaveLength(2)
  })
})

describe('the morning digest, with the clock set by the test', () => {
  const app = withAppInProcess(createSqliteDatabase, {
    OPERATOR_TIMEZONE: 'Africa/Kampala',
    DIGEST_HOUR: '7',
    REPLY_TARGET_HOURS: '24',
  })

  test('from 07:00 in Kampala each member gets one digest a day, of their own leads', async () => {
    const { handle } = app()
    const clock = await import('~/services/lead-clock.server')
    const { createStaff } = await import('~/models/staff.server')
    const { createInquiry } = await import('~/models/inquiries.server')
    const amani = await createStaff({
      email: 'amani@example.com',
      name: 'Amani Njoroge',
      password: 'twiga2027',
      role: 'agent',
    })
    const admin = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow()
    // 04:30 UTC is 07:30 in Kampala (UTC+3).
    const morning = new Date('2027-03-10T04:30:00.000Z')
    const lead = async (name: string, values: Record<string, string | number | null>) => {
      const { lead } = await createInquiry(
        'message',
        contactMessageInput({ name, email: `${name.split(' ')[0]}@example.com` }) as never,
      )
      await handle.db.updateTable('leads').set(values).where('id', '=', lead.id).execute()
      return lead.reference
    }
    const overdue = await lead('Olivia Brown', {
      owner_id: admin.id,
      waiting_since: new Date(morning.getTime() - 30 * HOUR).toISOString(),
    })
    const waiting = await lead('Noah Smith', {
      owner_id: admin.id,
      waiting_since: new Date(morning.getTime() - 2 * HOUR).toISOString(),
    })
    const action = await lead('Emma Jones', {
      owner_id: amani.id,
      waiting_since: null,
      next_action_at: '2027-03-10',
      next_action_text: 'Send the Serengeti itinerary',
    })
    await lead('Liam Davies', { owner_id: amani.id, waiting_since: null, next_action_at: '2027-03-12' })

    // 06:30 in Kampala: too early for the digest.
    expect((await clock.runLeadClock(new Date('2027-03-10T03:30:00.000Z'))).digests).toBe(0)
    expect((await clock.runLeadClock(morning)).digests).toBe(2)
    expect((await clock.runLeadClock(new Date('2027-03-10T09:00:00.000Z'))).digests).toBe(0)

    const digests = await handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body'])
      .where('purpose', '=', 'digest')
      .orderBy('id')
      .execute()
    expect(digests.map((mail) => mail.to_address)).toEqual([ADMIN.email, 'amani@example.com'])
    const [mine, theirs] = digests
    expect(mine!.subject).toMatch(/: 1 overdue, 1 waiting, 0 actions due$/)
    expect(mine!.body).toContain(`Olivia Brown (${overdue}), waiting 30 h`)
    expect(mine!.body).toContain(`Noah Smith (${waiting})`)
    expect(mine!.body).not.toContain('Emma Jones')
    expect(theirs!.body).toContain(`Send the Serengeti itinerary for Emma Jones (${action})`)
    expect(theirs!.body).not.toContain('Liam Davies')

    // The overdue lead raised its alert once, to its owner, however often the clock looked.
    const alerts = () =>
      handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject'])
        .where('purpose', '=', 'reply-alert')
        .execute()
    expect((await alerts()).map((mail) => [mail.to_address, mail.subject.includes(overdue)])).toEqual([
      [ADMIN.email, true],
    ])
    // The next morning, the next digests; by then the second lead is past the target too.
    expect((await clock.runLeadClock(new Date('2027-03-11T04:10:00.000Z'))).digests).toBe(2)
    expect((await alerts()).map((mail) => mail.subject.includes(waiting))).toEqual([false, true])
  })
})
