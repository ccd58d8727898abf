import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { db } from '~/models/db.server'
import { toStaffUser, type StaffUser } from './staff.server'

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export async function createSession(staffId: number) {
  const now = Date.now()
  const session = {
    id: crypto.randomBytes(32).toString('base64url'),
    staff_id: staffId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
  }
  await db().insertInto('sessions').values(session).execute()
  return session
}

/** The staff member a live session belongs to, or null when it was signed out, expired or never existed. */
export async function findSessionStaff(sessionId: string): Promise<StaffUser | null> {
  const row = await db()
    .selectFrom('sessions')
    .innerJoin('staff', 'staff.id', 'sessions.staff_id')
    .select(['staff.id', 'staff.name', 'staff.email', 'staff.role'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', new Date().toISOString())
    // Disabling a member ends their sessions; this refuses one that might have been opened meanwhile.
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst()
  return row ? toStaffUser(row) : null
}

export async function deleteSession(sessionId: string): Promise<void> {
  await db().deleteFrom('sessions').where('id', '=', sessionId).execute()
}

export async function deleteExpiredSessions(): Promise<void> {
  await db().deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute()
}

/** Ends every session of a staff member (their password was set through a link). */
export async function deleteStaffSessions(trx: Kysely<Database>, staffId: number): Promise<void> {
  await trx.deleteFrom('sessions').where('staff_id', '=', staffId).execute()
}

/** Ends every session of a staff member but one (after a password change, the other devices). */
export async function deleteOtherSessions(staffId: number, keepSessionId: string): Promise<void> {
  await db().deleteFrom('sessions').where('staff_id', '=', staffId).where('id', '!=', keepSessionId).execute()
}
