import { expect, test } from 'vitest'
import type { TestDatabase } from '../../testing/databases'
import { withAppInProcess } from '../../testing/in-process'
import { ADMIN } from '../../testing/server'

// The dashboard's lead figures against a fixture whose answers are known (run on each database by
// lead-figures.*.test.ts, in this process, with the clock set by the test).

const now = new Date('2027-03-10T12:00:00.000Z')
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()

export function figuresScenario(create: () => Promise<TestDatabase>) {
  const app = withAppInProcess(create, { OPERATOR_TIMEZONE: 'UTC', REPLY_TARGET_HOURS: '24' })

  test('waiting, first replies, leads per week, conversion and lost reasons come out as counted by hand', async () => {
    const { handle } = app()
    const figures = await import('~/routes/admin/_index.server')
    const admin = await handle.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow()
    const amani = await handle.db
      .insertInto('staff')
      .values({
        email: 'amani@example.com',
        name: 'Amani Njoroge',
        password_hash: 'x',
        role: 'agent',
        created_at: ago(1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const lead = async (values: {
      created: number
      answered?: [number, number]
      status?: string
      source?: string
      countries?: string
      packages?: string
      lost_reason?: string
      waiting?: number
      next_action_at?: string
    }) => {
      const row = await handle.db
        .insertInto('leads')
        .values({
          email_key: `t${values.created}@example.com`,
          name: 'Traveller',
          email: `t${values.created}@example.com`,
          status: values.status ?? 'new',
          source: values.source ?? 'direct',
          countries: values.countries ?? null,
          packages: values.packages ?? null,
          lost_reason: values.lost_reason ?? null,
          waiting_since: values.waiting === undefined ? null : ago(values.waiting),
          next_action_at: values.next_action_at ?? null,
          first_response_at: values.answered ? ago(values.answered[0]) : null,
          created_at: ago(values.created),
          last_activity_at: ago(values.created),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (values.answered) {
        await handle.db
          .insertInto('lead_events')
          .values({
            lead_id: row.id,
            type: 'reply',
            staff_id: values.answered[1],
            data: '{}',
            created_at: ago(values.answered[0]),
          })
          .execute()
      }
    }
    const newsletter = 'newsletter'
    await lead({ created: 10, answered: [8, admin.id], status: 'replied', source: newsletter })
    await lead({
      created: 30,
      answered: [26, amani.id],
      status: 'confirmed',
      countries: '|Kenya|',
      packages: '|3|',
      source: 'www.google.com',
    })
    await lead({
      created: 50,
      answered: [40, admin.id],
      status: 'lost',
      lost_reason: 'price',
      countries: '|Kenya|',
    })
    await lead({
      created: 120,
      answered: [119, amani.id],
      status: 'completed',
      countries: '|Uganda|',
      packages: '|3|',
      source: newsletter,
    })
    await lead({ created: 960, answered: [936, admin.id], status: 'lost', lost_reason: 'no_reply' })
    await lead({ created: 30, waiting: 30 })
    await lead({ created: 2, waiting: 2, next_action_at: '2027-03-10' })

    const found = await figures.dashboardFigures(now)
    expect(found.waiting).toEqual({ waiting: 2, oldest: ago(30), overdue: 1, dueToday: 1 })
    // First replies in the last 30 days took 2, 4, 10 and 1 hours.
    expect(found.firstResponse.overall).toEqual({ count: 4, median: 2, p90: 10 })
    expect(found.firstResponse.byStaff).toEqual([
      { name: 'Administrator', count: 2, median: 2, p90: 10 },
      { name: 'Amani Njoroge', count: 2, median: 1, p90: 4 },
    ])
    expect(found.weeks).toHaveLength(12)
    expect(found.weeks.at(-1)).toEqual({ week: '2027-03-08', count: 5 })
    expect(found.weeks.at(-2)).toEqual({ week: '2027-03-01', count: 1 })
    expect(found.weeks.find((week) => week.week === '2027-01-25')).toEqual({ week: '2027-01-25', count: 1 })
    expect(found.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(7)
    expect(found.conversion.bySource).toEqual([
      { label: 'direct', won: 0, closed: 2, rate: 0 },
      { label: 'newsletter', won: 1, closed: 1, rate: 1 },
      { label: 'www.google.com', won: 1, closed: 1, rate: 1 },
    ])
    expect(found.conversion.byCountry).toEqual([
      { label: 'Kenya', won: 1, closed: 2, rate: 0.5 },
      { label: 'Uganda', won: 1, closed: 1, rate: 1 },
    ])
    expect(found.conversion.byPackage).toEqual([expect.objectContaining({ won: 2, closed: 2, rate: 1 })])
    expect(found.conversion.lostReasons).toEqual([
      { reason: 'No reply', count: 1 },
      { reason: 'Price', count: 1 },
    ])
  })
}
