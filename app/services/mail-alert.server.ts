import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import { getConfig } from '~/config.server'
import { queueMail, type OutboxMail } from '~/models/mail-outbox.server'
import { listStaffEmails } from '~/models/staff.server'

// When the notice that tells staff about an inquiry is given up on, staff may never learn the inquiry
// exists. Every staff account is told once, at its own address (the notice went to the operator's), with
// the way to the mail problems page. Queued in the transaction that records the failure.

export function staffAlertAbout(failed: OutboxMail, reason: string) {
  return async (trx: Transaction<Database>): Promise<void> => {
    const { publicUrl, operator } = getConfig()
    const to = (await listStaffEmails(trx)).filter(
      (address) => address.toLowerCase() !== failed.to_address.toLowerCase(),
    )
    await queueMail(
      trx,
      to.map((address) => ({
        purpose: 'mail-alert',
        inquiry_kind: failed.inquiry_kind,
        inquiry_id: failed.inquiry_id,
        to_address: address,
        reply_to: null,
        subject: `Mail problem: a staff notice to ${failed.to_address} was not delivered`,
        body: [
          `${operator.brand} could not deliver this notice to ${failed.to_address} and has stopped trying:`,
          '',
          `Subject: ${failed.subject}`,
          `Reason: ${reason}`,
          '',
          'The inquiry itself is safe in the back-office. Check the address, then retry the notice or change',
          `its address on the mail problems page: ${publicUrl}/admin/mail`,
        ].join('\n'),
      })),
    )
  }
}
