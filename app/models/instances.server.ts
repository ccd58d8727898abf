import { db } from './db.server'

// Each running instance's last sign of life (db/migrations/0026-instances.ts).

/** How long a row outlives its instance's last beat before it is removed. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

/** Records that `id` is alive at `now`, and forgets instances silent for a day. */
export async function recordBeat(id: string, now: Date): Promise<void> {
  const at = now.toISOString()
  await db()
    .insertInto('instances')
    .values({ id, beat_at: at })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ beat_at: at }))
    .execute()
  await db()
    .deleteFrom('instances')
    .where('beat_at', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
    .execute()
}

/** An instance that has stopped: what it held may be taken over at once. */
export async function forgetInstance(id: string): Promise<void> {
  await db().deleteFrom('instances').where('id', '=', id).execute()
}
