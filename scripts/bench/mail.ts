import { createDatabase } from '@db/client'
import { countryInquiryInput } from '../../testing/inquiries'
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '../../testing/databases'
import { startServer } from '../../testing/server'
import { startSmtpSink } from '../smtp-sink'
import { fmt, MAIL_BURST, rows } from './common'

// 5. Mail delivery to a local SMTP sink.

/** Posts `count` inquiries from 20 clients at once; answers how many were accepted. */
export async function postInquiries(urls: string[], count: number): Promise<number> {
  let next = 0
  let accepted = 0
  const client = async () => {
    for (let n = next++; n < count; n = next++) {
      const answer = await fetch(`${urls[n % urls.length]}/api/bookings/country_book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(countryInquiryInput()),
      })
      await answer.arrayBuffer()
      if (answer.status === 201) accepted++
    }
  }
  await Promise.all(Array.from({ length: 20 }, client))
  return accepted
}

/** Waits until every mail of the outbox is sent; answers the seconds since `since`. */
export async function drained(database: TestDatabase, expected: number, since: number): Promise<number> {
  const handle = createDatabase(database.url)
  try {
    for (;;) {
      const row = await handle.db
        .selectFrom('mail_outbox')
        .where('status', '=', 'sent')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
      if (Number(row.count) >= expected) return (Date.now() - since) / 1000
      if (Date.now() - since > 600_000)
        throw new Error(`mail not drained: ${String(row.count)} of ${expected}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await handle.db.destroy()
  }
}

export async function benchMail() {
  // A burst to a fast sink: how soon is everything delivered?
  const sink = await startSmtpSink()
  const database = await createSqliteDatabase()
  const server = await startServer(database.url, { LOG_LEVEL: 'error', SMTP_URL: sink.url })
  const start = Date.now()
  const accepted = await postInquiries([server.url], MAIL_BURST)
  const postedIn = (Date.now() - start) / 1000
  const seconds = await drained(database, accepted * 2, start)
  rows.push({
    measure: `mail, burst of ${fmt(MAIL_BURST)} inquiries (posted in ${fmt(postedIn, 1)} s), SQLite`,
    value: `${fmt(accepted * 2)} mails delivered ${fmt(seconds, 1)} s after the first post, ${fmt((accepted * 2) / seconds)} mails/s`,
    target: '<= 120 s',
  })
  await server.stop()
  await database.drop()
  await sink.close()

  // The same outbox worked by two instances, the sink slowed: each mail must arrive exactly once.
  const slow = await startSmtpSink({ kind: 'accept', delayMs: 50 })
  const shared = await createPostgresDatabase()
  const env = { LOG_LEVEL: 'error', SMTP_URL: slow.url, MAIL_CLAIM_MS: '2000' }
  const instances = await Promise.all([startServer(shared.url, env), startServer(shared.url, env)])
  const slowStart = Date.now()
  const slowAccepted = await postInquiries(
    instances.map((instance) => instance.url),
    MAIL_BURST / 5,
  )
  const slowSeconds = await drained(shared, slowAccepted * 2, slowStart)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const counts = [...slow.deliveries().values()]
  rows.push({
    measure: `mail, sink slowed to 50 ms a mail, 2 instances, PostgreSQL`,
    value: `${fmt(slowAccepted * 2)} mails delivered in ${fmt(slowSeconds, 1)} s, ${fmt((slowAccepted * 2) / slowSeconds)} mails/s`,
  })
  rows.push({
    measure: 'count check, mail',
    value: `${fmt(slowAccepted * 2)} queued, ${fmt(counts.length)} received, ${fmt(counts.filter((n) => n > 1).length)} twice, ${fmt(slowAccepted * 2 - counts.length)} missing`,
    target: 'each exactly once',
  })
  await Promise.all(instances.map((instance) => instance.stop()))
  await shared.drop()
  await slow.close()
}
