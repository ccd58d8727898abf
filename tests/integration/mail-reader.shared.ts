import { expect } from 'vitest'
import type { DatabaseHandle } from '@db/client'
import { imapUnavailable } from '../../testing/imap-server'
import { contactTraveller } from '../../testing/leads'
import type { RunningServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// What the mail-reader-*.test.ts files share: whether Dovecot is here to run them at all, and the
// helpers of a suite whose server reads a mailbox.

export const skip = imapUnavailable()
if (skip) console.warn(`Skipping the IMAP tests: ${skip}`)

/** What a mailbox-reader suite has once its setup has run: the server, its database, a staff cookie. */
interface ReaderSuite {
  server: RunningServer
  handle: DatabaseHandle
  cookie: string
}

export function mailReaderHelpers(suite: () => ReaderSuite) {
  /** A traveller's contact message: their lead, and the Message-ID of the acknowledgement we sent. */
  const traveller = (name: string) => contactTraveller(suite().server.url, suite().handle, name)

  const stored = (messageId: string) =>
    waitFor(
      () =>
        suite()
          .handle.db.selectFrom('mail_inbox')
          .selectAll()
          .where('message_id', '=', messageId)
          .executeTakeFirst(),
      (row) => row !== undefined,
    )
  const leadRow = (id: number) =>
    suite().handle.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const staffPage = async (path: string) => {
    const answer = await fetch(`${suite().server.url}${path}`, { headers: { cookie: suite().cookie } })
    expect(answer.status, path).toBe(200)
    return answer
  }
  /** Staff answered: the lead no longer waits. */
  const answered = (id: number) =>
    suite()
      .handle.db.updateTable('leads')
      .set({ status: 'replied', waiting_since: null })
      .where('id', '=', id)
      .execute()

  return { traveller, stored, leadRow, staffPage, answered }
}
