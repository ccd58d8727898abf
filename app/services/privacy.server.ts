import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { recordAudit } from '~/models/audit.server'
import { emailKey } from '~/models/leads.server'
import { eraseAddress, eraseLeads, type Erased } from '~/models/erasure.server'
import { heldAddresses, leadsNotErased } from '~/models/erasure-after-restore.server'
import { eraseClosedLeads } from '~/models/retention.server'
import { findTravellerData } from '~/models/traveller-data.server'
import { removeAttachmentFiles } from './inbound-view.server'
import { removeMailFiles } from './mail-sender.server'
import type { Actor } from './team.server'

// A traveller's rights (docs/product.md, "A traveller's rights"; admins only): what is held about an
// address, as a file to hand over, and its erasure; and the retention rule that erases closed leads
// after RETENTION_MONTHS. The audit trail records each by the leads' references and counts, never by
// the address or anything else erased. Each erasure is also written to DATA_DIR/erasures.log, outside
// the database, so that a restore from an older backup can erase again what was erased since
// (docs/decisions/021-erasure-and-restore.md).

const counted = (erased: Erased) => ({
  leads: erased.leads,
  inquiries: erased.inquiries,
  'mails purged': erased.mails,
  'messages removed': erased.received,
  'reviews removed': erased.reviews,
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

/** An address as the erasure log keeps it: enough to find it again, not to read it. */
const addressHash = (email: string) => crypto.createHash('sha256').update(emailKey(email)).digest('hex')

type LogLine = { at: string; address?: string; leads?: number[] }

const erasureLog = () => path.resolve(getConfig().dataDir, 'erasures.log')

/** Adds an erasure to the log once it is committed; a log that cannot be written is an error in the log. */
async function logErasure(line: LogLine) {
  try {
    await fs.mkdir(path.dirname(erasureLog()), { recursive: true })
    await fs.appendFile(erasureLog(), `${JSON.stringify(line)}\n`)
  } catch (error) {
    logger.error({ err: error }, 'erasure: done, but not written to the erasure log')
  }
}

/** Erases everything held about an address; its stored files go once the erasure is committed. */
export async function eraseTraveller(by: Actor, email: string) {
  const erased = await eraseAddress(email)
  await logErasure({ at: new Date().toISOString(), address: addressHash(email) })
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
    await logErasure({ at: now.toISOString(), leads: erased.ids })
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

/**
 * After a restore from the backup of `takenAt`: the erasures logged since are made again, addresses by
 * their hash and leads by number. Answers what the log held and what was erased again; `log: false`
 * when there is no log here to read.
 */
export async function reapplyErasures(takenAt: string) {
  let text: string
  try {
    text = await fs.readFile(erasureLog(), 'utf8')
  } catch {
    return { log: false as const, since: 0, addresses: 0, leads: 0 }
  }
  const since = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.at > takenAt)
  const wanted = new Set(since.flatMap((line) => (line.address ? [line.address] : [])))
  let addresses = 0
  if (wanted.size)
    for (const key of await heldAddresses())
      if (wanted.has(addressHash(key))) {
        const erased = await eraseAddress(key)
        await removeFiles(erased)
        addresses++
      }
  const leadIds = await leadsNotErased(since.flatMap((line) => line.leads ?? []))
  const leads = leadIds.length ? await eraseLeads(leadIds) : undefined
  if (leads) await removeFiles(leads)
  if (addresses || leads)
    await recordAudit({
      actor: null,
      action: 'erasure',
      subject: `Erased again after the restore of the backup of ${takenAt}`,
      detail: { addresses, leads: leads?.leads ?? 0 },
    })
  return { log: true as const, since: since.length, addresses, leads: leads?.leads ?? 0 }
}
