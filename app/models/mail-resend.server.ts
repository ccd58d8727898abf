import type { StaffRole } from '~/lib/staff-roles'
import { isTravellerMail } from '~/lib/mail-status'
import type { LeadEventType } from '~/lib/lead-events'
import { leadReference } from '~/lib/lead-reference'
import { recordAudit } from './audit.server'
import { db } from './db.server'
import { unclaimedAt } from './mail-outbox.server'
import { isMailProblem } from './mail-shown.server'

// Sending a mail again from the mail problems page (docs/product.md, "Mail problems"). Any member of
// staff may send a listed mail again as it is; only an admin may send a traveller's mail to a corrected
// address, and never staff mail: an invitation or a password link re-addressed would hand its secret,
// and with it a member's account, to whoever owns the new address. Each resend is on the audit trail
// with both addresses and on the lead the mail is about, in the transaction that makes it.

export interface Resend {
  id: number
  /** A corrected address; absent to send the mail as it is */
  toAddress?: string
  by: { id: number; email: string; role: StaffRole }
  address: string | null
}

export type ResendOutcome =
  { ok: true; to: string } | { ok: false; why: 'gone' | 'staff-mail' | 'admins-only' }

export async function resendMail(resend: Resend, now = new Date()): Promise<ResendOutcome> {
  const at = now.toISOString()
  return db()
    .transaction()
    .execute(async (trx) => {
      const mail = await trx
        .selectFrom('mail_outbox')
        .leftJoin('leads', 'leads.id', 'mail_outbox.lead_id')
        .select([
          'mail_outbox.id',
          'mail_outbox.purpose',
          'mail_outbox.to_address',
          'mail_outbox.lead_id',
          'leads.created_at as lead_created_at',
        ])
        .where('mail_outbox.id', '=', resend.id)
        .executeTakeFirst()
      if (!mail) return { ok: false, why: 'gone' }
      const readdress = resend.toAddress !== undefined && resend.toAddress !== mail.to_address
      if (readdress && !isTravellerMail(mail.purpose)) return { ok: false, why: 'staff-mail' }
      if (readdress && resend.by.role !== 'admin') return { ok: false, why: 'admins-only' }
      const result = await trx
        .updateTable('mail_outbox')
        .set({
          ...(readdress ? { to_address: resend.toAddress } : {}),
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          claimed_by: null,
          claimed_until: null,
        })
        .where('id', '=', mail.id)
        // Only what the page lists: never a mail sent, or one still on its first tries.
        .where(isMailProblem)
        // A mail whose attempt is under way is left to it.
        .where(unclaimedAt(at))
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) return { ok: false, why: 'gone' }
      const to = readdress ? resend.toAddress! : mail.to_address
      const detail = { mail: mail.id, purpose: mail.purpose, from: mail.to_address, to }
      await recordAudit(
        {
          actor: resend.by,
          action: readdress ? 'mail-readdressed' : 'mail-resent',
          subject:
            mail.lead_id !== null && mail.lead_created_at
              ? leadReference({ id: Number(mail.lead_id), created_at: mail.lead_created_at })
              : `mail ${mail.id}`,
          detail,
          address: resend.address,
        },
        trx,
        now,
      )
      if (mail.lead_id !== null)
        await trx
          .insertInto('lead_events')
          .values({
            lead_id: mail.lead_id,
            type: 'mail-resent' satisfies LeadEventType,
            staff_id: resend.by.id,
            data: JSON.stringify(detail),
            created_at: at,
          })
          .execute()
      return { ok: true, to }
    })
}
