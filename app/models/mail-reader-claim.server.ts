import { db } from './db.server'

// Who reads the operator's mailbox and where they stopped (docs/product.md, "Two-way mail"): one
// instance reads at a time, by a claim in the database that another takes over once it runs out.

/**
 * Claims the reading of `mailbox` for `instance` until `ms` from now, if nobody else holds it: one
 * instance reads at a time, and another takes over once a claim runs out. Answers where reading stopped.
 */
export async function claimMailbox(mailbox: string, instance: string, ms: number, now = new Date()) {
  await db()
    .insertInto('mail_reader')
    .values({ mailbox, last_uid: 0 })
    .onConflict((oc) => oc.column('mailbox').doNothing())
    .execute()
  const claimed = await db()
    .updateTable('mail_reader')
    .set({ claimed_by: instance, claimed_until: new Date(now.getTime() + ms).toISOString() })
    .where('mailbox', '=', mailbox)
    .where((eb) =>
      eb.or([
        eb('claimed_by', 'is', null),
        eb('claimed_by', '=', instance),
        eb('claimed_until', '<', now.toISOString()),
      ]),
    )
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return undefined
  const row = await db()
    .selectFrom('mail_reader')
    .select(['uid_validity', 'last_uid'])
    .where('mailbox', '=', mailbox)
    .executeTakeFirstOrThrow()
  return { uidValidity: row.uid_validity, lastUid: Number(row.last_uid) }
}

/** Records that `instance` has read up to `lastUid`; false when its claim was lost meanwhile. */
export async function recordPosition(
  mailbox: string,
  instance: string,
  uidValidity: string,
  lastUid: number,
) {
  const updated = await db()
    .updateTable('mail_reader')
    .set({ uid_validity: uidValidity, last_uid: lastUid })
    .where('mailbox', '=', mailbox)
    .where('claimed_by', '=', instance)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Gives the claim up (on shutdown), so another instance reads at once. */
export async function releaseMailbox(mailbox: string, instance: string) {
  await db()
    .updateTable('mail_reader')
    .set({ claimed_by: null, claimed_until: null })
    .where('mailbox', '=', mailbox)
    .where('claimed_by', '=', instance)
    .execute()
}
