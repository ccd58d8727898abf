import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { recordAudit } from '~/models/audit.server'
import { eraseAddress, eraseClosedLeads, findTravellerData, type Erased } from '~/models/privacy.server'
import { removeAttachmentFiles } from './mail-reader.server'
import { removeMailFiles } from './mail.server'
import type { Actor } from './team.server'

// A traveller's rights (docs/product.md, "A traveller's rights"; admins only): what is held about an
// address, as a file to hand over, and its erasure; and the retention rule that erases closed leads
// after RETENTION_MONTHS. The audit trail records each by the leads' references and counts, never by
// the address or anything else erased.

const counted = (erased: Erased) => ({
  leads: erased.leads,
  inquiries: erased.inquiries,
  'mails purged': erased.mails,
  'messages removed': erased.received,
  files: erased.files.length,
})

/** The files of what was erased: attachments kept from their mail, and (in file mode) the mail written. */
async function removeFiles(erased: Erased) {
  await removeAttachmentFiles(erased.files)
  await removeMailFiles(erased.purged)
}

/** Whose data, in words the trail may keep: the leads' references, or none. */
const whose = (references: string[]) =>
  references.length
    ? `The traveller of ${references.slice(0, 5).join(', ')}${references.length > 5 ? ` and ${references.length - 5} more` : ''}`
    : 'An address with no lead'

/** Everything held about an address, as JSON to hand to the traveller; on the trail. */
export async function exportTravellerData(by: Actor, email: string) {
  const found = await findTravellerData(email)
  await recordAudit({
    actor: by.staff,
    action: 'privacy-export',
    subject: whose(found.leads.map((lead) => lead.reference)),
    detail: {
      inquiries: found.inquiries.reduce((sum, group) => sum + group.rows.length, 0),
      leads: found.leads.length,
      'timeline entries': found.events.length,
      'mails sent': found.mailSent.length,
      'mails received': found.mailReceived.length,
    },
    address: by.address,
  })
  return { exportedAt: new Date().toISOString(), ...found }
}

/** Erases everything held about an address; its stored files go once the erasure is committed. */
export async function eraseTraveller(by: Actor, email: string) {
  const erased = await eraseAddress(email)
  await removeFiles(erased)
  await recordAudit({
    actor: by.staff,
    action: 'erasure',
    subject: whose(erased.references),
    detail: counted(erased),
    address: by.address,
  })
  return erased
}

/** How many closed leads one retention pass erases, batch by batch. */
const RETENTION_BATCH = 200
const RETENTION_BATCHES_PER_RUN = 25

/**
 * The retention rule at `now`: leads closed more than RETENTION_MONTHS ago are erased, in batches, each
 * batch on the trail. Repeating it erases nothing twice (an erased lead is marked), so every instance
 * may run it.
 */
export async function runRetention(now = new Date()) {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - getConfig().retentionMonths)
  let total = 0
  for (let batch = 0; batch < RETENTION_BATCHES_PER_RUN; batch++) {
    const erased = await eraseClosedLeads(cutoff, RETENTION_BATCH, now)
    if (!erased.leads) break
    total += erased.leads
    await removeFiles(erased)
    await recordAudit(
      {
        actor: null,
        action: 'retention-erasure',
        subject: `${erased.leads} ${erased.leads === 1 ? 'lead' : 'leads'} closed before ${cutoff.toISOString().slice(0, 10)}`,
        detail: counted(erased),
      },
      undefined,
      now,
    )
    if (erased.leads < RETENTION_BATCH) break
  }
  if (total) logger.info({ leads: total }, 'retention: closed leads erased')
  return total
}
