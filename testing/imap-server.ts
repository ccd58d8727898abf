import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ImapFlow } from 'imapflow'
import { freePort } from './server'

// A real IMAP server for the two-way mail tests (docs/product.md, "Two-way mail"): Debian's Dovecot, started
// on a free local port with its own configuration, a throwaway passwd-file user and a Maildir in a temporary
// folder. Nothing of the machine's own Dovecot setup is read or changed.

export const DOVECOT = '/usr/sbin/dovecot'

/** Why the IMAP tests cannot run here, or null when they can. In CI a missing Dovecot is a failure. */
export function imapUnavailable(): string | null {
  if (fs.existsSync(DOVECOT)) return null
  const reason = `Dovecot is not installed (${DOVECOT}): apt-get install -y dovecot-imapd`
  if (process.env.CI) throw new Error(reason)
  return reason
}

export interface ImapServer {
  host: string
  port: number
  user: string
  password: string
  /** IMAP_URL for Tembo: imap://user:password@127.0.0.1:port/INBOX */
  url: string
  /** Places a raw message in the mailbox as a mail server's delivery would (IMAP APPEND). */
  append(raw: string | Buffer, mailbox?: string): Promise<number>
  /** The flags of every message in a mailbox, by UID. */
  flags(mailbox?: string): Promise<Map<number, Set<string>>>
  stop(): Promise<void>
}

async function listening(port: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts Dovecot for one mailbox user; stop() ends it and removes its folder. */
export async function startImapServer(): Promise<ImapServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-imap-'))
  // Dovecot's own processes (its auth, as the dovecot user) read the passwd file inside.
  fs.chmodSync(root, 0o755)
  const port = await freePort()
  const user = 'operator'
  const password = `pw-${Math.random().toString(36).slice(2)}`
  // Dovecot will not run mail processes as root: as root, the mail belongs to nobody.
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? { uid: 65534, gid: 65534 } : { uid: process.getuid!(), gid: process.getgid!() }
  const account = os.userInfo().username
  fs.mkdirSync(path.join(root, 'mail'), { recursive: true })
  fs.writeFileSync(path.join(root, 'passwd'), `${user}:{PLAIN}${password}::::::\n`)
  const config = [
    `base_dir = ${root}/run`,
    `state_dir = ${root}/state`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    `log_path = ${root}/dovecot.log`,
    `mail_location = maildir:${root}/mail/%u`,
    `first_valid_uid = ${owner.uid}`,
    `first_valid_gid = ${owner.gid}`,
    ...(asRoot
      ? []
      : [
          `default_internal_user = ${account}`,
          `default_login_user = ${account}`,
          `default_internal_group = ${account}`,
        ]),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN ${root}/passwd`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${owner.uid} gid=${owner.gid} home=${root}/mail/%u`,
    '}',
    'service imap-login {',
    '  inet_listener imap {',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    port = 0',
    '  }',
    '}',
    'service anvil {',
    '  chroot =',
    '}',
    'service imap-login {',
    '  chroot =',
    '}',
    'protocol imap {',
    '  mail_max_userip_connections = 50',
    '}',
  ].join('\n')
  fs.writeFileSync(path.join(root, 'dovecot.conf'), `${config}\n`)
  if (asRoot) fs.chownSync(path.join(root, 'mail'), owner.uid, owner.gid)
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', path.join(root, 'dovecot.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await listening(port)

  const client = async () => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    })
    await imap.connect()
    return imap
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    async append(raw, mailbox = 'INBOX') {
      const imap = await client()
      try {
        const result = await imap.append(mailbox, raw)
        return result ? Number(result.uid ?? 0) : 0
      } finally {
        await imap.logout()
      }
    },
    async flags(mailbox = 'INBOX') {
      const imap = await client()
      const found = new Map<number, Set<string>>()
      try {
        const lock = await imap.getMailboxLock(mailbox)
        try {
          for await (const message of imap.fetch('1:*', { uid: true, flags: true }))
            found.set(message.uid, message.flags ?? new Set())
        } finally {
          lock.release()
        }
      } finally {
        await imap.logout()
      }
      return found
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
