import { afterAll, describe, expect, test } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import { migrateTo, migrateToLatest } from '@db/migrate'
import { databases, type TestDatabase } from '../../testing/databases'

// Migration 0040 on a mailbox already read, on both databases: messages stored before it were checked
// by no trusted server, so none of them reads as verified; the warning a message had (what its topmost
// Authentication-Results said failed, whoever wrote it) is kept in its note, and staff still see it
// (docs/decisions/045-trusted-authentication-results.md).

const message = (n: number, authFailures: string | null) => ({
  message_id: `<old-${n}@traveller.example>`,
  lead_id: null,
  kind: 'reply',
  matched_by: null,
  from_address: `traveller${n}@traveller.example`,
  subject: `Old message ${n}`,
  body_text: 'Words from before.',
  received_at: '2026-11-20T08:00:00.000Z',
  auth_failures: authFailures,
})

describe.each(databases)('migration 0040 ($label)', ({ create }) => {
  let database: TestDatabase | undefined
  let handle: DatabaseHandle | undefined
  afterAll(async () => {
    await handle?.db.destroy()
    await database?.drop()
  })

  test('messages read before are "not checked", and keep the warning they had in their note', async () => {
    database = await create()
    handle = createDatabase(database.url)
    await migrateTo(handle, '0038-proposal-figure-indexes')
    await handle.db
      .insertInto('mail_inbox')
      .values([message(1, 'SPF fail, DMARC fail'), message(2, null)])
      .execute()
    await migrateToLatest(handle)
    const rows = await handle.db
      .selectFrom('mail_inbox')
      .select(['message_id', 'sender_check', 'sender_check_note'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      {
        message_id: '<old-1@traveller.example>',
        sender_check: 'not-checked',
        sender_check_note:
          'read before Tembo checked senders; its topmost Authentication-Results, whoever wrote it, said SPF fail, DMARC fail',
      },
      {
        message_id: '<old-2@traveller.example>',
        sender_check: 'not-checked',
        sender_check_note: 'read before Tembo checked senders',
      },
    ])
    // A message stored without a word of its check, as an instance still on the code before would store it.
    await handle.db.insertInto('mail_inbox').values(message(3, null)).execute()
    expect(
      await handle.db
        .selectFrom('mail_inbox')
        .select(['sender_check', 'sender_check_note'])
        .where('message_id', '=', '<old-3@traveller.example>')
        .executeTakeFirstOrThrow(),
    ).toEqual({ sender_check: 'not-checked', sender_check_note: null })
    // Undone, the messages are as they were.
    await migrateTo(handle, '0038-proposal-figure-indexes')
    expect(
      await handle.db.selectFrom('mail_inbox').select(['auth_failures']).orderBy('id').execute(),
    ).toEqual([{ auth_failures: 'SPF fail, DMARC fail' }, { auth_failures: null }, { auth_failures: null }])
  })
})
