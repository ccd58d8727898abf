import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { db } from './db.server'
import { hashSecret } from './proposals.server'

// More links to a sent version (docs/product.md, "Payments", Reminders): a version's own link lives
// only as a hash, so a later mail that must carry the traveller's page mints a new secret, kept here as
// its SHA-256 alone. Such a link opens the proposal as the version's own link does
// (findProposalByToken); it goes with its version, and so with the lead's erasure (0042 cascades).

/** A link's secret as a version's own: 192 random bits, 32 characters of base64url. */
export const newLinkSecret = () => crypto.randomBytes(24).toString('base64url')

/** Keeps a minted link's hash, in the transaction of the mail that carries it. */
export async function addProposalLink(
  trx: Transaction<Database>,
  link: { versionId: number; secret: string; purpose: string },
  at: string,
) {
  await trx
    .insertInto('proposal_links')
    .values({
      version_id: link.versionId,
      token_hash: hashSecret(link.secret),
      purpose: link.purpose,
      created_at: at,
    })
    .execute()
}

/** The proposal and version a minted link was made for, by its secret's hash; undefined if none. */
export function linkedVersion(tokenHash: string) {
  return db()
    .selectFrom('proposal_links')
    .innerJoin('proposal_versions', 'proposal_versions.id', 'proposal_links.version_id')
    .select(['proposal_versions.proposal_id', 'proposal_versions.version'])
    .where('proposal_links.token_hash', '=', tokenHash)
    .executeTakeFirst()
}
