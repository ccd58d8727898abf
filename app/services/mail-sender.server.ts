import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '~/config.server'
import {
  beginAttempt,
  claimDueMail,
  markMailFailed,
  markMailSent,
  releaseClaims,
  type OutboxMail,
} from '~/models/mail-outbox.server'
import { clientsWaitOnWrites } from '~/models/db.server'
import { instanceId, lapsedBefore } from './instance.server'
import { logger } from '~/logger.server'
import { staffAlertAbout } from './mail-alert.server'
import { composeMessage } from './mail-message.server'

// Sends what the outbox holds: through SMTP_URL, or as .eml files under MAIL_OUTBOX_DIR when no SMTP
// server is set. Every instance runs it, as the mail delivery job (app/jobs/mail-delivery.server.ts),
// by the rules of docs/decisions/012-mail-delivery.md:
// - each mail is claimed for a lease, and the claim is renewed just before each attempt, which must end
//   well inside it: no other instance can take a mail while a send of it may be under way;
// - each mail carries a Message-ID fixed before its first attempt, so a resend after an unknown outcome
//   (a crash, a send that timed out) is the same message to the receiver;
// - a mail the server accepted is recorded as sent, and while the database cannot take that record the
//   worker keeps it and tries again before sending anything else; meanwhile no other instance sends it
//   again while this one is alive (its heartbeat, docs/decisions/028-mail-takeover.md);
// - a refusal for good (SMTP 5xx) fails the mail at once; other failures are tried again, each wait
//   twice the last, up to MAX_ATTEMPTS.

const MAX_ATTEMPTS = 12
const MAX_BACKOFF_MS = 60 * 60 * 1000
/** Mails claimed at once. */
export const BATCH = 20
/** Mails sent at once: the SMTP pool's connections. */
const CONCURRENCY = 4

const leaseMs = () => getConfig().mailClaimMs
/** The longest one attempt may take: half the lease, so a renewed claim always outlives the attempt. */
const attemptLimitMs = () => Math.min(60_000, leaseMs() / 2)
const retryBaseMs = () => getConfig().mailRetryBaseMs

let transport: Transporter | undefined
/** Set while the delivery job stops: no further mail of a claimed batch is started. */
let stopping = false
/** Ids of mails the receiver accepted whose "sent" the database could not take yet. */
const unrecorded = new Map<number, string>()

function getTransport(): Transporter {
  const { smtpUrl } = getConfig()
  const limit = attemptLimitMs()
  transport ??= smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: CONCURRENCY,
        connectionTimeout: Math.min(20_000, limit),
        greetingTimeout: Math.min(20_000, limit),
        socketTimeout: limit,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return transport
}

/** A Message-ID of our own domain that says which mail it is. */
function newMessageId(id: number): string {
  const domain = getConfig().operator.email.split('@')[1] ?? 'tembo.invalid'
  return `<tembo.${id}.${crypto.randomBytes(8).toString('hex')}@${domain}>`
}

class AttemptTimeout extends Error {
  constructor(ms: number) {
    super(
      `no answer from the mail server within ${Math.round(ms / 1000)} s; the outcome is unknown, and the next attempt carries the same Message-ID`,
    )
  }
}

/** True when a mail server refused the mail for good (5xx): trying again would only repeat it. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Writes the mail as a file named after the mail alone. It appears whole or not at all (written aside,
 * then linked into place), and a file already there means an earlier attempt delivered it, whose record
 * was lost: it is not written again.
 */
/** The file a mail is written to in file mode (no SMTP_URL). */
const mailFileName = (mail: { id: number; purpose: string }) =>
  `mail-${String(mail.id).padStart(6, '0')}-${mail.purpose}.eml`

/** Removes the files of mails purged from the outbox (an erased traveller's), in file mode. */
export async function removeMailFiles(mails: { id: number; purpose: string }[]) {
  const { mailOutboxDir } = getConfig()
  for (const mail of mails) await fs.rm(path.join(mailOutboxDir, mailFileName(mail)), { force: true })
}

async function writeMailFile(mail: OutboxMail, message: Buffer): Promise<void> {
  const { mailOutboxDir } = getConfig()
  await fs.mkdir(mailOutboxDir, { recursive: true })
  const name = mailFileName(mail)
  const aside = path.join(mailOutboxDir, `.${name}.${instanceId}.tmp`)
  try {
    await fs.writeFile(aside, message)
    await fs.link(aside, path.join(mailOutboxDir, name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    logger.warn(
      { mailId: mail.id, file: name },
      'mail file already written by an earlier attempt: not written again',
    )
  } finally {
    await fs.rm(aside, { force: true })
  }
}

/** Sends the mail; answers its headers as they left. */
async function deliver(mail: OutboxMail, messageId: string): Promise<string> {
  const message = await composeMessage(mail, messageId)
  const info = await getTransport().sendMail({ envelope: message.envelope, raw: message.raw })
  if (!getConfig().smtpUrl) await writeMailFile(mail, info.message as Buffer)
  return message.headers
}

function withLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new AttemptTimeout(ms)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timeout))
}

/** Records the sends that the database could not take earlier; false while it still cannot. */
async function recordUnrecorded(): Promise<boolean> {
  for (const [id, headers] of [...unrecorded]) {
    try {
      await markMailSent(id, headers)
      unrecorded.delete(id)
    } catch (error) {
      logger.warn({ mailId: id, reason: (error as Error).message }, 'mail sent, but not yet recorded as sent')
      return false
    }
  }
  return true
}

async function attempt(mail: OutboxMail): Promise<void> {
  const messageId = mail.message_id ?? newMessageId(mail.id)
  // Renewing the claim is what makes the send ours alone; a lost claim means someone else has it.
  if (!(await beginAttempt(mail.id, instanceId, leaseMs(), messageId))) {
    logger.warn({ mailId: mail.id }, 'mail claim lost before sending: left to its new holder')
    return
  }
  if (mail.attempt_started_at) {
    logger.warn(
      { mailId: mail.id, messageId },
      'mail attempt with an unknown outcome: sending again with the same Message-ID',
    )
  }
  let headers: string
  try {
    headers = await withLimit(deliver(mail, messageId), attemptLimitMs())
  } catch (error) {
    // This attempt, and one before it whose outcome was never recorded (beginAttempt counted it).
    const attempts = mail.attempts + (mail.attempt_started_at ? 1 : 0) + 1
    const permanent = isPermanentRefusal(error)
    let wait = Math.min(MAX_BACKOFF_MS, retryBaseMs() * 2 ** (attempts - 1))
    // A send that timed out may still be running: no one tries again before it has surely ended.
    if (error instanceof AttemptTimeout) wait = Math.max(wait, attemptLimitMs())
    const retryAt = permanent || attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + wait)
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn({ mailId: mail.id, attempts, retryAt, permanent, reason }, 'mail delivery failed')
    // A staff notice given up on means staff may never hear of an inquiry: they are told once, another way.
    const alert = mail.purpose === 'staff-notice' ? staffAlertAbout(mail, reason) : undefined
    await markMailFailed(mail.id, permanent ? `Refused for good: ${reason}` : reason, retryAt, alert)
    return
  }
  try {
    await markMailSent(mail.id, headers)
  } catch (error) {
    // Delivered all the same: kept here and recorded before anything else is sent.
    unrecorded.set(mail.id, headers)
    logger.warn(
      { mailId: mail.id, reason: (error as Error).message },
      'mail sent, but not yet recorded as sent',
    )
  }
}

/** Sends every mail that is due now; answers how many were claimed. */
export async function sendDueMail(): Promise<number> {
  if (!(await recordUnrecorded())) return 0
  const due = await claimDueMail(instanceId, BATCH, leaseMs(), lapsedBefore())
  const queue = [...due]
  // Checked before taking a mail: one taken and not started would be neither sent nor given back.
  // While clients wait on their commits, one send at a time: the others give way (decision 037).
  const takeNext = (runner: number) =>
    stopping || (runner > 0 && clientsWaitOnWrites()) ? undefined : queue.shift()
  const runner = async (index: number) => {
    for (let mail = takeNext(index); mail; mail = takeNext(index)) {
      await attempt(mail).catch((error: unknown) => {
        // The database went away before the attempt began or while its failure was recorded: the claim
        // runs out and the mail is tried again later, with the same Message-ID.
        logger.error({ err: error, mailId: mail.id }, 'mail attempt could not be begun or recorded')
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, (_, index) => runner(index)))
  // Stopping: the mails not started on go back to the outbox for another instance, or the next start.
  if (queue.length)
    await releaseClaims(
      instanceId,
      queue.map((mail) => mail.id),
    ).catch(() => undefined)
  return due.length
}

/** Whoever sends the outbox wants to hear at once of mail just queued (the mail delivery job). */
const wakers = new Set<() => void>()

/** Called right after mail is queued, so that it goes out at once rather than at the next look. */
export function nudgeMailWorker(): void {
  for (const wake of wakers) wake()
}

/** Hears of mail just queued until the answer is called. */
export function onMailQueued(wake: () => void): () => void {
  wakers.add(wake)
  return () => wakers.delete(wake)
}

/** Sending may start (again); `stopSending` ends that. */
export function allowSending(): void {
  stopping = false
}

/** No further mail of a claimed batch is started; those under way finish. */
export function stopSending(): void {
  stopping = true
}

/** Records the sends not yet recorded, if the database allows, and closes the mail server's connections. */
export async function closeSender(): Promise<void> {
  await recordUnrecorded()
  transport?.close()
  transport = undefined
}
