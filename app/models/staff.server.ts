import { countRows, db } from '~/models/db.server'
import { hashPassword } from '~/lib/passwords.server'
import type { Kysely } from 'kysely'
import type { Database, Staff } from '@db/schema'

/** What the API and pages may show of a staff member: never the password hash. */
export interface StaffUser {
  id: number
  name: string
  email: string
  role: 'admin' | 'staff'
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
    .select(['id', 'name', 'email', 'role', 'password_hash'])
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
  role?: 'admin' | 'staff'
}): Promise<StaffUser> {
  const row = await db()
    .insertInto('staff')
    .values({
      email: normaliseEmail(input.email),
      name: input.name,
      password_hash: await hashPassword(input.password),
      role: input.role ?? 'staff',
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'name', 'email', 'role'])
    .executeTakeFirstOrThrow()
  return toStaffUser(row)
}

export async function findStaffPasswordHash(id: number): Promise<string | undefined> {
  const row = await db().selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirst()
  return row?.password_hash
}

export async function updateStaffPassword(id: number, password: string): Promise<void> {
  await db()
    .updateTable('staff')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', id)
    .execute()
}

/** Every staff member's e-mail address, read inside the caller's transaction. */
export async function listStaffEmails(trx: Kysely<Database> = db()): Promise<string[]> {
  const rows = await trx.selectFrom('staff').select('email').orderBy('id').execute()
  return rows.map((row) => row.email)
}

export async function listStaff(): Promise<(StaffUser & { created_at: string })[]> {
  const rows = await db()
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'created_at'])
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...toStaffUser(row), created_at: row.created_at }))
}
