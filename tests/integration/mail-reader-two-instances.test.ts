import { describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { databases } from '../../testing/databases'
import { startImapServer } from '../../testing/imap-server'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { startServer, type RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'
import { skip } from './mail-reader.shared'

// One mailbox (Debian's Dovecot) read by two instances on one PostgreSQL database, one of them restarted
// midway: every message is stored once and none is lost.

describe.skipIf(skip !== null)(
  'the mailbox read by two instances, one of them restarted (PostgreSQL)',
  () => {
    test('every message is stored once, none lost, and each lands on the timeline once', async () => {
      const imap = await startImapServer()
      const database = await databases.find((item) => item.label === 'PostgreSQL')!.create()
      const env = { IMAP_URL: imap.url, IMAP_POLL_MS: '100' }
      const handle = createDatabase(database.url)
      let first: RunningServer | undefined
      let second: RunningServer | undefined
      try {
        ;[first, second] = await Promise.all([startServer(database.url, env), startServer(database.url, env)])
        const ids = Array.from({ length: 40 }, () => newMessageId())
        for (const [n, messageId] of ids.entries()) {
          await imap.append(
            rawMail({ from: `walker${n % 5}@traveller.example`, subject: `Question ${n}`, messageId }),
          )
          // Mid-mailbox, one instance is stopped and started again.
          if (n === 15) {
            await first.stop()
            first = await startServer(database.url, env)
          }
        }
        const count = () =>
          handle.db
            .selectFrom('mail_inbox')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.count))
        expect(await waitFor(count, (n) => n >= 40, 30_000)).toBe(40)
        const stored = await handle.db.selectFrom('mail_inbox').select('message_id').execute()
        expect(new Set(stored.map((row) => row.message_id))).toEqual(new Set(ids))
        const events = await handle.db
          .selectFrom('lead_events')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('type', '=', 'mail-in')
          .executeTakeFirstOrThrow()
        expect(Number(events.count)).toBe(40)
        // Five travellers wrote: five leads, not one per message.
        const leads = await handle.db
          .selectFrom('leads')
          .select('email')
          .where('source', '=', 'e-mail')
          .execute()
        expect(leads.map((lead) => lead.email).sort()).toEqual(
          [0, 1, 2, 3, 4].map((n) => `walker${n}@traveller.example`),
        )
      } finally {
        await handle.db.destroy()
        await first?.stop()
        await second?.stop()
        await database.drop()
        await imap.stop()
      }
    }, 120_000)
  },
)
