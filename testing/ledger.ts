import type { DatabaseHandle } from '@db/client'

// What the ledger tests read: the one-use token of a proposal page's money forms, a booking's entries
// and the mail queued for an address, read past the server (docs/decisions/048-money-forms-once.md).

/** The one-use token the money forms of a proposal's page carry. */
export const moneyFormToken = (html: string) => /name="once" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1]

/** A booking's ledger, oldest entry first: [kind, minor units, the day it is dated]. */
export async function ledgerEntries(handle: DatabaseHandle, proposal: number) {
  const rows = await handle.db
    .selectFrom('payments')
    .select(['kind', 'amount_minor', 'paid_on'])
    .where('proposal_id', '=', proposal)
    .orderBy('id')
    .execute()
  return rows.map((row) => [row.kind, Number(row.amount_minor), row.paid_on])
}

/** The bodies of the mail queued for an address, sent or not, oldest first; of one purpose when named. */
export async function queuedMail(handle: DatabaseHandle, address: string, purpose?: string) {
  let query = handle.db.selectFrom('mail_outbox').select('body').where('to_address', '=', address)
  if (purpose) query = query.where('purpose', '=', purpose)
  return (await query.orderBy('id').execute()).map((mail) => mail.body)
}
