import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '~/config.server'
import { claimDueMail, markMailFailed, markMailSent } from '~/models/mail-outbox.server'
import { logger } from './logger.server'

// Sends what the outbox holds: through SMTP_URL, or as .eml files under MAIL_OUTBOX_DIR when no SMTP
// server is set. Every instance runs this worker; claims keep two instances from sending the same mail.
// A failed delivery is recorded and tried again later, each wait twice the last, up to MAX_ATTEMPTS.

const POLL_MS = 2000
const MAX_ATTEMPTS = 12
const MAX_BACKOFF_MS = 60 * 60 * 1000
const workerId = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`

let transport: Transporter | undefined
let timer: NodeJS.Timeout | undefined
let running: Promise<void> | undefined
let stopped = true

function retryBaseMs(): number {
  return Number(process.env.MAIL_RETRY_BASE_MS ?? 30_000)
}

function getTransport(): Transporter {
  const { smtpUrl } = getConfig()
  // Timeouts well inside the 2-minute claim on a mail, so a hung server cannot outlive the claim and
  // let another instance send the same mail again.
  transport ??= smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return transport
}

async function deliver(mail: {
  id: number
  purpose: string
  to_address: string
  reply_to: string | null
  subject: string
  body: string
}) {
  const { smtpUrl, mailOutboxDir, operator } = getConfig()
  const info = await getTransport().sendMail({
    from: { name: operator.brand, address: operator.email },
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    text: mail.body,
    headers: { 'X-Tembo-Mail-Id': String(mail.id) },
  })
  if (!smtpUrl) {
    await fs.mkdir(mailOutboxDir, { recursive: true })
    // The sender's id in the name: a mail sent twice would show as two files.
    const name = `mail-${String(mail.id).padStart(6, '0')}-${mail.purpose}-${workerId}.eml`
    await fs.writeFile(path.join(mailOutboxDir, name), info.message as Buffer)
  }
}

/** Sends every mail that is due now; answers how many were handled. */
export async function sendDueMail(): Promise<number> {
  const due = await claimDueMail(workerId, 20)
  for (const mail of due) {
    try {
      await deliver(mail)
      await markMailSent(mail.id)
    } catch (error) {
      const attempts = mail.attempts + 1
      const wait = Math.min(MAX_BACKOFF_MS, retryBaseMs() * 2 ** (attempts - 1))
      const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + wait)
      const reason = error instanceof Error ? error.message : String(error)
      logger.warn({ mailId: mail.id, attempts, retryAt, reason }, 'mail delivery failed')
      await markMailFailed(mail.id, reason, retryAt)
    }
  }
  return due.length
}

/** A run is under way; `again` asks for another as soon as it ends (new mail arrived meanwhile). */
let busy = false
let again = false

function schedule(delay: number) {
  if (stopped) return
  // One run at a time: a burst of inquiries wakes the worker once, not once per inquiry.
  if (busy) {
    if (delay === 0) again = true
    return
  }
  clearTimeout(timer)
  timer = setTimeout(() => {
    busy = true
    again = false
    running = sendDueMail()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'mail worker error')
        return 0
      })
      .then((handled) => {
        busy = false
        schedule(handled === 20 || again ? 0 : POLL_MS)
      })
  }, delay)
  timer.unref()
}

export function startMailWorker(): void {
  stopped = false
  schedule(0)
}

/** Called right after an inquiry is stored, so its mail goes out at once rather than at the next poll. */
export function nudgeMailWorker(): void {
  schedule(0)
}

export async function stopMailWorker(): Promise<void> {
  stopped = true
  clearTimeout(timer)
  await running
}
