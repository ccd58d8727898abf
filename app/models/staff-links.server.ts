import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { STAFF_LINK_HOURS } from '~/lib/staff-roles'
import { hashPassword } from '~/lib/passwords.server'
import { db } from './db.server'
import { deleteStaffSessions } from './sessions.server'
import { toStaffUser } from './staff.server'

// One-time links to set a password (docs/product.md, "The team"): an invitation or a reset that an
// admin sends. Only a hash of the link's secret is stored, so the table alone opens nothing; a new link
// ends the member's earlier ones, and a link works once, within STAFF_LINK_HOURS.

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex')

/** A new link for a member, inside the caller's transaction; answers its secret (for the mail only). */
export async function createStaffLink(
  trx: Transaction<Database>,
  link: { staffId: number; purpose: 'invite' | 'reset'; createdBy: number; now: Date },
): Promise<{ secret: string }> {
  const at = link.now.toISOString()
  await trx
    .updateTable('staff_links')
    .set({ expires_at: at })
    .where('staff_id', '=', link.staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute()
  const secret = crypto.randomBytes(32).toString('base64url')
  await trx
    .insertInto('staff_links')
    .values({
      token_hash: hashOf(secret),
      staff_id: link.staffId,
      purpose: link.purpose,
      created_by: link.createdBy,
      created_at: at,
      expires_at: new Date(link.now.getTime() + STAFF_LINK_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute()
  return { secret }
}

/** The link a secret opens, with its member, while it still works (unused, unexpired, member enabled). */
export function findLiveStaffLink(secret: string, now = new Date(), trx: Kysely<Database> = db()) {
  return trx
    .selectFrom('staff_links')
    .innerJoin('staff', 'staff.id', 'staff_links.staff_id')
    .select([
      'staff_links.id',
      'staff_links.purpose',
      'staff_links.expires_at',
      'staff_links.created_by',
      'staff.id as staff_id',
      'staff.name',
      'staff.email',
      'staff.role',
    ])
    .where('staff_links.token_hash', '=', hashOf(secret))
    .where('staff_links.used_at', 'is', null)
    .where('staff_links.expires_at', '>', now.toISOString())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Sets the member's password through a link, once: the link is spent, the member has joined, and every
 * session they had ends. Undefined when the link no longer works (used meanwhile, expired, disabled).
 */
export async function setPasswordByLink(secret: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password)
  return db()
    .transaction()
    .execute(async (trx) => {
      const link = await findLiveStaffLink(secret, now, trx)
      if (!link) return undefined
      const spent = await trx
        .updateTable('staff_links')
        .set({ used_at: now.toISOString() })
        .where('id', '=', link.id)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      if (Number(spent.numUpdatedRows) !== 1) return undefined
      await trx
        .updateTable('staff')
        .set((eb) => ({
          password_hash: passwordHash,
          weak_password_at: null,
          // The first password set joins the member; a reset keeps when they joined.
          joined_at: eb.fn.coalesce('joined_at', eb.val(now.toISOString())),
        }))
        .where('id', '=', link.staff_id)
        .execute()
      await deleteStaffSessions(trx, link.staff_id)
      // Who made the link, for the trail: an admin's reset is not the member's own doing.
      const maker = link.created_by
        ? await trx
            .selectFrom('staff')
            .select(['id', 'name', 'email'])
            .where('id', '=', link.created_by)
            .executeTakeFirst()
        : undefined
      return {
        purpose: link.purpose,
        madeBy: maker ?? null,
        user: toStaffUser({ id: link.staff_id, name: link.name, email: link.email, role: link.role }),
      }
    })
}
