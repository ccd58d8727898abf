import { beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle } from '@db/client'
import { withMailboxServer } from '../../testing/backends'
import { type ImapServer } from '../../testing/imap-server'
import { newMessageId, rawMail } from '../../testing/mail-messages'
import { waitFor } from '../../testing/wait'
import { skip } from './mail-reader.shared'

// The mailbox watched with IMAP IDLE (Debian's Dovecot): new mail is read when the server announces it,
// not at the next poll, and read mail is moved to a folder of its own.

describe.skipIf(skip !== null)('the mailbox watched with IDLE, read mail moved to a folder', () => {
  // Polled every ten minutes: anything read sooner was announced by the server.
  const started = withMailboxServer(() => ({ IMAP_POLL_MS: '600000', IMAP_PROCESSED_FOLDER: 'Tembo-read' }))
  let imap: ImapServer
  let handle: DatabaseHandle
  beforeAll(() => {
    ;({ imap, handle } = started())
  })

  test('new mail is read as soon as the server announces it, and moved out of the inbox, not deleted', async () => {
    // The reader's first look at start-up has happened; from here only IDLE wakes it.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const messageId = newMessageId()
    await imap.append(
      rawMail({ from: 'early.bird@traveller.example', subject: 'Mountain gorillas', messageId }),
    )
    const stored = await waitFor(
      () =>
        handle.db
          .selectFrom('mail_inbox')
          .select('id')
          .where('message_id', '=', messageId)
          .executeTakeFirst(),
      (row) => row !== undefined,
      10_000,
    )
    expect(stored).toBeDefined()
    await waitFor(
      () => imap.flags(),
      (found) => found.size === 0,
    )
    expect((await imap.flags()).size).toBe(0)
    expect((await imap.flags('Tembo-read')).size).toBe(1)
  })
})
