import { afterAll, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput, countryInquiryInput } from '../../testing/inquiries'
import { call, signIn } from '../../testing/api'
import { databases, type TestDatabase } from '../../testing/databases'
import { ADMIN, startServer, type RunningServer } from '../../testing/server'

// Nothing a traveller was told is sent may be lost: the server is killed with SIGKILL in the middle of a
// burst of submissions, started again on the same database, and every inquiry answered 201 is there,
// with the two mails about it waiting in the outbox.

const CLIENTS = 24

for (const { label, create } of databases) {
  describe(`a crash during a burst of inquiries (${label})`, () => {
    const cleanup: (() => Promise<void>)[] = []
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step()
    })

    test('every inquiry answered 201 before the crash is stored after the restart', async () => {
      const database: TestDatabase = await create()
      cleanup.push(() => database.drop())
      const first: RunningServer = await startServer(database.url)
      cleanup.push(() => first.stop())

      const accepted: { kind: 'message' | 'country'; id: number; marker: string }[] = []
      let failures = 0
      let crashed = false
      let sent = 0
      const client = async (n: number) => {
        for (let i = 0; !crashed; i++) {
          const marker = `crash-${n}-${i}`
          const kind = i % 2 === 0 ? 'message' : 'country'
          const body =
            kind === 'message'
              ? contactMessageInput({ message: `Booking question ${marker}` })
              : countryInquiryInput({ message: `Trip ${marker}` })
          sent++
          try {
            const answer = await call<{ id: number }>(
              first.url,
              `/api/bookings/${kind === 'message' ? 'message' : 'country_book'}`,
              {
                json: body,
              },
            )
            if (answer.status === 201) accepted.push({ kind, id: answer.body.id, marker })
          } catch {
            failures++ // the connection died with the server: the traveller was not told it was sent
          }
        }
      }
      const burst = Array.from({ length: CLIENTS }, (_, n) => client(n))
      // Kill it once the burst is well under way.
      while (accepted.length < 150) await new Promise((resolve) => setTimeout(resolve, 5))
      await first.crash()
      crashed = true
      await Promise.all(burst)
      expect(accepted.length).toBeGreaterThanOrEqual(150)

      const second = await startServer(database.url)
      cleanup.push(() => second.stop())
      const token = await signIn(second.url, ADMIN.email, ADMIN.password)
      const missing: string[] = []
      for (const { kind, id, marker } of accepted) {
        const path = kind === 'message' ? `/api/bookings/message/${id}` : `/api/bookings/book_country/${id}`
        const stored = await call<{ message: string }[]>(second.url, path, { token })
        if (stored.status !== 200 || !stored.body[0]?.message.includes(marker))
          missing.push(`${kind} ${id} ${marker}`)
      }
      expect(
        missing,
        `${accepted.length} accepted of ${sent} sent, ${failures} cut off by the crash`,
      ).toEqual([])

      // The mails were committed with each inquiry: two for every one accepted.
      const handle = createDatabase(database.url)
      const mails = await handle.db
        .selectFrom('mail_outbox')
        .select(['inquiry_kind', 'inquiry_id'])
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .groupBy(['inquiry_kind', 'inquiry_id'])
        .execute()
      await handle.db.destroy()
      const perInquiry = new Map(
        mails.map((row) => [`${row.inquiry_kind} ${row.inquiry_id}`, Number(row.count)]),
      )
      const withoutMail = accepted.filter(({ kind, id }) => perInquiry.get(`${kind} ${id}`) !== 2)
      expect(withoutMail).toEqual([])
    })
  })
}
