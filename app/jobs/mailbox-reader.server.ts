import type { ImapFlow } from 'imapflow'
import { getConfig } from '~/config.server'
import { logger } from '~/logger.server'
import { imapClient, leaveMailbox, mailboxOf, readMailboxOnce } from '~/services/mail-reader.server'
import type { Job } from './job'

// Reads the operator's mailbox when IMAP_URL is set (app/services/mail-reader.server.ts): at once,
// whenever the server announces new mail (IDLE), and every IMAP_POLL_MS besides. A failed look is
// logged and tried again.

let timer: NodeJS.Timeout | undefined
let running: Promise<unknown> | undefined
let watcher: ImapFlow | undefined
let again = false

/**
 * Keeps a connection open on the mailbox and looks as soon as the server says new mail has arrived
 * (IDLE). A server without IDLE is only polled; a watch that drops is opened again after a pause.
 */
async function watchMailbox(url: string, look: () => void): Promise<void> {
  const address = mailboxOf(url)
  const client = imapClient(address, 'watching')
  client.on('exists', () => look())
  client.on('close', () => {
    if (watcher === client) watcher = undefined
    // Still running: watch again after a pause (the server restarted, the network dropped).
    if (timer)
      setTimeout(() => {
        if (timer && !watcher) void watchMailbox(url, look).catch(() => undefined)
      }, 5_000).unref()
  })
  try {
    await client.connect()
  } catch (error) {
    logger.warn({ err: error }, 'mailbox: cannot watch, polling only')
    return
  }
  if (!client.capabilities.has('IDLE') || !timer) {
    await client.logout().catch(() => undefined)
    return
  }
  // Read-only: the watch only listens; the reader flags and moves.
  await client.mailboxOpen(address.mailbox, { readOnly: true })
  watcher = client
  // IDLE ends now and then (the server's limit, imapflow's own renewal); it is entered again at once.
  while (watcher === client && client.usable) {
    const began = Date.now()
    await client.idle().catch(() => undefined)
    // An IDLE refused at once must not become a busy loop.
    if (Date.now() - began < 100) await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

function startMailReader(): void {
  const { imapUrl, imapPollMs } = getConfig()
  if (!imapUrl || timer) return
  const look = () => {
    if (running) {
      // New mail while reading: read once more afterwards.
      again = true
      return
    }
    running = readMailboxOnce(imapUrl)
      .catch((error: unknown) => logger.warn({ err: error }, 'mailbox: reading failed, trying again'))
      .finally(() => {
        running = undefined
        if (again && timer) {
          again = false
          look()
        }
      })
  }
  timer = setInterval(look, imapPollMs)
  timer.unref()
  look()
  void watchMailbox(imapUrl, look)
}

async function stopMailReader(): Promise<void> {
  if (timer) clearInterval(timer)
  timer = undefined
  const watching = watcher
  watcher = undefined
  await watching?.logout().catch(() => watching.close())
  await running
  const { imapUrl } = getConfig()
  if (imapUrl) await leaveMailbox(imapUrl).catch(() => undefined)
}

export const mailboxReader: Job = { name: 'mailbox reader', start: startMailReader, stop: stopMailReader }
