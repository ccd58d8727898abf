import type { QueuedMail } from './mail-outbox.server'
import { db, isUniqueViolation } from './db.server'
import { outboxRows } from './mail-outbox.server'

// A card processor's event that Tembo could not record (an impossible amount, a booking that is
// cancelled, another currency): the money may be real, so it is never only logged. Its row, keyed by
// the event's id, is the claim that tells the admins once, however often the processor sends it again
// (docs/product.md, "Payments").

/** Keeps the event and queues the admins' mail in one transaction; false when it was kept before. */
export async function holdRefusedEvent(
  event: { externalId: string; reason: string; detail: Record<string, unknown> },
  mail: (admins: string[]) => QueuedMail[],
): Promise<boolean> {
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        const known = await trx
          .selectFrom('refused_payment_events')
          .select('external_id')
          .where('external_id', '=', event.externalId)
          .executeTakeFirst()
        if (known) return false
        await trx
          .insertInto('refused_payment_events')
          .values({
            external_id: event.externalId,
            reason: event.reason,
            detail: JSON.stringify(event.detail),
            created_at: new Date().toISOString(),
          })
          .execute()
        const admins = await trx
          .selectFrom('staff')
          .select('email')
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .orderBy('id')
          .execute()
        const mails = mail(admins.map((admin) => admin.email))
        if (mails.length) await trx.insertInto('mail_outbox').values(outboxRows(mails)).execute()
        return true
      })
  } catch (error) {
    // The same event at the same moment on another instance: it tells them.
    if (isUniqueViolation(error)) return false
    throw error
  }
}
