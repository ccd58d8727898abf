import { db } from './db.server'

// The messages stored from the operator's mailbox as the back-office shows them: a lead's, each with
// the attachments it came with, and one attachment's file.

/** The messages on a lead's timeline, with their attachments. */
export async function listLeadInbox(leadId: number) {
  const mails = await db()
    .selectFrom('mail_inbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  return withAttachments(mails)
}

/** Messages with the attachments each came with (what a page lists, not the files themselves). */
export async function withAttachments<T extends { id: number }>(mails: T[]) {
  const files = mails.length
    ? await db()
        .selectFrom('mail_attachments')
        // What the page lists, not the files themselves.
        .select(['id', 'inbox_id', 'filename', 'content_type', 'size', 'stored_as', 'refused'])
        .where(
          'inbox_id',
          'in',
          mails.map((mail) => mail.id),
        )
        .execute()
    : []
  return mails.map((mail) => ({ ...mail, attachments: files.filter((file) => file.inbox_id === mail.id) }))
}

export function findAttachment(id: number) {
  return db().selectFrom('mail_attachments').selectAll().where('id', '=', id).executeTakeFirst()
}
