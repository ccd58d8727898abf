import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase, type DatabaseHandle } from '@db/client'
import type { TestDatabase } from './databases'
import { ADMIN } from './server'

// The application's own code run in the test's process, on a fresh database, for what a test must
// drive directly: the reply clock at a time the test chooses, figures over a fixture. The settings are
// the test's, through the same environment the server reads; they are put back afterwards.

export interface InProcess {
  database: TestDatabase
  /** A second handle for the test to read and arrange rows with. */
  handle: DatabaseHandle
}

export function withAppInProcess(
  create: () => Promise<TestDatabase>,
  env: Record<string, string> = {},
): () => InProcess {
  const saved = { ...process.env }
  let running: InProcess | undefined
  beforeAll(async () => {
    const database = await create()
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-in-process-')),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    })
    await (await import('~/services/startup.server')).prepareApplication()
    running = { database, handle: createDatabase(database.url) }
  })
  afterAll(async () => {
    await (await import('~/services/mail-sender.server')).closeSender()
    await (await import('~/models/db.server')).closeDatabase()
    await running?.handle.db.destroy()
    await running?.database.drop()
    process.env = saved
  })
  return () => {
    if (!running) throw new Error('the application did not start')
    return running
  }
}
