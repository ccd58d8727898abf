import { ImapFlow } from 'imapflow'
import { getConfig } from '~/config.server'
import { leadReference } from '~/lib/lead-reference'
import { logger } from '~/logger.server'
import { isOwnMail } from '~/models/mail-matching.server'
import { storeInbound, type OwnerNotice } from '~/models/mail-inbound.server'
import { claimMailbox, recordPosition, releaseMailbox } from '~/models/mail-reader-claim.server'
import { headersOnly, MESSAGE_MAX_BYTES, parseInboundMail } from './inbound-parser.server'
import { instanceId } from './instance.server'

// Reads the operator's mailbox (IMAP_URL) for travellers' answers (docs/product.md, "Two-way mail"),
// when the mailbox reader job looks (app/jobs/mailbox-reader.server.ts).
// One instance reads at a time (a claim in the database); it goes on from the last UID it recorded, and
// a message is stored once by its Message-ID, so a crash between storing and recording, a second
// delivery or a second reader stores nothing twice. Read mail is flagged \Seen (or moved to
// IMAP_PROCESSED_FOLDER), never deleted.

export interface MailboxAddress {
  host: string
  port: number
  secure: boolean
  user: string
  password: string
  mailbox: string
}

/** imaps://user:password@host:port/Mailbox, with every part percent-decoded. */
export function mailboxOf(url: string): MailboxAddress {
  const address = new URL(url)
  const secure = address.protocol === 'imaps:'
  return {
    host: address.hostname,
    port: Number(address.port) || (secure ? 993 : 143),
    secure,
    user: decodeURIComponent(address.username),
    password: decodeURIComponent(address.password),
    mailbox: decodeURIComponent(address.pathname.replace(/^\//, '')) || 'INBOX',
  }
}

/**
 * A connection to the mailbox whose errors are logged (an unheard 'error' would end the process). The
 * reader's connection gives up on a server silent for two minutes; the watch's waits in IDLE as long
 * as the server keeps it.
 */
export function imapClient(address: MailboxAddress, purpose: 'reading' | 'watching') {
  const client = new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    connectionTimeout: 30_000,
    ...(purpose === 'reading' ? { socketTimeout: 120_000 } : {}),
  })
  client.on('error', (error: Error) => logger.warn({ err: error, purpose }, 'mailbox: connection error'))
  return client
}

/** The owner's notice that their traveller wrote again (also when staff attach a sorted mail). */
export const ownerNotice: OwnerNotice = (lead, owner, mail) => {
  const { publicUrl, operator } = getConfig()
  const reference = leadReference(lead)
  return {
    purpose: 'reply-notice',
    inquiry_kind: 'lead',
    inquiry_id: lead.id,
    lead_id: lead.id,
    to_address: owner.email,
    reply_to: null,
    subject: `${lead.name} wrote again [${reference}]`,
    body: [
      `Dear ${owner.name},`,
      '',
      `${lead.name} (${reference}) has written: "${mail.subject}". The lead waits for a reply from ${operator.brand} again.`,
      '',
      `Read it and answer: ${publicUrl}/admin/leads/${lead.id}`,
    ].join('\n'),
  }
}

/**
 * Reads the new messages of the mailbox once, if this instance holds (or wins) the claim: answers how
 * many messages were read and stored, or undefined when another instance is reading.
 */
export async function readMailboxOnce(
  url: string,
  options: { now?: () => Date; claimMs?: number } = {},
): Promise<{ read: number; stored: number } | undefined> {
  const now = options.now ?? (() => new Date())
  const address = mailboxOf(url)
  // Renewed after each message; a reader that crashed is taken over two looks and a few seconds later.
  const claimMs = options.claimMs ?? getConfig().imapPollMs * 2 + 5_000
  const state = await claimMailbox(address.mailbox, instanceId, claimMs, now())
  if (!state) return undefined
  const client = imapClient(address, 'reading')
  let read = 0
  let stored = 0
  await client.connect()
  try {
    const lock = await client.getMailboxLock(address.mailbox)
    try {
      const mailbox = client.mailbox
      if (!mailbox) return { read, stored }
      const uidValidity = String(mailbox.uidValidity)
      // A mailbox made anew (another UIDVALIDITY) is read from its start; Message-IDs keep it once.
      const after = state.uidValidity === uidValidity ? state.lastUid : 0
      const uids = mailbox.exists
        ? ((await client.search({ uid: `${after + 1}:*` }, { uid: true })) || []).filter((uid) => uid > after)
        : []
      const folder = getConfig().imapProcessedFolder
      // The folder read mail goes to is made the first time it is needed (it may exist already).
      if (folder && uids.length) await client.mailboxCreate(folder).catch(() => undefined)
      for (const uid of uids.sort((a, b) => a - b)) {
        const message = await client.fetchOne(String(uid), { size: true, headers: true }, { uid: true })
        if (!message) continue
        const size = message.size ?? 0
        const fetched =
          size > MESSAGE_MAX_BYTES
            ? undefined
            : await client.fetchOne(String(uid), { source: true }, { uid: true })
        const source = fetched ? fetched.source : undefined
        const headers = message.headers ?? Buffer.from('')
        const mail = !source
          ? await headersOnly(
              headers,
              `This message is ${Math.round(size / 1024 / 1024)} MB, more than Tembo reads`,
            )
          : await parseInboundMail(source).catch((error: unknown) => {
              // One message that cannot be read must not hold up the mailbox behind it.
              logger.error({ err: error, uid }, 'mailbox: a message could not be read, keeping its headers')
              return headersOnly(headers, 'Tembo could not read this message')
            })
        const own = await isOwnMail(mail, getConfig().operator.email)
        if (own)
          logger.info({ uid, from: mail.fromAddress }, "mailbox: the operator's own mail, not a traveller's")
        const limits = {
          leadsPerHour: getConfig().mailLeadsPerHour,
          leadsPerSenderPerHour: getConfig().mailLeadsPerSenderPerHour,
        }
        const result = own ? { stored: false } : await storeInbound(mail, ownerNotice, limits, now())
        read++
        if (result.stored) stored++
        if (!(await recordPosition(address.mailbox, instanceId, uidValidity, uid))) break
        if (folder) await client.messageMove(String(uid), folder, { uid: true })
        else await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })
        // A long mailbox: keep the claim while reading.
        await claimMailbox(address.mailbox, instanceId, claimMs, now())
      }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  if (read) logger.info({ read, stored }, 'mailbox: read')
  return { read, stored }
}

/** Gives up this instance's claim on the mailbox (it stops): another may read at once. */
export async function leaveMailbox(url: string): Promise<void> {
  await releaseMailbox(mailboxOf(url).mailbox, instanceId)
}
