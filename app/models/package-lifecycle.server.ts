import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import type { TripPackage } from '~/lib/catalogue'
import { packageBooking } from '~/inquiries/package'
import { changeContent } from './content-version.server'
import { db } from './db.server'

// A package's life after it is written (packages.server.ts): its status (draft, published, retired),
// its place in the list, and its removal while nobody has booked it.

export function setPackageStatus(
  no: number,
  status: TripPackage['status'],
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return changeContent(async (trx) => {
    const result = await trx
      .updateTable('packages')
      .set({ status, updated_at: new Date().toISOString() })
      .where('package_no', '=', no)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await record?.(trx)
    return true
  })
}

/** How many bookings name a package: one with any can be retired, never removed. */
export async function countPackageBookings(no: number, from: Kysely<Database> = db()): Promise<number> {
  const row = await from
    .selectFrom(packageBooking.table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('package_no', '=', no)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Removes a package nobody has booked. Answers 'booked' (and removes nothing) when a booking names it,
 * checked in the same transaction as the removal.
 */
export function removePackage(
  no: number,
  record?: (trx: Kysely<Database>) => Promise<void>,
): Promise<'removed' | 'booked' | 'missing'> {
  return changeContent(async (trx) => {
    if ((await countPackageBookings(no, trx)) > 0) return 'booked'
    const result = await trx.deleteFrom('packages').where('package_no', '=', no).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) return 'missing'
    await record?.(trx)
    return 'removed'
  })
}

/** Moves a package one place up or down the list. */
export function movePackage(no: number, direction: 'up' | 'down'): Promise<boolean> {
  return changeContent(async (trx) => {
    const rows = await trx
      .selectFrom('packages')
      .select(['package_no', 'position'])
      .orderBy('position')
      .orderBy('package_no')
      .execute()
    const index = rows.findIndex((row) => row.package_no === no)
    const other = rows[direction === 'up' ? index - 1 : index + 1]
    if (index < 0 || !other) return false
    const order = rows.map((row) => row.package_no)
    ;[order[index], order[rows.indexOf(other)]] = [other.package_no, no]
    for (const [position, packageNo] of order.entries()) {
      await trx
        .updateTable('packages')
        .set({ position: position + 1 })
        .where('package_no', '=', packageNo)
        .execute()
    }
    return true
  })
}
