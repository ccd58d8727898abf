import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createDatabase } from '@db/client'
import { call, signIn } from '../../testing/api'
import { backupCli } from '../../testing/backup-cli'
import { databases } from '../../testing/databases'
import { everyRow } from '../../testing/dump'
import { contactMessageInput } from '../../testing/inquiries'
import { ADMIN, startServer } from '../../testing/server'

// Backups honour erasures (docs/product.md, "A traveller's rights"): a traveller erased after a backup
// was taken is erased again when that backup is restored beside the erasure log (DATA_DIR/erasures.log),
// and a restore without the log says that such travellers are back.

const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

describe.each(databases)('restoring a backup taken before an erasure ($label)', ({ create }) => {
  test('erases the traveller again from the log, or says they are back', async () => {
    const database = await create()
    cleanup.push(() => database.drop())
    const server = await startServer(database.url)
    cleanup.push(() => server.stop())
    const tag = Date.now().toString(36)
    const erased = { name: `Freya Nilsen ${tag}`, email: `freya.${tag}@example.dk` }
    const kept = { name: `Tomás Ortega ${tag}`, email: `tomas.${tag}@example.es` }
    for (const traveller of [erased, kept])
      expect(
        (await call(server.url, '/api/bookings/message', { json: contactMessageInput(traveller) })).status,
      ).toBe(201)

    const archive = path.join(tempDir('tembo-archive-'), 'backup.tar.gz')
    await backupCli(
      {
        DATABASE_URL: database.url,
        UPLOAD_DIR: path.join(server.dataDir, 'uploads'),
        DATA_DIR: server.dataDir,
      },
      'backup',
      archive,
    )
    // After the backup, the traveller asks to be forgotten.
    const token = await signIn(server.url, ADMIN.email, ADMIN.password)
    const answer = await fetch(`${server.url}/admin/privacy`, {
      method: 'POST',
      headers: {
        cookie: `tembo_session=${token}`,
        origin: server.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ email: erased.email, confirm: erased.email }),
    })
    expect(answer.status).toBe(200)
    const log = fs.readFileSync(path.join(server.dataDir, 'erasures.log'), 'utf8')
    expect(log).not.toContain(erased.email)

    // Restored beside the log: erased again, and the other traveller kept.
    const restored = await create()
    cleanup.push(() => restored.drop())
    const result = await backupCli(
      {
        DATABASE_URL: restored.url,
        UPLOAD_DIR: tempDir('tembo-restored-uploads-'),
        DATA_DIR: server.dataDir,
      },
      'restore',
      archive,
    )
    expect(result.stdout).toContain(
      'Erasures made after the backup was taken, applied again from the erasure log: 1 address and 0 closed leads.',
    )
    const handle = createDatabase(restored.url)
    try {
      const rows = await everyRow(handle)
      expect(rows).not.toContain(erased.email)
      expect(rows).not.toContain(erased.name)
      expect(rows).toContain(kept.email)
      expect(rows).toContain('Erased again after the restore of the backup of')
    } finally {
      await handle.db.destroy()
    }

    // Restored where there is no log: the copy says so, and the traveller is there.
    const blind = await create()
    cleanup.push(() => blind.drop())
    const elsewhere = await backupCli(
      {
        DATABASE_URL: blind.url,
        UPLOAD_DIR: tempDir('tembo-blind-uploads-'),
        DATA_DIR: tempDir('tembo-blind-data-'),
      },
      'restore',
      archive,
    )
    expect(elsewhere.stdout).toMatch(
      /No erasure log at .*erasures\.log: travellers erased after \S+\nare in this copy again/,
    )
  }, 120_000)
})
