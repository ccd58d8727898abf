import fs from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '~/config.server'
import { splitQuoted } from '~/lib/inbound-mail'
import { isSenderCheck } from '~/lib/sender-check'
import { findAttachment, listLeadInbox } from '~/models/mail-received.server'

// A stored message as staff read it, on a lead's page and in Mail to sort, and the files it brought.

/** Where earlier versions kept travellers' files, beside the database (now they are in it). */
const attachmentsDir = () => path.resolve(getConfig().dataDir, 'mail-attachments')

/** Removes files kept on disk by earlier versions (an erased traveller's), by their stored names. */
export async function removeAttachmentFiles(names: string[]) {
  for (const name of names) await fs.rm(path.join(attachmentsDir(), path.basename(name)), { force: true })
}

/** A kept attachment's bytes, name and type (from its row, or a file an earlier version kept), or undefined. */
export async function getAttachment(id: number) {
  const file = await findAttachment(id)
  if (!file?.stored_as) return undefined
  const bytes = file.bytes
    ? Buffer.from(file.bytes)
    : await fs.readFile(path.join(attachmentsDir(), path.basename(file.stored_as))).catch(() => undefined)
  return bytes && { bytes, filename: file.filename, contentType: file.content_type }
}

/** A stored message with its attachments (app/models/mail-received.server.ts, withAttachments). */
interface StoredMessage {
  id: number
  kind: string
  from_name: string | null
  from_address: string
  subject: string
  body_text: string
  body_html: string | null
  sender_check: string
  sender_check_note: string | null
  attachments: {
    id: number
    filename: string
    size: number
    stored_as: string | null
    refused: string | null
  }[]
}

/** A message as a page shows it: new words first, the quoted history folded, its files, its sender's check. */
export function presentInbound(mail: StoredMessage) {
  const { fresh, quoted } = splitQuoted(mail.body_text)
  return {
    id: Number(mail.id),
    kind: mail.kind,
    from: mail.from_name ? `${mail.from_name} <${mail.from_address}>` : mail.from_address,
    subject: mail.subject,
    fresh,
    quoted,
    // Plain text is what staff read; a message that had only HTML shows it, sanitised when stored.
    html: fresh ? null : mail.body_html,
    sender: {
      check: isSenderCheck(mail.sender_check) ? mail.sender_check : ('not-checked' as const),
      note: mail.sender_check_note,
    },
    attachments: mail.attachments.map((file) => ({
      id: Number(file.id),
      filename: file.filename,
      size: Number(file.size),
      refused: file.refused,
      href: file.stored_as ? `/admin/mail-files/${file.id}` : null,
    })),
  }
}

/** A lead's messages from the traveller as its page shows them. */
export async function inboxOfLead(leadId: number) {
  return (await listLeadInbox(leadId)).map(presentInbound)
}
