import crypto from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import { countRows, db, getDatabase } from '~/models/db.server'
import { hashPassword } from '~/lib/passwords.server'
import { CLOSED_STATUSES } from '~/lib/lead-status'
import type { StaffRole } from '~/lib/staff-roles'
import type { Database, Staff } from '@db/schema'

/** What the API and pages may show of a staff member: never the password hash. */
export interface StaffUser {
  id: number
  name: string
  email: string
  role: StaffRole
}

export function toStaffUser(row: Pick<Staff, 'id' | 'name' | 'email' | 'role'>): StaffUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findStaffByEmail(email: string) {
  return db()
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'password_hash', 'disabled_at', 'weak_password_at'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
}

export function countStaff(): Promise<number> {
  return countRows('staff')
}

export async function createStaff(input: {
  email: string
  name: string
  password: string
  role?: StaffRole
  /** The password is below the rule (a weak ADMIN_PASSWORD): they must choose another at sign-in. */
  weakPassword?: boolean
}): Promise<StaffUser> {
  const now = new Date().toISOString()
  const row = await db()
    .insertInto('staff')
    .values({
      email: normaliseEmail(input.email),
      name: input.name,
      password_hash: await hashPassword(input.password),
      role: input.role ?? 'agent',
      created_at: now,
      joined_at: now,
      disabled_at: null,
      weak_password_at: input.weakPassword ? now : null,
    })
    .returning(['id', 'name', 'email', 'role'])
    .executeTakeFirstOrThrow()
  return toStaffUser(row)
}

export async function findStaffPasswordHash(id: number): Promise<string | undefined> {
  const row = await db().selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirst()
  return row?.password_hash
}

/** A new password, chosen under the rule: it also lifts the need to choose one. */
export async function updateStaffPassword(id: number, password: string): Promise<void> {
  await db()
    .updateTable('staff')
    .set({ password_hash: await hashPassword(password), weak_password_at: null })
    .where('id', '=', id)
    .execute()
}

/**
 * What a sign-in learnt of the password typed (docs/product.md, "Signing in and out"): below the rule,
 * the member is asked for a new one on every back-office page until they choose it.
 */
export async function markWeakPassword(id: number, weak: boolean, now = new Date()): Promise<void> {
  await db()
    .updateTable('staff')
    .set((eb) => ({
      weak_password_at: weak ? eb.fn.coalesce('weak_password_at', eb.val(now.toISOString())) : null,
    }))
    .where('id', '=', id)
    .execute()
}

/** What the back-office gate needs besides the session: must the member change their password? */
export async function findWeakPassword(id: number): Promise<boolean> {
  const row = await db()
    .selectFrom('staff')
    .select('weak_password_at')
    .where('id', '=', id)
    .executeTakeFirst()
  return Boolean(row?.weak_password_at)
}

/** Every staff member's e-mail address, read inside the caller's transaction. */
export async function listStaffEmails(trx: Kysely<Database> = db()): Promise<string[]> {
  const rows = await trx.selectFrom('staff').select('email').orderBy('id').execute()
  return rows.map((row) => row.email)
}

/** The whole team, for the staff page and the command line: who they are, where they stand, their open leads. */
export async function listStaff() {
  const [rows, owned] = await Promise.all([
    db()
      .selectFrom('staff')
      .select(['id', 'name', 'email', 'role', 'created_at', 'joined_at', 'disabled_at'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db()
      .selectFrom('leads')
      .select((eb) => ['owner_id', eb.fn.countAll<number | string>().as('count')])
      .where('owner_id', 'is not', null)
      .where('status', 'not in', CLOSED_STATUSES)
      .groupBy('owner_id')
      .execute(),
  ])
  const openLeads = new Map(owned.map((row) => [Number(row.owner_id), Number(row.count)]))
  return rows.map((row) => ({
    ...toStaffUser(row),
    created_at: row.created_at,
    joined_at: row.joined_at,
    disabled_at: row.disabled_at,
    openLeads: openLeads.get(row.id) ?? 0,
  }))
}

export function findStaffById(id: number, trx: Kysely<Database> = db()) {
  return trx
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'disabled_at', 'joined_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** An active member still called `name` (the first account's, until its owner gives their own). */
export function findActiveStaffNamed(name: string) {
  return db()
    .selectFrom('staff')
    .select('id')
    .where('name', '=', name)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst()
}

/**
 * A member's new name, inside the caller's transaction: it signs their mail from now on (a mail already
 * queued keeps the name it was written with). Answers the member before and after, or undefined.
 */
export async function renameStaff(trx: Transaction<Database>, id: number, name: string) {
  const before = await findStaffById(id, trx)
  if (!before) return undefined
  await trx.updateTable('staff').set({ name }).where('id', '=', id).execute()
  return { before, after: { ...before, name } }
}

/**
 * Adds someone invited to the team, inside the caller's transaction: they cannot sign in until they set
 * a password through their link (their password is a secret nobody holds). Undefined when the address
 * is already on the team.
 */
export async function addInvitedStaff(
  trx: Transaction<Database>,
  input: { email: string; name: string; role: StaffRole },
  now: string,
) {
  const email = normaliseEmail(input.email)
  const taken = await trx.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()
  if (taken) return undefined
  return trx
    .insertInto('staff')
    .values({
      email,
      name: input.name,
      password_hash: await hashPassword(crypto.randomBytes(32).toString('base64url')),
      role: input.role,
      created_at: now,
      joined_at: null,
      disabled_at: null,
    })
    .returning(['id', 'name', 'email', 'role'])
    .executeTakeFirstOrThrow()
}

export type TeamChange = { disabled: boolean } | { role: StaffRole }

/**
 * Disables, re-enables or changes the role of a member, in one transaction that also ends a disabled
 * member's sessions at once. The last active admin can be neither disabled nor made an agent: two
 * admins changing each other at the same moment wait for each other (one team lock on PostgreSQL;
 * SQLite writes one at a time). Answers the member before and after, 'last-admin' or undefined.
 */
export async function changeStaff(id: number, change: TeamChange, now = new Date().toISOString()) {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (getDatabase().kind === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext('staff:team'))`.execute(trx)
      const before = await findStaffById(id, trx)
      if (!before) return undefined
      const after = {
        ...before,
        ...('role' in change
          ? { role: change.role }
          : { disabled_at: change.disabled ? (before.disabled_at ?? now) : null }),
      }
      const activeAdmin = (member: typeof before) =>
        member.role === 'admin' && member.disabled_at === null && member.joined_at !== null
      if (activeAdmin(before) && !activeAdmin(after)) {
        const others = await trx
          .selectFrom('staff')
          .select('id')
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .where('joined_at', 'is not', null)
          .where('id', '!=', id)
          .limit(1)
          .execute()
        if (others.length === 0) return 'last-admin' as const
      }
      await trx
        .updateTable('staff')
        .set({ role: after.role, disabled_at: after.disabled_at })
        .where('id', '=', id)
        .execute()
      if (after.disabled_at) await trx.deleteFrom('sessions').where('staff_id', '=', id).execute()
      return { before, after }
    })
}

/** A member's phone as they gave it (a driver-guide's is on the traveller's documents). */
export async function setStaffPhone(id: number, phone: string) {
  await db().updateTable('staff').set({ phone }).where('id', '=', id).execute()
}

export async function staffPhone(id: number) {
  const row = await db().selectFrom('staff').select('phone').where('id', '=', id).executeTakeFirst()
  return row?.phone ?? ''
}
