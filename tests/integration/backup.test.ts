import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { contactMessageInput } from '../../testing/inquiries'
import { startSmtpSink } from '../../scripts/smtp-sink'
import { call, pngForm, signIn } from '../../testing/api'
import { backupCli } from '../../testing/backup-cli'
import { databases } from '../../testing/databases'
import { ADMIN, startServer } from '../../testing/server'
import { waitFor } from '../../testing/wait'

// npm run backup while travellers write in, npm run restore into a fresh database: every inquiry
// acknowledged before the backup began is there, uploads too, and the restored copy sends no mail that
// went out before (or may have gone out after) the backup.

const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

for (const { label, create } of databases) {
  describe(`backup and restore (${label})`, () => {
    // A load, a backup, a drain, a restore and a second server: longer than an ordinary test (about 15 s
    // alone, more beside other suites on two cores).
    test(
      'taken under load, restored into an empty database: nothing acknowledged is missing, no mail goes twice',
      { timeout: 90_000 },
      async () => {
        // Slow while the backup is taken, so that mail is still waiting in it.
        const smtp = await startSmtpSink({ kind: 'accept', delayMs: 300 })
        cleanup.push(() => smtp.close())
        const original = await create()
        cleanup.push(() => original.drop())
        const first = await startServer(original.url, { SMTP_URL: smtp.url })
        cleanup.push(() => first.stop())
        const token = await signIn(first.url, ADMIN.email, ADMIN.password)
        const upload = await call<{ secure_url: string }>(first.url, '/api/bookings/upload', {
          method: 'POST',
          token,
          body: await pngForm(),
        })
        expect(upload.status).toBe(201)
        const imagePath = new URL(upload.body.secure_url).pathname

        const answers: { marker: string; status: number; at: number }[] = []
        let running = true
        const client = async (n: number) => {
          for (let i = 0; running; i++) {
            const marker = `backup-${n}-${i}`
            const answer = await call(first.url, '/api/bookings/message', {
              json: contactMessageInput({ message: `Question ${marker}` }),
            })
            answers.push({ marker, status: answer.status, at: Date.now() })
          }
        }
        const load = Array.from({ length: 4 }, (_, n) => client(n))
        await waitFor(
          () => answers.length,
          (count) => count >= 100,
        )
        const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-archive-')), 'backup.tar.gz')
        cleanup.push(() => fs.rmSync(path.dirname(archive), { recursive: true, force: true }))
        const backupStarted = Date.now()
        // A traveller's file kept from their mail, beside the database (DATA_DIR/mail-attachments).
        fs.mkdirSync(path.join(first.dataDir, 'mail-attachments'), { recursive: true })
        fs.writeFileSync(path.join(first.dataDir, 'mail-attachments', 'ticket.pdf'), '%PDF-1.4 ticket')
        const taken = await backupCli(
          {
            DATABASE_URL: original.url,
            UPLOAD_DIR: path.join(first.dataDir, 'uploads'),
            DATA_DIR: first.dataDir,
          },
          'backup',
          archive,
        )
        expect(taken.stdout).toContain('with 1 uploaded files and 1 mail attachments')
        const countAtBackupEnd = answers.length
        smtp.behaviour = { kind: 'accept' }
        await waitFor(
          () => answers.length,
          (count) => count >= countAtBackupEnd + 50,
        )
        running = false
        await Promise.all(load)
        // The original sends everything it holds before it stops.
        const originalHandle = createDatabase(original.url)
        cleanup.push(() => originalHandle.db.destroy())
        await waitFor(
          () => originalHandle.db.selectFrom('mail_outbox').select('status').execute(),
          (rows) => rows.every((row) => row.status === 'sent'),
          60_000,
        )
        await first.stop()
        const deliveredBefore = smtp.received.length
        expect(new Set(smtp.deliveries().values())).toEqual(new Set([1]))

        const restored = await create()
        cleanup.push(() => restored.drop())
        const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-restored-uploads-'))
        cleanup.push(() => fs.rmSync(uploads, { recursive: true, force: true }))
        const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-restored-data-'))
        cleanup.push(() => fs.rmSync(data, { recursive: true, force: true }))
        const env = { DATABASE_URL: restored.url, UPLOAD_DIR: uploads, DATA_DIR: data }
        const result = await backupCli(env, 'restore', archive)
        expect(result.stdout).toContain('Restored the backup of')
        expect(fs.readFileSync(path.join(data, 'mail-attachments', 'ticket.pdf'), 'utf8')).toBe(
          '%PDF-1.4 ticket',
        )
        // A restore goes into an empty database only.
        await expect(backupCli(env, 'restore', archive)).rejects.toMatchObject({
          stderr: expect.stringMatching(/already (holds a database|has tables)/),
        })

        const second = await startServer(restored.url, { SMTP_URL: smtp.url, UPLOAD_DIR: uploads })
        cleanup.push(() => second.stop())
        const handle = createDatabase(restored.url)
        cleanup.push(() => handle.db.destroy())
        const stored = new Set(
          (await handle.db.selectFrom('messages').select('message').execute()).map((row) =>
            row.message.replace('Question ', ''),
          ),
        )
        const acknowledged = answers.filter((a) => a.status === 201 && a.at < backupStarted)
        expect(acknowledged.length).toBeGreaterThan(50)
        expect(acknowledged.filter((a) => !stored.has(a.marker)).map((a) => a.marker)).toEqual([])
        expect((await fetch(`${second.url}${imagePath}`)).status).toBe(200)

        // The restored copy sends nothing: what was sent stays sent, what was waiting is held for staff.
        await new Promise((resolve) => setTimeout(resolve, 4000))
        expect(smtp.received.length).toBe(deliveredBefore)
        const mail = await handle.db.selectFrom('mail_outbox').select(['status', 'last_error']).execute()
        expect(mail.filter((row) => row.status === 'pending')).toEqual([])
        const held = mail.filter((row) => row.status === 'held')
        expect(held.length).toBeGreaterThan(0)
        for (const row of held) expect(row.last_error).toMatch(/^Restored from the backup of \d{4}-/)
        expect(result.stdout).toContain(`${held.length} mails were waiting`)
      },
    )
  })
}
