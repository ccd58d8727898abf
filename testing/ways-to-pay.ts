import type { DatabaseHandle } from '@db/client'

// A proposal is sent only when travellers have a way to pay (docs/product.md, "Ready to take money").
// The suites that send one give the operator bank details first, as an admin would under Booking terms.

export const TEST_BANK_DETAILS = 'Tembo Safaris Ltd\nExample Bank, Kampala\nAccount 0000000000'

/**
 * Bank details in the booking terms of the server on `handle`'s database, when they give none; the rest
 * of the terms stay as they are. Read by the next proposal sent (the terms are read on each sending).
 */
export async function letTravellersPayByBank(handle: DatabaseHandle) {
  const row = await handle.db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'booking_terms')
    .executeTakeFirst()
  const terms = JSON.parse(row?.value ?? '{}') as Record<string, unknown>
  if (typeof terms.bankDetails === 'string' && terms.bankDetails.trim() !== '') return
  const value = JSON.stringify({ ...terms, bankDetails: TEST_BANK_DETAILS })
  const updated_at = new Date().toISOString()
  if (row)
    await handle.db
      .updateTable('site_settings')
      .set({ value, updated_at })
      .where('key', '=', 'booking_terms')
      .execute()
  else
    await handle.db.insertInto('site_settings').values({ key: 'booking_terms', value, updated_at }).execute()
}
