import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'
import { readSetting, writeSetting } from './site-settings.server'

// Members' second steps (docs/product.md, "Signing in and out"): the TOTP secret (encrypted by the
// caller), the last time step accepted, and the recovery codes (hashed by the caller). Also the team's
// setting that says who must have one.

export type TwoStepRequirement = 'off' | 'admins' | 'everyone'
const SETTING_KEY = 'two-step'

export function findTwoStep(staffId: number, trx: Kysely<Database> = db()) {
  return trx
    .selectFrom('staff_two_step')
    .select(['id', 'secret', 'confirmed_at', 'last_step'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst()
}

/** A new secret waiting for its first code; answers false when the member already has a second step. */
export async function savePendingTwoStep(staffId: number, secret: string, now = new Date()) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const existing = await findTwoStep(staffId, trx)
      if (existing?.confirmed_at) return false
      if (existing) await trx.deleteFrom('staff_two_step').where('id', '=', existing.id).execute()
      await trx
        .insertInto('staff_two_step')
        .values({
          staff_id: staffId,
          secret,
          created_at: now.toISOString(),
          confirmed_at: null,
          last_step: null,
        })
        .execute()
      return true
    })
}

/**
 * Confirms a waiting second step with the step of the code just typed, and stores its recovery codes
 * (hashes), replacing any older ones; `record` writes the trail in the same transaction. False when
 * there was no waiting step (confirmed meanwhile, or removed).
 */
export async function confirmTwoStep(
  staffId: number,
  step: number,
  codeHashes: string[],
  record: (trx: Kysely<Database>) => Promise<void>,
  now = new Date(),
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const at = now.toISOString()
      const confirmed = await trx
        .updateTable('staff_two_step')
        .set({ confirmed_at: at, last_step: step })
        .where('staff_id', '=', staffId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst()
      if (Number(confirmed.numUpdatedRows) !== 1) return false
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute()
      await trx
        .insertInto('staff_recovery_codes')
        .values(
          codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, created_at: at, used_at: null })),
        )
        .execute()
      await record(trx)
      return true
    })
}

/** Takes a code's time step for good: false when it, or a later one, was accepted before (a replay). */
export async function claimTwoStepCode(staffId: number, step: number): Promise<boolean> {
  const claimed = await db()
    .updateTable('staff_two_step')
    .set({ last_step: step })
    .where('staff_id', '=', staffId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}

/** Spends a recovery code: false when it is not one of the member's or was used already. */
export async function spendRecoveryCode(staffId: number, codeHash: string, now = new Date()) {
  const spent = await db()
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1
}

export async function countRecoveryCodesLeft(staffId: number): Promise<number> {
  const row = await db()
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Removes a member's second step and its codes; answers whether they had a confirmed one. */
export async function deleteTwoStep(
  staffId: number,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const existing = await findTwoStep(staffId, trx)
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute()
      await trx.deleteFrom('staff_two_step').where('staff_id', '=', staffId).execute()
      if (!existing?.confirmed_at) return false
      await record?.(trx)
      return true
    })
}

/** The ids of the members with a confirmed second step, for the team page. */
export async function listTwoStepMembers(): Promise<Set<number>> {
  const rows = await db()
    .selectFrom('staff_two_step')
    .select('staff_id')
    .where('confirmed_at', 'is not', null)
    .execute()
  return new Set(rows.map((row) => row.staff_id))
}

export async function readTwoStepRequirement(trx: Kysely<Database> = db()): Promise<TwoStepRequirement> {
  const value = await readSetting(SETTING_KEY, trx)
  return value === 'admins' || value === 'everyone' ? value : 'off'
}

/** Saves who must have a second step; `record` writes the trail in the same transaction. */
export async function saveTwoStepRequirement(
  value: TwoStepRequirement,
  record: (trx: Kysely<Database>) => Promise<void>,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      await writeSetting(trx, SETTING_KEY, value)
      await record(trx)
    })
}
