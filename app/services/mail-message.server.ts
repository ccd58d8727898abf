import MailComposer from 'nodemailer/lib/mail-composer'
import { getConfig } from '~/config.server'
import type { OutboxMail } from '~/models/mail-outbox.server'
import { attachmentsOf } from './mail-attachments.server'
import { renderMailHtml } from './mail-html.server'

// A mail of the outbox as the message that leaves: its headers and its plain and HTML parts, built once
// per attempt. The sender sends exactly these bytes, and records the headers with the mail when the
// server took it, so that a lead's conversation shows what left (migration 0028).

/**
 * Mail that Tembo writes by itself says so (RFC 3834), so that out-of-office robots do not answer it
 * and no mail program files it as a person's: the acknowledgement answers the traveller's inquiry,
 * notices, alerts and digests are generated. A reply and a proposal are written by a member of staff.
 */
function autoSubmitted(purpose: string): Record<string, string> {
  if (purpose === 'reply' || purpose === 'proposal') return {}
  return { 'Auto-Submitted': purpose === 'acknowledgement' ? 'auto-replied' : 'auto-generated' }
}

export interface ComposedMessage {
  /** The whole message, as the mail server receives it */
  raw: Buffer
  /** Its header block, unfolded lines as they are in `raw` */
  headers: string
  envelope: { from: string; to: string[] }
}

export async function composeMessage(mail: OutboxMail, messageId: string): Promise<ComposedMessage> {
  const { operator, publicUrl } = getConfig()
  const raw = await new MailComposer({
    // A reply says who wrote it: "Amani Njoroge, Tembo Safaris".
    from: {
      name: mail.from_name ? `${mail.from_name}, ${operator.brand}` : operator.brand,
      address: operator.email,
    },
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    text: mail.body,
    html: renderMailHtml(mail.body, { brand: operator.brand, publicUrl }),
    messageId,
    // A reply threads in the traveller's mail program under the mails it follows.
    inReplyTo: mail.in_reply_to ?? undefined,
    references: mail.thread_references ?? undefined,
    headers: { 'X-Tembo-Mail-Id': String(mail.id), ...autoSubmitted(mail.purpose) },
    // A proposal's PDF, made from its frozen version: the same file on every attempt.
    attachments: await attachmentsOf(mail.attachment),
  })
    .compile()
    .build()
  const end = raw.indexOf('\r\n\r\n')
  return {
    raw,
    headers: raw.subarray(0, end < 0 ? raw.length : end).toString('utf8'),
    envelope: { from: operator.email, to: [mail.to_address] },
  }
}
