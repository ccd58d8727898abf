import { db } from '~/models/db.server'

/** Rewrites the one probe row: a real, committed write, as storing an inquiry needs. */
export async function writeHealthProbe(instance: string): Promise<void> {
  const checkedAt = new Date().toISOString()
  await db()
    .insertInto('health_probe')
    .values({ id: 1, checked_at: checkedAt, checked_by: instance })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ checked_at: checkedAt, checked_by: instance }),
    )
    .execute()
}
