import { sql } from 'kysely'
import { beforeAll, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call } from '../../testing/api'
import { describeOnBothDatabases, type Backend } from '../../testing/backends'
import { countryInquiryInput } from '../../testing/inquiries'

// An address's count of accepted inquiries is kept in the inquiry's own commit (docs/decisions/
// 040-limit-in-the-inquiry.md): an inquiry over the limit leaves nothing behind, inquiries sent at once
// are counted one by one, and a limiter that cannot count never costs a traveller their inquiry.

const MOST = 5

async function countryCount(backend: Backend): Promise<number> {
  const answer = await call(backend.url, '/api/bookings/book_country?limit=1', { token: backend.token })
  return Number(answer.headers.get('x-total-count'))
}

const send = (backend: Backend, name: string) =>
  call(backend.url, '/api/bookings/country_book', {
    json: countryInquiryInput({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` }),
  })

describeOnBothDatabases(
  'the per-address limit, counted with the inquiry',
  (backend) => {
    beforeAll(async () => {
      // Clear of the edge of a 10-minute window, where the count starts again.
      const windowMs = 10 * 60 * 1000
      if (windowMs - (Date.now() % windowMs) < 20_000)
        await new Promise((resolve) => setTimeout(resolve, 21_000))
    })

    test('inquiries sent at once are counted one by one: the limit lets exactly its number through', async () => {
      const before = await countryCount(backend())
      const answers = await Promise.all(
        Array.from({ length: MOST * 2 }, (_, i) => send(backend(), `Traveller Number${i}`)),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([...Array(MOST).fill(201), ...Array(MOST).fill(429)])
      // The refused ones left no inquiry (and no lead, no mail) behind.
      expect(await countryCount(backend())).toBe(before + MOST)
      const refused = answers.find((answer) => answer.status === 429)!
      expect((refused.body as { error: string }).error).toMatch(/Please wait ten minutes and try again/)
    })

    test('a limiter that cannot count lets the inquiry through, stored once', async () => {
      const handle = createDatabase(backend().database.url)
      await sql`alter table rate_limits rename to rate_limits_away`.execute(handle.db)
      try {
        const before = await countryCount(backend())
        const answer = await send(backend(), 'Amara Okello')
        expect(answer.status).toBe(201)
        expect(await countryCount(backend())).toBe(before + 1)
        expect(backend().server.output()).toContain('rate limit unavailable: submission let through')
      } finally {
        await sql`alter table rate_limits_away rename to rate_limits`.execute(handle.db)
        await handle.db.destroy()
      }
      // Counting again, the address is still over its limit.
      expect((await send(backend(), 'Amara Okello')).status).toBe(429)
    })
  },
  { RATE_LIMIT_PER_10_MIN: String(MOST) },
)
